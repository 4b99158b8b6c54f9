import { contractLimits as C } from '@platform/rules/contracts-limits';
import { acceptedDocumentTypes, documentLimits } from '@platform/rules/files';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { FileTrigger, ProgressBar } from 'react-aria-components';
import { secondaryButtonClass } from '../../../ui/buttons';
import { fileSize } from '../../../shared/resumes/ResumeFileLink';
import { sendUpload, UploadError } from '../../../shared/uploads/sendUpload';
import { evidenceMessages as m } from '../messages';

/** A PDF uploaded for a dispute and not yet sent with it: its receipt and the name it keeps. */
export interface UploadedEvidence {
  upload: string;
  name: string;
}

const uploadEndpoint = '/uploads/documents';

/**
 * PDFs given as evidence with a dispute or its answer: each uploaded as it is chosen (with progress), listed, and
 * removable until the step is sent; at most a few.
 */
export function EvidencePicker({
  files,
  onChange,
  onUploading,
  disabled,
}: {
  files: UploadedEvidence[];
  onChange: (next: UploadedEvidence[]) => void;
  /** Whether a PDF is on its way: the step waits for it rather than going without it. */
  onUploading: (uploading: boolean) => void;
  disabled: boolean;
}) {
  const intl = useIntl();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  async function choose(chosen: FileList | null) {
    const file = chosen?.[0];
    if (!file) return;
    const controller = new AbortController();
    running.current = controller;
    setProblem(null);
    setProgress(0);
    onUploading(true);
    try {
      const { upload } = await sendUpload<{ upload: string }>(
        uploadEndpoint,
        file,
        { maxBytes: documentLimits.maxBytes, isAnswer: (body) => 'upload' in body },
        { onProgress: setProgress, signal: controller.signal },
      );
      onChange([...files, { upload, name: file.name }]);
    } catch (error) {
      const code = error instanceof UploadError ? error.code : 'FAILED';
      if (code !== 'ABORTED')
        setProblem(
          intl.formatMessage(
            code === 'PAYLOAD_TOO_LARGE'
              ? m.tooLarge
              : code === 'UNSUPPORTED_MEDIA_TYPE' || code === 'BAD_DOCUMENT'
                ? m.notPdf
                : code === 'TOO_MANY_PAGES'
                  ? m.tooManyPages
                  : m.failed,
            { pages: documentLimits.maxPages, size: fileSize(intl, documentLimits.maxBytes) },
          ),
        );
    } finally {
      setProgress(null);
      onUploading(false);
    }
  }

  return (
    <div className="space-y-2">
      {files.length > 0 ? (
        <ul className="space-y-1 text-sm" aria-label={intl.formatMessage(m.chosen)}>
          {files.map((f) => (
            <li key={f.upload} className="flex flex-wrap items-center gap-2">
              <bdi className="font-medium text-slate-800">{f.name}</bdi>
              <button
                type="button"
                className="text-sm font-semibold text-red-700 hover:underline"
                onClick={() => onChange(files.filter((other) => other !== f))}
                aria-label={intl.formatMessage(m.remove, { name: f.name })}
              >
                {intl.formatMessage(m.removeShort)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {files.length < C.evidenceMax ? (
        <FileTrigger
          acceptedFileTypes={[...acceptedDocumentTypes]}
          onSelect={(chosen) => void choose(chosen)}
        >
          <button type="button" className={secondaryButtonClass} disabled={disabled || progress !== null}>
            {intl.formatMessage(m.add, { max: C.evidenceMax })}
          </button>
        </FileTrigger>
      ) : null}
      {progress !== null ? (
        <ProgressBar
          aria-label={intl.formatMessage(m.uploading)}
          value={Math.round(progress * 100)}
          className="h-2 w-full overflow-hidden rounded bg-slate-200"
        >
          {({ percentage }) => (
            <div className="h-full bg-teal-600" style={{ width: `${percentage ?? 0}%` }} />
          )}
        </ProgressBar>
      ) : null}
      {problem ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/** A PDF given as evidence, as the milestone's fragment reads it. */
export interface GivenEvidence {
  readonly name: string;
  readonly pages: number;
  readonly byRole: string | null | undefined;
  readonly downloadPath: string;
}

/**
 * The PDFs given as evidence on a milestone's dispute: who gave each, its pages, and its private link. Read in the
 * milestone's own fragment (a fragment of its own would nest the contracts' page a level too deep).
 */
export function EvidenceList({ evidence }: { evidence: readonly GivenEvidence[] }) {
  const intl = useIntl();
  if (evidence.length === 0) return null;
  return (
    <ul className="space-y-1" aria-label={intl.formatMessage(m.heading)}>
      {evidence.map((f) => (
        <li key={f.downloadPath} className="flex flex-wrap items-center gap-x-3">
          <a
            href={f.downloadPath}
            download={f.name}
            className="inline-flex items-center gap-2 font-semibold text-teal-800 hover:underline"
          >
            <span
              aria-hidden="true"
              className="rounded bg-red-100 px-1.5 py-0.5 text-xs font-bold text-red-800"
            >
              {intl.formatMessage(m.badge)}
            </span>
            <bdi>{f.name}</bdi>
          </a>
          <span className="text-slate-700">
            {intl.formatMessage(m.details, {
              side: intl.formatMessage(f.byRole === 'CLIENT' ? m.byClient : m.byCollaborator),
              pages: f.pages,
            })}
          </span>
        </li>
      ))}
    </ul>
  );
}
