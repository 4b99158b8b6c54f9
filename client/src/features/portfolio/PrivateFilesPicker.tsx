import {
  acceptedArchiveTypes,
  acceptedDocumentTypes,
  archiveLimits,
  documentLimits,
} from '@platform/rules/files';
import { useEffect, useRef, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { FileTrigger, ProgressBar } from 'react-aria-components';
import { secondaryButtonClass } from '../../ui/buttons';
import { fileSize } from '../../shared/resumes/ResumeFileLink';
import { sendUpload, UploadError } from '../../shared/uploads/sendUpload';
import { privateFileMessages as m } from './contracts/messages';

/** A private file uploaded and not yet sent with its step: its receipt and the name it keeps. */
export interface UploadedFile {
  upload: string;
  name: string;
}

const isZip = (file: File) => /\.zip$/i.test(file.name) || /zip/i.test(file.type);

/** What a refusal of the upload endpoint says to the person who chose the file. */
function refusal(code: string, archives: boolean): MessageDescriptor {
  switch (code) {
    case 'PAYLOAD_TOO_LARGE':
      return m.tooLarge;
    case 'UNSUPPORTED_MEDIA_TYPE':
    case 'BAD_DOCUMENT':
      return archives ? m.notZipOrPdf : m.notPdf;
    case 'TOO_MANY_PAGES':
      return m.tooManyPages;
    case 'BAD_ARCHIVE':
      return m.badArchive;
    case 'ARCHIVE_ENCRYPTED':
      return m.encryptedArchive;
    case 'TOO_MANY_ENTRIES':
    case 'UNPACKS_TOO_LARGE':
      return m.archiveTooBig;
    default:
      return m.failed;
  }
}

/**
 * Private files given with a step — PDFs, and ZIPs where `archives` — each uploaded as it is chosen (with
 * progress) to the endpoint of its kind, listed, and removable until the step is sent; at most `max`.
 */
export function PrivateFilesPicker({
  files,
  onChange,
  onUploading,
  disabled,
  max,
  archives = false,
  addLabel,
  chosenLabel,
}: {
  files: UploadedFile[];
  onChange: (next: UploadedFile[]) => void;
  /** Whether a file is on its way: the step waits for it rather than going without it. */
  onUploading: (uploading: boolean) => void;
  disabled: boolean;
  max: number;
  archives?: boolean;
  addLabel: string;
  chosenLabel: string;
}) {
  const intl = useIntl();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  async function choose(chosen: FileList | null) {
    const file = chosen?.[0];
    if (!file) return;
    const zip = archives && isZip(file);
    const maxBytes = zip ? archiveLimits.maxBytes : documentLimits.maxBytes;
    const controller = new AbortController();
    running.current = controller;
    setProblem(null);
    setProgress(0);
    onUploading(true);
    try {
      const { upload } = await sendUpload<{ upload: string }>(
        zip ? '/uploads/archives' : '/uploads/documents',
        file,
        { maxBytes, isAnswer: (body) => 'upload' in body },
        { onProgress: setProgress, signal: controller.signal },
      );
      onChange([...files, { upload, name: file.name }]);
    } catch (error) {
      const code = error instanceof UploadError ? error.code : 'FAILED';
      if (code !== 'ABORTED')
        setProblem(
          intl.formatMessage(refusal(code, archives), {
            pages: intl.formatNumber(documentLimits.maxPages),
            size: fileSize(intl, maxBytes),
            entries: intl.formatNumber(archiveLimits.maxEntries),
            unpacked: fileSize(intl, archiveLimits.maxUnpackedBytes),
          }),
        );
    } finally {
      setProgress(null);
      onUploading(false);
    }
  }

  return (
    <div className="space-y-2">
      {files.length > 0 ? (
        <ul className="space-y-1 text-sm" aria-label={chosenLabel}>
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
      {files.length < max ? (
        <FileTrigger
          acceptedFileTypes={
            archives ? [...acceptedArchiveTypes, ...acceptedDocumentTypes] : [...acceptedDocumentTypes]
          }
          onSelect={(chosen) => void choose(chosen)}
        >
          <button type="button" className={secondaryButtonClass} disabled={disabled || progress !== null}>
            {addLabel}
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

/**
 * The files a step was sent with, less those whose upload no longer counted (too old: a ValidationError on
 * `input.{field}.{n}.upload`), to be attached again; null when none was refused.
 */
export function withoutStale(
  given: UploadedFile[],
  problems: readonly { readonly path: string }[] | undefined,
  field: string,
): UploadedFile[] | null {
  const prefix = `input.${field}.`;
  const stale = new Set(
    (problems ?? [])
      .filter((f) => f.path.startsWith(prefix))
      .map((f) => f.path.slice(prefix.length).split('.')[0]),
  );
  return stale.size > 0 ? given.filter((_, n) => !stale.has(String(n))) : null;
}
