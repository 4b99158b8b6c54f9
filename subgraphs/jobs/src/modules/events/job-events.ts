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
 * The jobs domain's events, published to the `domain` topic for whoever builds on them (the activity feed). Each
 * carries what its consumers show, as it was when the change committed, so that no other domain reads jobs' tables.
 */
export const jobEvents = {
  published: (job: JobFacts): NewEvent => ({
    type: 'job.published',
    topics: ['domain'],
    payload: jobPayload(job),
  }),
  closed: (job: Pick<JobFacts, 'id'>): NewEvent => ({
    type: 'job.closed',
    topics: ['domain'],
    payload: { jobId: job.id },
  }),
  applicationApproved: (
    application: { id: string; fullName: string; hideIdentity: boolean },
    job: Pick<JobFacts, 'id' | 'slug' | 'title'>,
  ): NewEvent => ({
    type: 'application.approved',
    topics: ['domain'],
    payload: {
      applicationId: application.id,
      jobId: job.id,
      slug: job.slug,
      title: job.title,
      // A first name at most, and none when the applicant hid their identity.
      applicantFirstName: application.hideIdentity
        ? null
        : (application.fullName.trim().split(/\s+/)[0] ?? null),
    },
  }),
};
