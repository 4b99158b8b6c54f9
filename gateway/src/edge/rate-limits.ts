import type { Bucket } from '@platform/subgraph-kit/rate-limits';

/** Who is calling, for their limits: an admin is a signed-in user with the ADMIN role (staff, internal tools). */
export type CallerKind = 'visitor' | 'user' | 'admin' | 'partner';

/**
 * The gateway's own budgets, per caller: a user by account, a partner by API key, a visitor by the visitor id the
 * web client sends (`X-Token-Auth`) or else by address. A visitor known by their id also counts against their
 * address's ceiling (`addressShare` visitors' worth: the kit's `takeFor`), since anyone can say any id and many
 * people share one address. Domain actions (signing in, applying, messaging, reporting) have stricter buckets in
 * their subgraphs.
 */
export const gatewayBuckets = {
  /** GraphQL operations per minute, over HTTP and WebSocket alike. */
  requests: {
    visitor: { name: 'gateway.requests.visitor', points: 300, seconds: 60 },
    user: { name: 'gateway.requests.user', points: 600, seconds: 60 },
    admin: { name: 'gateway.requests.admin', points: 600, seconds: 60 },
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
    /** About 20 of the admins' test page with its item statistics (about 9,500 each) a minute. */
    admin: { name: 'gateway.cost.admin', points: 200_000, seconds: 60 },
    partner: { name: 'gateway.cost.partner', points: 500_000, seconds: 60 },
  },
  /**
   * Session tokens and API keys that name nothing, per address: once spent, such requests are refused with
   * RATE_LIMITED rather than INVALID_TOKEN, so that credentials cannot be guessed at speed. Valid credentials and
   * ended ones (expired, revoked) are never refused by it: thousands of people may share one address (carrier NAT),
   * whence its size.
   */
  badCredentials: { name: 'gateway.bad-credentials', points: 300, seconds: 600 },
} satisfies Record<string, Bucket | Record<CallerKind, Bucket>>;
