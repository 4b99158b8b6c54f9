// Plain figures, without zod, so that the web client's first chunk can take them and leave the rules behind.

/**
 * The client's telemetry: how much an event may hold and a request may carry, and how far a summary reaches. The
 * web client cuts what it sends to these lengths; the server refuses anything longer.
 */
export const analyticsLimits = {
  /** Events in one request to `/js/analytics/create.php`. */
  batchMax: 50,
  /** A request's body, in bytes: twice what the web client sends at once. */
  bodyBytesMax: 64 * 1024,
  /** A clicked element's text. */
  textMax: 200,
  /** Addresses, paths, query strings and referrers. */
  urlMax: 2048,
  /** A clicked element's `id` attribute. */
  elementIdMax: 128,
  referralIdMax: 128,
  /** The days a summary may cover. */
  summaryDaysMax: 366,
  /** Top paths and referrers: how many a summary lists by default and at most. */
  topDefault: 10,
  topMax: 50,
} as const;

/** Where the web client sends its telemetry: the seed's paths, kept so that its pages and caches keep working. */
export const analyticsPaths = {
  /** One event or a batch (§3, §7). */
  events: '/js/analytics/create.php',
  /** A finished navigation: path, query, referrer (§7). */
  navigation: '/api/log-navigation',
} as const;
