// What jobs are and how they are searched, without any parser: the client's first page imports these alone.

/**
 * The job types, written once: the GraphQL enum and the client's choices are built from this list, and a test
 * holds the database's enum (prisma/schema/jobs.prisma) to it. Work arrangements say where the job is done;
 * employment types, how it is employed.
 */
export const jobTypes = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACT',
  'REMOTE',
  'ONSITE',
  'HYBRID',
  'FREELANCE',
  'INTERNSHIP',
  'TEMPORARY',
] as const;
export type JobType = (typeof jobTypes)[number];
export const workArrangements = ['REMOTE', 'ONSITE', 'HYBRID'] as const satisfies readonly JobType[];
export type WorkArrangement = (typeof workArrangements)[number];
export const employmentTypes = jobTypes.filter(
  (type): type is Exclude<JobType, WorkArrangement> =>
    !(workArrangements as readonly string[]).includes(type),
);

export const experienceLevels = ['ENTRY', 'MID', 'SENIOR', 'LEAD'] as const;
export type ExperienceLevel = (typeof experienceLevels)[number];

/** Job search's limits, for the API and the search form alike. */
export const jobSearchLimits = {
  /** Longer searches are refused. */
  searchMax: 200,
  /** The choices the search form and the facets offer for `postedWithinDays`. */
  postedWithinDays: [3, 7, 15, 30] as const,
  /** Any whole number of days from 1 to this is a valid `postedWithinDays`. */
  postedWithinDaysMax: 365,
} as const;
export type PostedWithinDays = (typeof jobSearchLimits.postedWithinDays)[number];
