import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { ResumePrintPageQuery } from '../../__generated__/ResumePrintPageQuery.graphql';
import { PageMeta } from '../../app/PageMeta';
import { resumeBuilderMessages as m } from './messages';
import { ResumeView } from '../../shared/resumes/ResumeView';

export interface ResumePrintPageLoaderData {
  queryRef: PreloadedQuery<ResumePrintPageQuery>;
}

/**
 * /resume/print?key=…: the page the server's printer turns into a résumé's PDF, opened with the minutes-long key
 * of the download link; `data-report` tells the printer it is ready. Anyone without a live key is refused by the
 * graph, and the page says the résumé is not there.
 */
export function ResumePrintPage() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as ResumePrintPageLoaderData;
  const { printableResume } = usePreloadedQuery<ResumePrintPageQuery>(
    graphql`
      query ResumePrintPageQuery($key: String!) {
        printableResume(key: $key) {
          fullName
          ...ResumeView_document
        }
      }
    `,
    queryRef,
  );
  const title = printableResume?.fullName ?? intl.formatMessage(m.title);
  return (
    <div
      className="mx-auto max-w-3xl bg-white p-6 print:p-0"
      data-report={printableResume ? 'ready' : 'missing'}
    >
      <PageMeta page={title} description={intl.formatMessage(m.intro)} noindex />
      {printableResume ? (
        <ResumeView document={printableResume} />
      ) : (
        <p role="alert">{intl.formatMessage(m.failed)}</p>
      )}
    </div>
  );
}
