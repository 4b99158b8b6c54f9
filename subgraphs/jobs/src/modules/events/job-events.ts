import type { NewEvent } from '@platform/subgraph-kit/outbox';

/**
 * The jobs domain's events, for whoever builds on them (the activity feed). Published to the `domain` topic;
 * they carry ids only.
 */
export const jobEvents = {
  published: (jobId: string): NewEvent => ({ type: 'job.published', topics: ['domain'], payload: { jobId } }),
  applicationApproved: (applicationId: string, jobId: string): NewEvent => ({
    type: 'application.approved',
    topics: ['domain'],
    payload: { applicationId, jobId },
  }),
};
