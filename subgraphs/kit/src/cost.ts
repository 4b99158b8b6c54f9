import type { SubgraphBuilder } from './builder.ts';
import type { SubgraphContext } from './context.ts';

/**
 * What a cost point is worth in server time: about 20 µs, what a job card's fields add to an answer
 * (`pnpm --filter @platform/gateway bench:costs`, docs/benchmarks.md "What the cost points are worth").
 */
export const pointsPerMillisecond = 50;

/**
 * What the gateway's cost limit cannot work out by itself (federation's demand-control directives, which follow
 * IBM's GraphQL cost specification). By default a field returning an object costs 1 and a scalar or enum 0, and a
 * connection multiplies what each edge selects by its page size (`first`/`last`). A field that does more than read
 * a row says so with a weight; a list that is not a connection says how many items it can hold.
 */
export const cost = {
  /** The field's own cost, in place of the default 1 (object) or 0 (scalar): a search, a count, an aggregate. */
  weight: (weight: number) => ({ cost: { weight } }),
  /**
   * The field's own cost from the server time it adds, as `bench:costs` measured it (milliseconds on the 2-core
   * machine): a search, a count, facets.
   */
  serverTime: (milliseconds: number) => ({
    cost: { weight: Math.round(milliseconds * pointsPerMillisecond) },
  }),
  /** A list that is not a connection: it holds at most `items` items, and what each selects is paid that often. */
  list: (items: number) => ({ listSize: { assumedSize: items, requireOneSlicingArgument: false } }),
  /**
   * Text that is long to read and send: 1 per thousand characters it may hold (a scalar is otherwise free), so that
   * pages of long texts are paid for as what they are.
   */
  text: (maxCharacters: number) => ({ cost: { weight: Math.ceil(maxCharacters / 1_000) } }),
  /** A list of texts: `items` at most, each paid as `text` would be (at least 1). */
  textList: (items: number, maxCharacters: number) => ({
    cost: { weight: Math.max(1, Math.ceil(maxCharacters / 1_000)) },
    listSize: { assumedSize: items, requireOneSlicingArgument: false },
  }),
  /** A list as long as an argument says (`usage(days: 30)`), or `items` when it is not given. */
  listSizedBy: (argument: string, items: number) => ({
    listSize: { slicingArguments: [argument], assumedSize: items, requireOneSlicingArgument: false },
  }),
};

/** Federation directives every subgraph may use; `@cost` and `@listSize` need federation 2.9. */
const federationDirectives = ['@extends', '@external', '@key', '@shareable', '@cost', '@listSize'];

/** The subgraph's schema with its federation link, the same for every subgraph. */
export function toSubgraphSchema<Context extends SubgraphContext>(builder: SubgraphBuilder<Context>) {
  return builder.toSubGraphSchema({
    linkUrl: 'https://specs.apollo.dev/federation/v2.9',
    federationDirectives,
  });
}
