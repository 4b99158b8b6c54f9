import { visitorId as visitorIdRule } from '@platform/rules/accounts';
import { analyticsBatchRules, navigationRules } from '@platform/rules/analytics';
import { fieldProblems, type FieldProblem } from '@platform/rules/field-problems';
import type { z } from 'zod';
import type { StoredEvent } from './events.writer.ts';

/** Problems reported for one refused request, at most: a batch of junk need not be described item by item. */
const maxProblems = 20;

export type Parsed =
  { ok: true; events: StoredEvent[]; visitorId: string | null } | { ok: false; fields: FieldProblem[] };

/** The visitor id of the `X-Token-Auth` header: absent, or 64 letters and digits. */
function headerVisitor(header: string | undefined): { ok: boolean; visitorId: string | null } {
  if (header === undefined || header === '') return { ok: true, visitorId: null };
  const parsed = visitorIdRule.safeParse(header);
  return parsed.success ? { ok: true, visitorId: parsed.data } : { ok: false, visitorId: null };
}

function refused(error: z.ZodError, prefix: string): Parsed {
  return { ok: false, fields: fieldProblems(error, prefix).slice(0, maxProblems) };
}

type Browser = {
  timestamp: Date | null;
  auth_token: boolean;
  token_auth?: string | null | undefined;
  ref_id: string | null;
};

/** What every stored event says about the browser; the header's visitor id wins over the body's. */
function browserOf(input: Browser, visitorId: string | null, receivedAt: Date) {
  return {
    clientAt: input.timestamp,
    signedIn: input.auth_token,
    visitorId: visitorId ?? input.token_auth ?? null,
    referralId: input.ref_id,
    receivedAt,
  };
}

/**
 * The events of a request to `/js/analytics/create.php` (one event or a batch, §3), checked against the shared
 * rules, or the problems found (`path` is `body.<i>.<field>` or `X-Token-Auth`).
 */
export function parseEvents(body: unknown, header: string | undefined, receivedAt = new Date()): Parsed {
  const visitor = headerVisitor(header);
  if (!visitor.ok) return { ok: false, fields: [{ path: 'X-Token-Auth', code: 'VISITOR_ID_INVALID' }] };
  const result = analyticsBatchRules.safeParse(body);
  if (!result.success) return refused(result.error, 'body');
  const events = result.data.map((event): StoredEvent => ({
    kind: event.type,
    elementId: event.id,
    url: event.url,
    text: event.text,
    path: event.path,
    query: event.query,
    referrer: event.referrer,
    ...browserOf(event, visitor.visitorId, receivedAt),
  }));
  return { ok: true, events, visitorId: events[0]!.visitorId };
}

/** The event of a request to `/api/log-navigation` (path, query, referrer; §7), or the problems found. */
export function parseNavigation(body: unknown, header: string | undefined, receivedAt = new Date()): Parsed {
  const visitor = headerVisitor(header);
  if (!visitor.ok) return { ok: false, fields: [{ path: 'X-Token-Auth', code: 'VISITOR_ID_INVALID' }] };
  const result = navigationRules.safeParse(body);
  if (!result.success) return refused(result.error, 'body');
  const navigation = result.data;
  const event: StoredEvent = {
    kind: 'NAVIGATION',
    elementId: null,
    url: null,
    text: null,
    path: navigation.path,
    query: navigation.query,
    referrer: navigation.referrer,
    ...browserOf(navigation, visitor.visitorId, receivedAt),
  };
  return { ok: true, events: [event], visitorId: event.visitorId };
}
