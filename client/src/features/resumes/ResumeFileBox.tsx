import { acceptedDocumentTypes, documentLimits } from '@platform/rules/files';
import { useEffect, useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Button, FileTrigger, ProgressBar } from 'react-aria-components';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type { ResumeFileBox_resume$key } from '../../__generated__/ResumeFileBox_resume.graphql';
import type { ResumeFileBoxAttachMutation } from '../../__generated__/ResumeFileBoxAttachMutation.graphql';
import type { ResumeFileBoxRemoveMutation } from '../../__generated__/ResumeFileBoxRemoveMutation.graphql';
import { toast } from '../../app/toast';
import { secondaryButtonClass } from '../../ui/buttons';
import { fileSize, ResumeFileLink } from '../../shared/resumes/ResumeFileLink';
import { sendUpload, UploadError } from '../../shared/uploads/sendUpload';
import { resumeFileBoxMessages as m, resumeFileErrorMessages as e } from './messages';

export const DOCUMENT_UPLOAD_ENDPOINT = '/uploads/documents';

/** Why a PDF was refused, in the reader's words: the upload's code or the attaching mutation's. */
export function resumeFileErrorText(intl: IntlShape, code: string): string {
  switch (code) {
    case 'PAYLOAD_TOO_LARGE':
      return intl.formatMessage(e.PAYLOAD_TOO_LARGE, { size: fileSize(intl, documentLimits.maxBytes) });
    case 'TOO_MANY_PAGES':
      return intl.formatMessage(e.TOO_MANY_PAGES, { pages: documentLimits.maxPages });
    case 'UNSUPPORTED_MEDIA_TYPE':
    case 'BAD_DOCUMENT':
    case 'DOCUMENT_ENCRYPTED':
    case 'FORBIDDEN':
    case 'RATE_LIMITED':
      return intl.formatMessage(e[code]);
    case 'UNAUTHENTICATED':
    case 'INVALID_TOKEN':
      return intl.formatMessage(e.SIGNED_OUT);
    case 'UPLOAD_EXPIRED':
      return intl.formatMessage(e.EXPIRED);
    default:
      return intl.formatMessage(e.FAILED);
  }
}

/**
 * The owner's résumé as a PDF file: upload one (with progress), replace it, remove it. The upload is stored at
 * once and attached when it arrives; what was sent with applications keeps the file it had.
 */
export function ResumeFileBox({ resume: key }: { resume: ResumeFileBox_resume$key | null }) {
  const intl = useIntl();
  const resume = useFragment(
    graphql`
      fragment ResumeFileBox_resume on Resume {
        id
        file {
          name
          ...ResumeFileLink_file
        }
      }
    `,
    key,
  );
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  const [commitAttach, attaching] = useMutation<ResumeFileBoxAttachMutation>(graphql`
    mutation ResumeFileBoxAttachMutation($input: AttachResumeFileInput!) {
      attachResumeFile(input: $input) {
        __typename
        ... on MutationAttachResumeFileSuccess {
          data {
            ...ResumeFileBox_resume
          }
        }
        ... on ValidationError {
          fields {
            code
          }
        }
      }
    }
  `);
  const [commitRemove, removing] = useMutation<ResumeFileBoxRemoveMutation>(graphql`
    mutation ResumeFileBoxRemoveMutation {
      removeResumeFile {
        __typename
        ... on MutationRemoveResumeFileSuccess {
          data {
            ...ResumeFileBox_resume
          }
        }
      }
    }
  `);
  const busy = progress !== null || attaching || removing;

  async function choose(files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setProblem(null);
    setProgress(0);
    try {
      const { upload } = await sendUpload<{ upload: string }>(
        DOCUMENT_UPLOAD_ENDPOINT,
        file,
        { maxBytes: documentLimits.maxBytes, isAnswer: (body) => 'upload' in body },
        { onProgress: setProgress, signal: controller.signal },
      );
      commitAttach({
        variables: { input: { upload, name: file.name } },
        // The first file makes the résumé: the page reads it as the viewer's from now on.
        updater: (store) => {
          const made = store.getRootField('attachResumeFile')?.getLinkedRecord('data');
          if (made) store.getRoot().setLinkedRecord(made, 'myResume');
        },
        onCompleted: ({ attachResumeFile: result }) => {
          if (result.__typename === 'MutationAttachResumeFileSuccess') {
            toast.success(intl.formatMessage(m.attached));
          } else {
            const code = result.__typename === 'ValidationError' ? result.fields[0]?.code : undefined;
            setProblem(code ?? 'FAILED');
          }
        },
        onError: () => setProblem('FAILED'),
      });
    } catch (caught) {
      const code = caught instanceof UploadError ? caught.code : 'FAILED';
      if (code !== 'ABORTED') setProblem(code);
    } finally {
      if (running.current === controller) {
        running.current = null;
        setProgress(null);
      }
    }
  }

  function remove() {
    setProblem(null);
    commitRemove({
      variables: {},
      onCompleted: ({ removeResumeFile: result }) => {
        if (result.__typename === 'MutationRemoveResumeFileSuccess')
          toast.success(intl.formatMessage(m.removed));
        else setProblem('FAILED');
      },
      onError: () => setProblem('FAILED'),
    });
  }

  return (
    <section
      aria-labelledby="resume-file"
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5"
      data-resume-file-box
    >
      <h2 id="resume-file" className="text-base font-bold text-slate-900">
        {intl.formatMessage(m.title)}
      </h2>
      <p className="text-sm text-slate-600">
        {intl.formatMessage(m.intro, {
          size: fileSize(intl, documentLimits.maxBytes),
          pages: documentLimits.maxPages,
        })}
      </p>
      {resume?.file ? <ResumeFileLink file={resume.file} /> : null}
      {progress !== null ? (
        <ProgressBar
          aria-label={intl.formatMessage(m.uploading)}
          value={progress * 100}
          className="h-2 w-full max-w-xs overflow-hidden rounded-full bg-slate-200"
        >
          {({ percentage }) => (
            <div className="h-full bg-teal-600 transition-all" style={{ width: `${percentage ?? 0}%` }} />
          )}
        </ProgressBar>
      ) : null}
      {problem ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {resumeFileErrorText(intl, problem)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <FileTrigger acceptedFileTypes={[...acceptedDocumentTypes]} onSelect={(files) => void choose(files)}>
          <Button isDisabled={busy} className={secondaryButtonClass}>
            {intl.formatMessage(resume?.file ? m.replace : m.choose)}
          </Button>
        </FileTrigger>
        {resume?.file ? (
          <button type="button" onClick={remove} disabled={busy} className={secondaryButtonClass}>
            {intl.formatMessage(m.remove)}
          </button>
        ) : null}
      </div>
    </section>
  );
}
