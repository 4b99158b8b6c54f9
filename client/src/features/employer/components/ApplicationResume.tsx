import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { ApplicationResumeQuery } from '../../../__generated__/ApplicationResumeQuery.graphql';
import { PageSpinner } from '../../../app/PageSpinner';
import { ResumeFileLink } from '../../../shared/resumes/ResumeFileLink';
import { ResumeView } from '../../../shared/resumes/ResumeView';
import { reviewMessages } from '../messages';

function Resume({ applicationId }: { applicationId: string }) {
  const { node } = useLazyLoadQuery<ApplicationResumeQuery>(
    graphql`
      query ApplicationResumeQuery($id: ID!) {
        node(id: $id) {
          ... on JobApplication {
            resume {
              file {
                ...ResumeFileLink_file
              }
              document {
                ...ResumeView_document
              }
            }
          }
        }
      }
    `,
    { id: applicationId },
  );
  const resume = node?.resume;
  return resume ? (
    <div className="space-y-4">
      {resume.file ? <ResumeFileLink file={resume.file} /> : null}
      {resume.document ? <ResumeView document={resume.document} /> : null}
    </div>
  ) : null;
}

/**
 * The résumé an application was sent with, as it was then, read when its employer opens it (a page of applications
 * does not load every résumé); its identity withheld as the application's is.
 */
export function ApplicationResume({ applicationId }: { applicationId: string }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const panelId = `resume-${applicationId}`;
  return (
    <section className="mt-4 rounded-xl border border-slate-200 p-4" data-application-resume>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        className="text-sm font-semibold text-teal-800 hover:underline"
      >
        {intl.formatMessage(reviewMessages.resume)}
      </button>
      {open ? (
        <div id={panelId} className="mt-4">
          <Suspense fallback={<PageSpinner />}>
            <Resume applicationId={applicationId} />
          </Suspense>
        </div>
      ) : null}
    </section>
  );
}
