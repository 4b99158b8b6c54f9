import { z } from 'zod';

/**
 * The payloads of the jobs domain's events that anything besides the jobs subgraph records for it: the demo seed,
 * which publishes jobs and approves applications as rows, records the same events as the jobs subgraph does for
 * those changes. Both build them here and check them against the same schemas, which the domain events' catalogue
 * (`subgraphs/kit/src/catalogue.ts`) holds for these types; the seed cannot import the kit, which builds on it.
 */
export const jobEventSchemas = {
  /** A job was published (at creation, or a draft's first publication). */
  'job.published': z.object({
    jobId: z.string(),
    slug: z.string(),
    title: z.string(),
    companyName: z.string(),
    /** The top of the salary range, when there is one: a number of rials as a string (JSON has no such integers). */
    topSalaryRials: z.string().regex(/^\d+$/).nullable(),
  }),
  /** An employer approved an application. */
  'application.approved': z.object({
    applicationId: z.string(),
    jobId: z.string(),
    slug: z.string(),
    title: z.string(),
    /** A first name at most, and none when the applicant hid their identity. */
    applicantFirstName: z.string().nullable(),
  }),
};

/** What the events say of a job: enough for a consumer (the activity feed) to show it without reading jobs. */
export interface JobFacts {
  id: string;
  slug: string;
  title: string;
  companyName: string;
  salaryMinRials: bigint | null;
  salaryMaxRials: bigint | null;
}

/** The checked payloads, as the change was when it committed. */
export const jobEventPayloads = {
  published: (job: JobFacts) =>
    jobEventSchemas['job.published'].parse({
      jobId: job.id,
      slug: job.slug,
      title: job.title,
      companyName: job.companyName,
      // The top of the range, as a string: JSON has no integers this large.
      topSalaryRials: (job.salaryMaxRials ?? job.salaryMinRials)?.toString() ?? null,
    }),
  applicationApproved: (
    application: { id: string; fullName: string; hideIdentity: boolean },
    job: Pick<JobFacts, 'id' | 'slug' | 'title'>,
  ) =>
    jobEventSchemas['application.approved'].parse({
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
