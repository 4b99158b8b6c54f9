import { ValidationFailure } from '@platform/subgraph-kit/error-types';
import { serviceUnavailable } from '@platform/subgraph-kit/unavailable';
import { builder } from '../../builder.ts';
import type { JobsContext } from '../../context.ts';
import type { ResumeSnapshots } from './applications.service.ts';

/**
 * A résumé as sent with an application, which the collaborators subgraph keeps. The application names it, and says
 * whether its reader is kept from knowing who sent it; the collaborators subgraph shows it accordingly.
 */
export const ResumeSnapshotRef = builder
  .externalRef(
    'ResumeSnapshot',
    builder.selection<{ id: string; identityWithheld: boolean }>('id identityWithheld'),
  )
  .implement({ externalFields: (t) => ({ id: t.id(), identityWithheld: t.boolean() }) });

interface SnapshotAnswer {
  snapshotMyResume:
    | { __typename: 'MutationSnapshotMyResumeSuccess'; data: { id: string } }
    | { __typename: string; fields?: { code: string }[] };
}

/**
 * Snapshots asked of the graph as the applicant (the résumé is theirs, and the collaborators subgraph's): a
 * language their résumé is not written in is RESUME_MISSING on `input.resumeLocale`.
 */
export function resumeSnapshots(context: JobsContext): ResumeSnapshots {
  return {
    async snapshot(applicantId, locale) {
      if (!context.graph) throw serviceUnavailable();
      const { snapshotMyResume: answer } = await context.graph.query<SnapshotAnswer>(
        `mutation JobsApplicationResume($locale: String!) {
          snapshotMyResume(locale: $locale) {
            __typename
            ... on MutationSnapshotMyResumeSuccess { data { id } }
            ... on ValidationError { fields { code } }
          }
        }`,
        { locale },
        { asUser: applicantId },
      );
      if ('data' in answer) return answer.data.id;
      const code = ('fields' in answer && answer.fields?.[0]?.code) || 'RESUME_MISSING';
      throw new ValidationFailure([{ path: 'input.resumeLocale', code }]);
    },
  };
}
