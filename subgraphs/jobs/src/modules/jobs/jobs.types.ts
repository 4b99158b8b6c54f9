import { experienceLevels, jobPostingLimits, jobTypes } from '@platform/rules/jobs';
import { cost } from '@platform/subgraph-kit/cost';
import { batchedReference } from '@platform/subgraph-kit/entities';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { z } from 'zod';
import { builder } from '../../builder.ts';
import { UserRef } from '../users/user.ref.ts';
import { queryFromInfo } from '@pothos/plugin-prisma';
import { selectedFieldNames, unselected } from '@platform/subgraph-kit/selection';
import { resolveOffsetConnection } from '@pothos/plugin-relay';
import type { Job } from '@platform/db';
import { cachedSearch } from './jobs.search-cache.ts';
import { searchIndexOf } from './jobs.search-index.live.ts';
import { defaultPageSize, isExpired, maxPageSize, publicJobWhere } from './jobs.service.ts';
import {
  chooseMatch,
  countMatches,
  firstSearchPage,
  isSearch,
  jobFacets,
  locationFacetSize,
  jobPageIds,
  postedWithinChoices,
  type JobFacets,
  type JobMatch,
  type JobPage,
  type JobSearch,
} from './jobs.search.ts';

const postingList = cost.textList(jobPostingLimits.listItems, jobPostingLimits.listItemMax);

export const JobTypeEnum = builder.enumType('JobType', {
  values: [
    'FULL_TIME',
    'PART_TIME',
    'CONTRACT',
    'REMOTE',
    'ONSITE',
    'HYBRID',
    'FREELANCE',
    'INTERNSHIP',
    'TEMPORARY',
  ] as const,
});

export const ExperienceLevelEnum = builder.enumType('ExperienceLevel', {
  values: ['ENTRY', 'MID', 'SENIOR', 'LEAD'] as const,
});

export const JobStatusEnum = builder.enumType('JobStatus', {
  values: ['DRAFT', 'PUBLISHED', 'CLOSED'] as const,
});

export const JobOrderEnum = builder.enumType('JobOrder', {
  description: 'RELEVANCE applies to searches (the default there); without a search the default is NEWEST.',
  values: ['RELEVANCE', 'NEWEST', 'OLDEST', 'SALARY_HIGHEST'] as const,
});

const JobMatchEnum = builder.enumType('JobMatch', {
  description:
    'ALL: no search. WORDS: every word found (the last as the start of a word). PREFIXES: every word found as ' +
    'the start of a word. SIMILAR: no job had every word, so titles similar to the search are shown (typos, ' +
    'joined or split words).',
  values: ['ALL', 'WORDS', 'PREFIXES', 'SIMILAR'] as const,
});

export const JobFilterInput = builder.inputType('JobFilter', {
  fields: (t) => ({
    types: t.field({ type: [JobTypeEnum], required: false, description: 'Any of these types.' }),
    experienceLevels: t.field({ type: [ExperienceLevelEnum], required: false, description: 'Any of these.' }),
    locations: t.stringList({
      required: false,
      description: 'Any of these locations (values of the facet).',
    }),
    skills: t.stringList({ required: false, description: 'Jobs asking for all of these skills.' }),
    salaryMinRials: t.field({
      type: 'SafeInt',
      required: false,
      description: 'Jobs whose range reaches at least this monthly salary, in rials.',
    }),
    salaryMaxRials: t.field({
      type: 'SafeInt',
      required: false,
      description: 'Jobs whose range starts at or below this monthly salary, in rials.',
    }),
    postedWithinDays: t.int({ required: false, description: 'Posted in the last 3, 7, 15 or 30 days.' }),
    includeExpired: t.boolean({
      required: false,
      description: 'Expired jobs are hidden unless they are permanent; set this to list them too.',
    }),
  }),
});

const facetCount = <V extends string | number>(
  name: string,
  valueType: 'String' | 'Int' | typeof JobTypeEnum | typeof ExperienceLevelEnum,
) =>
  builder.objectRef<{ value: V; count: number }>(name).implement({
    fields: (t) => ({
      value: t.field({ type: valueType as 'String', resolve: (f) => f.value as never }),
      count: t.exposeInt('count'),
    }),
  });

const JobFacetsRef = builder.objectRef<JobFacets>('JobFacets').implement({
  description: 'How many jobs each filter value would give with the current search and the other filters.',
  fields: (t) => ({
    types: t.field({
      type: [facetCount('JobTypeFacet', JobTypeEnum)],
      directives: cost.list(jobTypes.length),
      resolve: (f) => f.types,
    }),
    experienceLevels: t.field({
      type: [facetCount('ExperienceLevelFacet', ExperienceLevelEnum)],
      directives: cost.list(experienceLevels.length),
      resolve: (f) => f.experienceLevels,
    }),
    locations: t.field({
      type: [facetCount('LocationFacet', 'String')],
      description: `The ${locationFacetSize} most common locations.`,
      directives: cost.list(locationFacetSize),
      resolve: (f) => f.locations,
    }),
    postedWithin: t.field({
      type: [facetCount('PostedWithinFacet', 'Int')],
      directives: cost.list(postedWithinChoices.length),
      description: `Jobs posted within ${postedWithinChoices.join(', ')} days.`,
      resolve: (f) => f.postedWithin,
    }),
    exact: t.exposeBoolean('exact', {
      description:
        'False when the counts were taken over some of the matches only: up to 10,000 when browsing, and up to 500 ' +
        'when searching (the newest, for a relevance search).',
    }),
  }),
});

