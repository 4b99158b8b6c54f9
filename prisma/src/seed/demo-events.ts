/**
 * The domain events of what the seed does: it publishes its jobs and approves some applications, and records,
 * with them, the events the jobs domain records for the same changes (`subgraphs/jobs/src/modules/events`, the
 * payloads of the catalogue in `subgraphs/kit/src/catalogue.ts`). Whoever builds on those events (the activity
 * feed) hears of the seed's changes as of any other: nothing downstream is typed in.
 */

/** The topic every domain event is published on (the catalogue's `domainTopic`). */
const domainTopic = 'domain';

export interface SeedEvent {
  type: 'job.published' | 'application.approved';
  topics: string[];
  payload: Record<string, string | null>;
  /** When the change happened: the event is as old as the change it announces. */
  createdAt: Date;
}

interface PublishedJob {
  id: string;
  slug: string;
  title: string;
  companyName: string;
  salaryMinRials: bigint | null;
  salaryMaxRials: bigint | null;
  postedAt: Date;
}

export const jobPublished = (job: PublishedJob): SeedEvent => ({
  type: 'job.published',
  topics: [domainTopic],
  payload: {
    jobId: job.id,
    slug: job.slug,
    title: job.title,
    companyName: job.companyName,
    topSalaryRials: (job.salaryMaxRials ?? job.salaryMinRials)?.toString() ?? null,
  },
  createdAt: job.postedAt,
});

interface ApprovedApplication {
  id: string;
  fullName: string;
  hideIdentity: boolean;
  statusChangedAt: Date;
}

export const applicationApproved = (
  application: ApprovedApplication,
  job: Pick<PublishedJob, 'id' | 'slug' | 'title'>,
): SeedEvent => ({
  type: 'application.approved',
  topics: [domainTopic],
  payload: {
    applicationId: application.id,
    jobId: job.id,
    slug: job.slug,
    title: job.title,
    applicantFirstName: application.hideIdentity
      ? null
      : (application.fullName.trim().split(/\s+/)[0] ?? null),
  },
  createdAt: application.statusChangedAt,
});
