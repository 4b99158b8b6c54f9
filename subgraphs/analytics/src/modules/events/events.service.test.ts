import { analyticsLimits } from '@platform/rules/analytics-limits';
import { describe, expect, it } from 'vitest';
import { parseEvents, parseNavigation } from './events.service.ts';

const visitor = 'a1'.repeat(32);
const at = new Date('2026-11-23T10:00:00Z');

/** An event as the web client sends it (§3). */
const clicked = {
  type: 'A',
  id: 'apply-link',
  url: 'https://karnama.test/fa/jobs/react-developer',
  text: 'Apply now',
  path: '/fa/jobs',
  query: '?search=react',
  timestamp: '2026-11-23T09:59:58.123Z',
  auth_token: true,
  token_auth: 'b2'.repeat(32),
  ref_id: 'partner-7',
};

describe('parseEvents', () => {
  it('reads one event into what is stored, the header naming the visitor', () => {
    expect(parseEvents(clicked, visitor, at)).toEqual({
      ok: true,
      visitorId: visitor,
      events: [
        {
          kind: 'LINK_CLICK',
          elementId: 'apply-link',
          url: clicked.url,
          text: 'Apply now',
          path: '/fa/jobs',
          query: 'search=react',
          referrer: null,
          clientAt: new Date(clicked.timestamp),
          visitorId: visitor,
          signedIn: true,
          referralId: 'partner-7',
          receivedAt: at,
        },
      ],
    });
  });

  it('reads a batch, each type by the tag name or page_load, with the body’s visitor id when no header', () => {
    const parsed = parseEvents(
      [
        { type: 'page_load', path: '/fa', referrer: 'https://t.me/x', token_auth: 'c3'.repeat(32) },
        { type: 'button', path: '/fa', text: '', id: '' },
        { ...clicked, type: 'a' },
      ],
      undefined,
      at,
    );
    expect(parsed.ok && parsed.events.map((e) => [e.kind, e.visitorId, e.elementId, e.text])).toEqual([
      ['PAGE_LOAD', 'c3'.repeat(32), null, null],
      ['BUTTON_CLICK', null, null, null],
      ['LINK_CLICK', 'b2'.repeat(32), 'apply-link', 'Apply now'],
    ]);
    expect(parsed.ok && parsed.visitorId).toBe('c3'.repeat(32));
  });

  it('keeps only whether there was a session token, never the token', () => {
    const parsed = parseEvents({ ...clicked, auth_token: 'f'.repeat(64) }, visitor, at);
    expect(parsed.ok && parsed.events[0]!.signedIn).toBe(true);
    expect(JSON.stringify(parsed)).not.toContain('f'.repeat(64));
    for (const none of [false, null, '', undefined]) {
      const without = parseEvents({ ...clicked, auth_token: none }, visitor, at);
      expect(without.ok && without.events[0]!.signedIn).toBe(false);
    }
  });

  it.each([
    ['an unknown type', { ...clicked, type: 'div' }, 'body.0.type', 'TYPE_INVALID'],
    ['no path', { ...clicked, path: undefined }, 'body.0.path', 'INVALID'],
    ['a path that is no path', { ...clicked, path: 'https://evil.test/' }, 'body.0.path', 'PATH_INVALID'],
    [
      'too long a text',
      { ...clicked, text: 'x'.repeat(analyticsLimits.textMax + 1) },
      'body.0.text',
      'TOO_LONG',
    ],
    [
      'too long a URL',
      { ...clicked, url: `/${'x'.repeat(analyticsLimits.urlMax)}` },
      'body.0.url',
      'TOO_LONG',
    ],
    ['a NUL', { ...clicked, text: 'a\u0000b' }, 'body.0.text', 'UNSAFE_TEXT'],
    ['a lone surrogate', { ...clicked, text: 'a\ud800' }, 'body.0.text', 'UNSAFE_TEXT'],
    ['a bad timestamp', { ...clicked, timestamp: 'yesterday' }, 'body.0.timestamp', 'TIMESTAMP_INVALID'],
    [
      'a bad visitor id in the body',
      { ...clicked, token_auth: 'short' },
      'body.0.token_auth',
      'VISITOR_ID_INVALID',
    ],
    ['a number', 42, 'body.0', 'INVALID'],
    ['an empty batch', [], 'body', 'BATCH_EMPTY'],
    [
      'too large a batch',
      Array.from({ length: analyticsLimits.batchMax + 1 }, () => clicked),
      'body',
      'BATCH_TOO_LARGE',
    ],
  ])('refuses %s with the field and a code', (_what, body, path, code) => {
    const parsed = parseEvents(body, visitor, at);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.fields[0]).toEqual({ path, code });
  });

  it('refuses a malformed X-Token-Auth header', () => {
    expect(parseEvents(clicked, 'not-a-visitor-id', at)).toEqual({
      ok: false,
      fields: [{ path: 'X-Token-Auth', code: 'VISITOR_ID_INVALID' }],
    });
  });

  it('describes at most twenty problems of a batch of junk', () => {
    const parsed = parseEvents(
      Array.from({ length: 50 }, () => ({ type: 'x' })),
      visitor,
      at,
    );
    expect(!parsed.ok && parsed.fields).toHaveLength(20);
  });
});

describe('parseNavigation', () => {
  it('reads path, query and referrer (§7) into a navigation event', () => {
    expect(
      parseNavigation({ path: '/en/jobs', query: 'page=2', referrer: 'https://google.com/' }, visitor, at),
    ).toEqual({
      ok: true,
      visitorId: visitor,
      events: [
        {
          kind: 'NAVIGATION',
          elementId: null,
          url: null,
          text: null,
          path: '/en/jobs',
          query: 'page=2',
          referrer: 'https://google.com/',
          clientAt: null,
          visitorId: visitor,
          signedIn: false,
          referralId: null,
          receivedAt: at,
        },
      ],
    });
  });

  it('refuses a navigation without a path', () => {
    const parsed = parseNavigation({ query: 'x' }, visitor, at);
    expect(!parsed.ok && parsed.fields[0]!.path).toBe('body.path');
  });
});
