import { jobEventPayloads, type JobFacts } from '@platform/rules/job-events';
import { domainEvent } from '@platform/subgraph-kit/catalogue';
import type { NewEvent } from '@platform/subgraph-kit/outbox';

/**
 * The jobs domain's events (the catalogue's `job.*` and `application.*`), published to the `domain` topic for whoever builds on them (the activity feed). Each
 * carries what its consumers show, as it was when the change committed, so that no other domain reads jobs' tables.
 */
export const jobEvents = {
  // Built where the demo seed builds the same events (`@platform/rules/job-events`).
  published: (job: JobFacts): NewEvent => domainEvent('job.published', jobEventPayloads.published(job)),
  closed: (job: Pick<JobFacts, 'id'>): NewEvent => domainEvent('job.closed', { jobId: job.id }),
  applicationSubmitted: (
    application: { id: string; applicantId: string | null; shareTestResults: boolean; createdAt: Date },
    job: { id: string; postedById: string | null },
    tests: { testId: string; required: boolean }[],
  ): NewEvent =>
    domainEvent('application.submitted', {
      applicationId: application.id,
      jobId: job.id,
      employerId: job.postedById,
      applicantId: application.applicantId,
      tests: tests.map(({ testId, required }) => ({ testId, required })),
      shareTestResults: application.shareTestResults,
      submittedAt: application.createdAt.toISOString(),
    }),
  applicationApproved: (
    application: { id: string; fullName: string; hideIdentity: boolean },
    job: Pick<JobFacts, 'id' | 'slug' | 'title'>,
  ): NewEvent => domainEvent('application.approved', jobEventPayloads.applicationApproved(application, job)),
};
