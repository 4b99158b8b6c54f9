import { z } from 'zod';
import { visitorId } from './accounts.ts';
import { analyticsLimits } from './analytics-limits.ts';

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text PostgreSQL can store: no NUL, no lone surrogate. */
const storable = (max: number) =>
  z
    .string({ error: 'INVALID' })
    .max(max, 'TOO_LONG')
    .refine((value) => !value.includes('\0') && !loneSurrogate.test(value), 'UNSAFE_TEXT');

/** An optional text: absent, null and empty all mean none. */
const optionalText = (max: number) =>
  storable(max)
    .nullish()
    .transform((value) => value || null);

const path = storable(analyticsLimits.urlMax).regex(/^\//, 'PATH_INVALID');

/** `?a=1` or `a=1`, kept without the question mark. */
const query = optionalText(analyticsLimits.urlMax).transform((value) => value?.replace(/^\?/, '') || null);

/** When it happened by the client's clock, as `Date.toISOString()` writes it. */
const timestamp = z.iso
  .datetime({ offset: true, error: 'TIMESTAMP_INVALID' })
  .nullish()
  .transform((value) => (value ? new Date(value) : null));

/**
 * Whether the browser had a session. The seed's client sent the token itself here: any non-empty value is read as
 * "yes" and nothing more is kept.
 */
const authToken = z
  .union([z.boolean(), z.string().max(4096), z.null()], { error: 'INVALID' })
  .optional()
  .transform((value) => value === true || (typeof value === 'string' && value.length > 0));

/** What every event and navigation may say about the browser, beside the `X-Token-Auth` header. */
const browser = {
  timestamp,
  auth_token: authToken,
  /** The visitor id, for clients that cannot set headers (`navigator.sendBeacon`). */
  token_auth: visitorId.nullish(),
  ref_id: storable(analyticsLimits.referralIdMax)
    .trim()
    .nullish()
    .transform((value) => value || null),
};

/** The event types the seed's client sends: a page load, or the tag name of the clicked link or button. */
export const analyticsEventTypes = {
  page_load: 'PAGE_LOAD',
  a: 'LINK_CLICK',
  button: 'BUTTON_CLICK',
} as const;

/** One event as the client sends it to `POST /js/analytics/create.php` (§3's analytics event). */
export const analyticsEventRules = z.object({
  type: z
    .string({ error: 'TYPE_INVALID' })
    .transform((value) => value.toLowerCase())
    .pipe(z.enum(['page_load', 'a', 'button'], { error: 'TYPE_INVALID' }))
    .transform((value) => analyticsEventTypes[value]),
  id: optionalText(analyticsLimits.elementIdMax),
  url: optionalText(analyticsLimits.urlMax),
  text: optionalText(analyticsLimits.textMax),
  path,
  query,
  referrer: optionalText(analyticsLimits.urlMax),
  ...browser,
});

/** One event, or a batch of them (the count is checked before any event is read). */
export const analyticsBatchRules = z.preprocess(
  (value) => (Array.isArray(value) ? value : [value]),
  z
    .array(z.unknown())
    .min(1, 'BATCH_EMPTY')
    .max(analyticsLimits.batchMax, 'BATCH_TOO_LARGE')
    .pipe(z.array(analyticsEventRules)),
);

/** A finished navigation, as the client sends it to `POST /api/log-navigation` (§7). */
export const navigationRules = z.object({
  path,
  query,
  referrer: optionalText(analyticsLimits.urlMax),
  ...browser,
});

export type AnalyticsEventInput = z.input<typeof analyticsEventRules>;
export type NavigationInput = z.input<typeof navigationRules>;

const day = z.iso.date({ error: 'DATE_INVALID' });

/** A summary's days, first and last included, in a time zone (an IANA name the server checks). */
export const analyticsSummaryRules = z
  .object({
    from: day,
    to: day,
    timeZone: z
      .string()
      .max(64, 'TIME_ZONE_INVALID')
      .regex(/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/, 'TIME_ZONE_INVALID'),
  })
  .refine((range) => range.from <= range.to, { message: 'RANGE_REVERSED', path: ['to'] })
  .refine((range) => daysBetween(range.from, range.to) < analyticsLimits.summaryDaysMax, {
    message: 'RANGE_TOO_LONG',
    path: ['to'],
  });

/** Whole days from one `YYYY-MM-DD` to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
