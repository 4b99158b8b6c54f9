import { domainEvent } from '@platform/subgraph-kit/catalogue';
import type { NewEvent } from '@platform/subgraph-kit/outbox';

/** What the events say of a job: enough for a consumer (the activity feed) to show it without reading jobs. */
interface JobFacts {
  id: string;
  slug: string;
  title: string;
  companyName: string;
  salaryMinRials: bigint | null;
  salaryMaxRials: bigint | null;
}

function jobPayload(job: JobFacts) {
  return {
    jobId: job.id,
    slug: job.slug,
    title: job.title,
    companyName: job.companyName,
    // The top of the range, as a string: JSON has no integers this large.
    topSalaryRials: (job.salaryMaxRials ?? job.salaryMinRials)?.toString() ?? null,
  };
}

/**
 * The jobs domain's events (the catalogue's `job.*` and `application.*`), published to the `domain` topic for whoever builds on them (the activity feed). Each
 * carries what its consumers show, as it was when the change committed, so that no other domain reads jobs' tables.
 */
export const jobEvents = {
  published: (job: JobFacts): NewEvent => domainEvent('job.published', jobPayload(job)),
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
  ): NewEvent =>
    domainEvent('application.approved', {
      applicationId: application.id,
      jobId: job.id,
      slug: job.slug,
      title: job.title,
      // A first name at most, and none when the applicant hid their identity.
      applicantFirstName: application.hideIdentity
        ? null
        : (application.fullName.trim().split(/\s+/)[0] ?? null),
    }),
};
