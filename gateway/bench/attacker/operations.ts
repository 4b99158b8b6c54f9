/**
 * The attacker's candidate operations: aliased job searches of up to 100 jobs each, as many jobs in all as a
 * visitor's cost limit lets them ask for, each variant making the server do a different kind of work. Their costs
 * are computed with the gateway's own cost model, from the committed supergraph.
 */
import { readFileSync } from 'node:fs';
import { schemaPath } from '@platform/schema/files';
import { buildSchema, parse } from 'graphql';
import { costModelOf, operationCost } from '../../src/edge/operation-cost.ts';
import { costLimits, operationLimits } from '../../src/edge/operation-limits.ts';

export interface AttackOperation {
  name: string;
  query: string;
  aliases: number;
  /** Jobs per alias. */
  first: number;
  cost: number;
}

export interface Shape {
  name: string;
  /** Arguments besides `first` and `search`. */
  args?: string;
  /** The job's fields. */
  job: string;
  facets: boolean;
  /** What the shape's work grows with: jobs asked for (the default), or searches (aliases), each of a few jobs. */
  most?: 'jobs' | 'searches';
}

const cardFields =
  'id slug language title companyName place { name } type experienceLevel postedAt permanent';
// Long texts and lists of strings weigh by their size in the cost model.
const longFields = `${cardFields} description requirements responsibilities benefits skills education expiresAt`;
const facets = `facets { types { value count } experienceLevels { value count } places { value { id name } count }
  postedWithin { value count } exact }`;

const shapes: Shape[] = [
  { name: 'relevance search, cards, facets', job: cardFields, facets: true },
  { name: 'relevance search, long texts, facets', job: longFields, facets: true },
  {
    name: 'salary order, long texts, facets (in PostgreSQL)',
    args: 'orderBy: SALARY_HIGHEST',
    job: longFields,
    facets: true,
  },
  {
    name: 'salary order, long texts, posters and companies',
    args: 'orderBy: SALARY_HIGHEST',
    job: `${longFields} postedBy { displayName company { name about website } }`,
    facets: false,
  },
  {
    name: 'filtered by skill, newest first, long texts, facets',
    args: 'orderBy: NEWEST, filter: { skills: ["PostgreSQL"] }',
    job: longFields,
    facets: true,
  },
];

function operation(shape: Shape, aliases: number, first: number): string {
  const variables = Array.from({ length: aliases }, (_, i) => `$s${i}: String`).join(', ');
  const fields = Array.from(
    { length: aliases },
    (_, i) =>
      `a${i}: jobs(first: ${first}, search: $s${i}${shape.args ? `, ${shape.args}` : ''}) {
    totalCount ${shape.facets ? facets : ''} edges { node { ${shape.job} } } }`,
  ).join('\n  ');
  return `query Attack(${variables}) {\n  ${fields}\n}`;
}

function withinTokens(query: string): boolean {
  try {
    parse(query, { maxTokens: operationLimits.tokens });
    return true;
  } catch {
    return false;
  }
}

/**
 * Searches of job cards a signed-in user sends with words that are typos, so that no job has them all and each
 * search falls back to similar titles (the trigram index of every title).
 */
export const similarTitlesShape: Shape = {
  name: 'similar titles (typos), cards',
  job: cardFields,
  facets: false,
  most: 'searches',
};

/**
 * Each shape with as many jobs (aliases × page size) as a cost limit (a visitor's by default), and the alias limit,
 * allow.
 */
export function attackOperations(
  limit: number = costLimits.visitor,
  of: Shape[] = shapes,
): AttackOperation[] {
  const api = buildSchema(readFileSync(schemaPath('api.graphql'), 'utf8'));
  const model = costModelOf(readFileSync(schemaPath('supergraph.graphql'), 'utf8'));
  const costOf = (query: string, aliases: number) =>
    operationCost(
      api,
      model,
      parse(query),
      'Attack',
      Object.fromEntries(Array.from({ length: aliases }, (_, i) => [`s${i}`, 'developer'])),
    );
  return of.map((shape) => {
    let best: AttackOperation | null = null;
    for (let first = 100; first >= 5; first -= 5) {
      for (let aliases = 1; aliases <= operationLimits.aliases; aliases++) {
        const query = operation(shape, aliases, first);
        const cost = costOf(query, aliases);
        if (cost > limit || !withinTokens(query)) break;
        const more =
          shape.most === 'searches'
            ? aliases > (best?.aliases ?? 0) || (aliases === best?.aliases && first < best.first)
            : aliases * first > (best ? best.aliases * best.first : 0);
        if (!best || more) best = { name: shape.name, query, aliases, first, cost };
      }
    }
    if (!best) throw new Error(`Even one alias of five jobs of "${shape.name}" is over the cost limit`);
    return best;
  });
}
