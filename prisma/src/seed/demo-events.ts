import { jobEventPayloads, type JobFacts } from '@platform/rules/job-events';

/**
 * The domain events of what the seed does: it publishes its jobs and approves some applications, and records,
 * with them, the events the jobs domain records for the same changes, their payloads built and checked by the same
 * code (`@platform/rules/job-events`, which the jobs subgraph's `jobEvents` and the catalogue in
 * `subgraphs/kit/src/catalogue.ts` use too). Whoever builds on those events (the activity feed) hears of the seed's
 * changes as of any other: nothing downstream is typed in.
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

export const jobPublished = (job: JobFacts & { postedAt: Date }): SeedEvent => ({
  type: 'job.published',
  topics: [domainTopic],
  payload: jobEventPayloads.published(job),
  createdAt: job.postedAt,
});

export const applicationApproved = (
  application: { id: string; fullName: string; hideIdentity: boolean; statusChangedAt: Date },
  job: Pick<JobFacts, 'id' | 'slug' | 'title'>,
): SeedEvent => ({
  type: 'application.approved',
  topics: [domainTopic],
  payload: jobEventPayloads.applicationApproved(application, job),
  createdAt: application.statusChangedAt,
});