interface SalaryRangeShape {
  minRials: bigint | null;
  maxRials: bigint | null;
}

const SalaryRange = builder.objectRef<SalaryRangeShape>('SalaryRange').implement({
  description: 'A monthly salary range in Iranian rials (IRR). Either end may be open.',
  fields: (t) => ({
    minRials: t.field({
      type: 'SafeInt',
      nullable: true,
      resolve: (s) => (s.minRials === null ? null : Number(s.minRials)),
    }),
    maxRials: t.field({
      type: 'SafeInt',
      nullable: true,
      resolve: (s) => (s.maxRials === null ? null : Number(s.maxRials)),
    }),
    currency: t.string({ resolve: () => 'IRR' }),
  }),
});

export const JobNode = builder.prismaNode('Job', {
  id: { field: 'id' },
  findUnique: (id) => ({ id }),
  fields: (t) => ({
    slug: t.exposeString('slug'),
    language: t.exposeString('language', {
      description: 'ISO 639-1 code of the language the advertisement is written in: fa, en or az.',
    }),
    title: t.exposeString('title'),
    companyName: t.exposeString('companyName'),
    location: t.exposeString('location'),
    salary: t.field({
      type: SalaryRange,
      nullable: true,
      select: { salaryMinRials: true, salaryMaxRials: true },
      resolve: (job) =>
        job.salaryMinRials === null && job.salaryMaxRials === null
          ? null
          : { minRials: job.salaryMinRials, maxRials: job.salaryMaxRials },
    }),
    type: t.expose('type', { type: JobTypeEnum }),
    experienceLevel: t.expose('experienceLevel', { type: ExperienceLevelEnum }),
    skills: t.exposeStringList('skills'),
    // Long texts weigh by their size in the cost limit; the short skills stay free, as on every card.
    description: t.exposeString('description', { directives: cost.text(jobPostingLimits.descriptionMax) }),
    requirements: t.exposeStringList('requirements', { directives: postingList }),
    responsibilities: t.exposeStringList('responsibilities', { directives: postingList }),
    education: t.exposeString('education', { nullable: true, directives: cost.text(300) }),
    benefits: t.exposeStringList('benefits', { directives: postingList }),
    postedAt: t.expose('postedAt', { type: 'DateTime' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', nullable: true }),
    isExpired: t.boolean({
      select: { expiresAt: true },
      resolve: (job) => isExpired(job, new Date()),
    }),
    status: t.expose('status', { type: JobStatusEnum }),
    permanent: t.exposeBoolean('permanent'),
    postedBy: t.field({
      type: UserRef,
      nullable: true,
      select: { postedById: true },
      resolve: (job) => (job.postedById ? { id: encodeGlobalID('User', job.postedById) } : null),
    }),
  }),
});

builder.asEntity(JobNode, {
  key: builder.selection<{ id: string }>('id'),
  resolveReference: batchedReference('Job', (context, ids) =>
    context.prisma.job.findMany({ where: { id: { in: ids }, ...publicJobWhere } }),
  ),
});

interface SearchedConnection {
  search: JobSearch;
  match: JobMatch;
  count?: JobPage['count'];
  facets?: JobPage['facets'];
}

/** Job fields (and their columns) that only a job's own page shows: long texts and lists. */
const longJobFields = [
  'description',
  'requirements',
  'responsibilities',
  'benefits',
  'education',
  'skills',
] as const;

/**
 * Job fields that the columns of a search-index card (`JobCard` in jobs.search-index.ts) answer: a page that
 * selects only these (a page of job cards) reads its jobs from the server's index instead of PostgreSQL.
 */
const cardJobFields = new Set([
  '__typename',
  'id',
  'slug',
  'language',
  'title',
  'companyName',
  'location',
  'salary',
  'type',
  'experienceLevel',
  'skills',
  'postedAt',
  'expiresAt',
  'isExpired',
  'status',
  'permanent',
  'postedBy',
]);

// totalCount and totalCountIsExact share one count.
const counts = new WeakMap<object, ReturnType<typeof countMatches>>();
function counted(conn: SearchedConnection, prisma: Parameters<typeof countMatches>[0]) {
  let count = counts.get(conn);
  if (!count) {
    count = conn.count
      ? Promise.resolve(conn.count)
      : cachedSearch(prisma, conn.search, ['count', conn.match], () =>
          countMatches(prisma, conn.search, conn.match),
        );
    counts.set(conn, count);
  }
  return count;
}

builder.queryFields((t) => ({
  jobs: t.connection(
    {
      type: JobNode,
      description:
        'Published jobs, expired ones hidden unless permanent. `search` matches title, company, skills, location ' +
        'and description in Persian, English and Azerbaijani (Arabic-keyboard letters, digits and half-spaces ' +
        'are normalized), falling back to similar titles when no job has every word.',
      args: {
        // A search reads the word index and ranks up to 500 matches before the page is known.
        search: t.arg.string({ required: false, directives: cost.weight(10) }),
        filter: t.arg({ type: JobFilterInput, required: false }),
        orderBy: t.arg({ type: JobOrderEnum, required: false }),
      },
      validate: z
        .object({
          first: z.number().int().min(0).max(maxPageSize).nullish(),
          search: z.string().max(200).nullish(),
        })
        .loose(),
      resolve: async (_root, args, context, info) => {
        const search: JobSearch = {
          search: args.search,
          filter: args.filter,
          orderBy: args.orderBy,
          now: new Date(),
        };
        let match: JobMatch = 'ALL';
        let count: JobPage['count'];
        let facets: JobPage['facets'];
        // A ranked first page counts the facets too, in the same statement, when the operation asks for them.
        const withFacets = selectedFieldNames(info, []).has('facets');
        const connection = await resolveOffsetConnection(
          { args, defaultSize: defaultPageSize, maxSize: maxPageSize },
          async ({ limit, offset }) => {
            let ids: string[];
            ({ match, ids, count, facets } = await cachedSearch<JobPage & { match: JobMatch }>(
              context.prisma,
              search,
              ['page', limit, offset, withFacets ? 'facets' : 'ids'],
              async () => {
                if (isSearch(search) && offset === 0) {
                  return firstSearchPage(context.prisma, search, limit, { facets: withFacets });
                }
                const found = await chooseMatch(context.prisma, search);
                return {
                  match: found,
                  ids: await jobPageIds(context.prisma, search, found, { limit, offset }),
                };
              },
            ));
            // Load what the selected Job fields need, so no field has to fetch again; a page of cards leaves the
            // long texts and lists out.
            const query = queryFromInfo({ context, info, typeName: 'Job', path: ['edges', 'node'] });
            // A page of cards comes from the server's index, as current as its search. When the index lacks a job
            // of the page (closed, or a change not yet arrived from another server), PostgreSQL decides.
            const index = [...selectedFieldNames(info, ['edges', 'node'])].every((f) => cardJobFields.has(f))
              ? searchIndexOf(context.prisma)
              : null;
            const cards = index?.cards(ids);
            // The card's columns are those the selected fields read (cardJobFields); the others are never read.
            if (cards?.length === ids.length) return cards as unknown as Job[];
            const rows = await context.prisma.job.findMany({
              ...query,
              omit: unselected(info, ['edges', 'node'], longJobFields),
              where: { id: { in: ids }, status: 'PUBLISHED' },
            });
            const byId = new Map(rows.map((r) => [r.id, r]));
            return ids.flatMap((id) => byId.get(id) ?? []);
          },
        );
        // A ranked page counts its matches on the way (cached with it): totalCount needs no query of its own.
        return { ...connection, search, match, count, facets };
      },
    },
    {
      name: 'QueryJobsConnection',
      fields: (c) => ({
        totalCount: c.int({
          directives: cost.weight(5),
          description:
            'Matching jobs, counted up to 10,000 when browsing and 500 when searching (see totalCountIsExact).',
          resolve: async (conn, _args, context) => (await counted(conn, context.prisma)).count,
        }),
        totalCountIsExact: c.boolean({
          description: 'False when more jobs match than were counted, so totalCount is a lower bound.',
          resolve: async (conn, _args, context) => (await counted(conn, context.prisma)).exact,
        }),
        matchedBy: c.field({ type: JobMatchEnum, resolve: (conn) => conn.match }),
        facets: c.field({
          type: JobFacetsRef,
          // Counts every filter value over up to 10,000 matches.
          directives: cost.weight(20),
          resolve: (conn, _args, context) => {
            const shared = conn.facets && { facets: conn.facets, exact: conn.count?.exact ?? false };
            return cachedSearch(
              context.prisma,
              conn.search,
              ['facets', conn.match, shared ? 'ranked' : 'sampled'],
              () => jobFacets(context.prisma, conn.search, conn.match, shared),
            );
          },
        }),
      }),
    },
  ),
  job: t.prismaField({
    type: 'Job',
    nullable: true,
    args: { slug: t.arg.string({ required: true }) },
    description: 'A job by its slug. Drafts are seen only by the employer who posted them (to preview).',
    resolve: (query, _parent, { slug }, context) =>
      context.prisma.job.findFirst({
        ...query,
        where: context.viewer
          ? { slug, OR: [publicJobWhere, { postedById: context.viewer.userId }] }
          : { slug, ...publicJobWhere },
      }),
  }),
}));
