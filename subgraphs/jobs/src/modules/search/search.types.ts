import type { Job, Place } from '@platform/db';
import { experienceLevels, jobSearchLimits, jobTypes } from '@platform/rules/jobs';
import { cost } from '@platform/subgraph-kit/cost';
import { RateLimitedError, rateLimit, type Bucket } from '@platform/subgraph-kit/rate-limits';
import { selectedFieldNames, unselected } from '@platform/subgraph-kit/selection';
import { queryFromInfo } from '@pothos/plugin-prisma';
import { resolveOffsetConnection } from '@pothos/plugin-relay';
import { z } from 'zod';
import { builder } from '../../builder.ts';
import type { JobsContext } from '../../context.ts';
import { ExperienceLevelEnum, JobNode, JobTypeEnum } from '../jobs/jobs.types.ts';
import { defaultPageSize, maxPageSize } from '../jobs/jobs.service.ts';
import { PlaceRef } from '../places/places.types.ts';
import { maxPlaces } from '../places/places.service.ts';
import {
  placeFacetSize,
  postedWithinChoices,
  longJobColumns,
  type JobFacets,
  type SimilarTitlesGate,
} from './search.queries.ts';
import type { SearchPage } from './search.service.ts';

const JobOrderEnum = builder.enumType('JobOrder', {
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

const JobFilterInput = builder.inputType('JobFilter', {
  fields: (t) => ({
    types: t.field({ type: [JobTypeEnum], required: false, description: 'Any of these types.' }),
    experienceLevels: t.field({ type: [ExperienceLevelEnum], required: false, description: 'Any of these.' }),
    places: t.idList({
      required: false,
      description: 'Jobs in any of these places (ids); a province includes its cities.',
    }),
    skills: t.stringList({
      required: false,
      description:
        'Jobs asking for all of these skills, compared by the shared skills taxonomy (ReactJS, react and ری‌اکت are one).',
    }),
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
    postedWithinDays: t.int({
      required: false,
      description: `Posted in the last this many days, 1 to ${jobSearchLimits.postedWithinDaysMax} (the facets count ${postedWithinChoices.join(', ')}).`,
    }),
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

const PlaceFacet = builder.objectRef<{ value: Place; count: number }>('PlaceFacet').implement({
  fields: (t) => ({
    value: t.field({ type: PlaceRef, resolve: (f) => f.value }),
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
    places: t.field({
      type: [PlaceFacet],
      description: `The ${placeFacetSize} places with the most jobs.`,
      directives: cost.list(placeFacetSize),
      resolve: async (f, _args, context) => {
        const { byId } = await context.services.places.load();
        return f.places.flatMap(({ value, count }) => {
          const place = byId.get(value);
          return place ? [{ value: place, count }] : [];
        });
      },
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

/**
 * Searches per caller that may fall back to similar titles (a person makes a few typos a minute); a visitor's
 * address may spend ten visitors' worth. Past it, a search that finds no job with its words shows none.
 */
export const similarTitlesRate = { name: 'jobs.similar-titles', points: 20, seconds: 60 } satisfies Bucket;

/** Requests that already fell back to similar titles once: one such fallback per request, whatever it asks. */
const fellBack = new WeakSet<object>();

/** Whether a search of this request may fall back to similar titles now. */
function similarTitlesGate(context: JobsContext): SimilarTitlesGate {
  return async () => {
    if (fellBack.has(context)) return false;
    fellBack.add(context);
    try {
      await rateLimit(context, similarTitlesRate);
      return true;
    } catch (error) {
      if (error instanceof RateLimitedError) return false;
      throw error;
    }
  };
}

builder.queryFields((t) => ({
  jobs: t.connection(
    {
      type: JobNode,
      description:
        'Published jobs, expired ones hidden unless permanent. `search` matches title, company, skills, the ' +
        'place (by its name in any language) and description in Persian, English and Azerbaijani (Arabic-keyboard ' +
        'letters, digits and half-spaces are normalized), falling back to similar titles when no job has every word.',
      args: {
        // A search reads the word index and ranks up to 500 matches before the page is known: about 4 ms
        // (`bench:costs`). Falling back to similar titles takes ten times that; it has a budget of its own.
        search: t.arg.string({ required: false, directives: cost.serverTime(4) }),
        filter: t.arg({ type: JobFilterInput, required: false }),
        orderBy: t.arg({ type: JobOrderEnum, required: false }),
      },
      validate: z
        .object({
          first: z.number().int().min(0).max(maxPageSize).nullish(),
          search: z.string().max(jobSearchLimits.searchMax).nullish(),
          filter: z
            .object({
              places: z.array(z.string()).max(maxPlaces).nullish(),
              postedWithinDays: z.number().int().min(1).max(jobSearchLimits.postedWithinDaysMax).nullish(),
            })
            .loose()
            .nullish(),
        })
        .loose(),
      resolve: async (_root, args, context, info) => {
        const search = { search: args.search, filter: args.filter, orderBy: args.orderBy, now: new Date() };
        let page: SearchPage | undefined;
        const connection = await resolveOffsetConnection(
          { args, defaultSize: defaultPageSize, maxSize: maxPageSize },
          async ({ limit, offset }) => {
            const found = await context.services.search.page(
              search,
              { limit, offset, facets: selectedFieldNames(info, []).has('facets') },
              similarTitlesGate(context),
            );
            page = found;
            // Planned even when the page's cards are the rows: the plan tells Pothos what the rows carry, so the
            // fields that select columns (place, salary, poster) read them instead of loading each job again.
            const query = queryFromInfo({ context, info, typeName: 'Job', path: ['edges', 'node'] });
            // The page's cards came with it: a card has every column but the long texts, which none selects here.
            const selected = selectedFieldNames(info, ['edges', 'node']);
            if (!longJobColumns.some((column) => selected.has(column))) return found.cards as Job[];
            // Long texts are read in one more query, the selected fields' columns only.
            const rows = await context.prisma.job.findMany({
              ...query,
              omit: unselected(info, ['edges', 'node'], longJobColumns),
              where: { id: { in: found.ids }, status: 'PUBLISHED' },
            });
            const byId = new Map(rows.map((r) => [r.id, r]));
            return found.ids.flatMap((id) => byId.get(id) ?? []);
          },
        );
        return { ...connection, page: page! };
      },
    },
    {
      name: 'QueryJobsConnection',
      fields: (c) => ({
        totalCount: c.int({
          directives: cost.serverTime(0.4),
          description:
            'Matching jobs, counted up to 10,000 when browsing and 500 when searching (see totalCountIsExact).',
          resolve: async ({ page }, _args, context) => (await context.services.search.count(page)).count,
        }),
        totalCountIsExact: c.boolean({
          description: 'False when more jobs match than were counted, so totalCount is a lower bound.',
          resolve: async ({ page }, _args, context) => (await context.services.search.count(page)).exact,
        }),
        matchedBy: c.field({ type: JobMatchEnum, resolve: ({ page }) => page.match }),
        facets: c.field({
          type: JobFacetsRef,
          // Counts every filter value over up to 10,000 matches: about 1.6 ms (`bench:costs`).
          directives: cost.serverTime(1.6),
          resolve: ({ page }, _args, context) => context.services.search.facets(page),
        }),
      }),
    },
  ),
}));
