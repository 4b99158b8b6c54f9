import type { Bucket } from '@platform/subgraph-kit/rate-limits';

export type CallerKind = 'visitor' | 'user' | 'partner';

/**
 * The gateway's own budgets, per caller: a visitor by IP address, a user by account, a partner by API key.
 * Domain actions (signing in, applying, messaging, reporting) have stricter buckets in their subgraphs.
 */
export const gatewayBuckets = {
  /** GraphQL operations per minute, over HTTP and WebSocket alike. */
  requests: {
    visitor: { name: 'gateway.requests.visitor', points: 300, seconds: 60 },
    user: { name: 'gateway.requests.user', points: 600, seconds: 60 },
    partner: { name: 'gateway.requests.partner', points: 3_000, seconds: 60 },
  },
  /**
   * Pages rendered by the server per minute, per address: a page view is one request to a person however many
   * operations it runs, which are not counted against the GraphQL budgets above. Sized for many people behind one
   * address (carrier NAT); a client-side navigation is a GraphQL request, not a page.
   */
  pages: { name: 'gateway.pages', points: 600, seconds: 60 },
  /** The summed cost of the operations per minute (`operation-cost.ts`). */
  cost: {
    visitor: { name: 'gateway.cost.visitor', points: 50_000, seconds: 60 },
    user: { name: 'gateway.cost.user', points: 100_000, seconds: 60 },
    partner: { name: 'gateway.cost.partner', points: 500_000, seconds: 60 },
  },
  /**
   * Unknown, expired or revoked session tokens and API keys per IP address: once spent, requests from the address
   * that carry credentials are refused before any is looked up, so tokens cannot be guessed at speed.
   */
  badCredentials: { name: 'gateway.bad-credentials', points: 30, seconds: 600 },
} satisfies Record<string, Bucket | Record<CallerKind, Bucket>>;
