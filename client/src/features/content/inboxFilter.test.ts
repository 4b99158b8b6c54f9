import { describe, expect, it } from 'vitest';
import { statusCodeOf } from './CooperationStatusPage';
import { inboxFilterOf } from './inboxFilter';

describe('the addresses of the forms’ pages', () => {
  it('reads the inbox’s filters, leaving out what is unknown', () => {
    expect(inboxFilterOf(new URLSearchParams('kind=ERROR_REPORT&state=OPEN'))).toEqual({
      kind: 'ERROR_REPORT',
      state: 'OPEN',
    });
    expect(inboxFilterOf(new URLSearchParams('kind=spam&state='))).toEqual({ kind: null, state: null });
  });

  it('reads a tracking code from the status page’s address however it was typed', () => {
    expect(statusCodeOf(new URLSearchParams('code=k7qx 3mzd 9tpa'))).toBe('K7QX-3MZD-9TPA');
    expect(statusCodeOf(new URLSearchParams('code=nonsense'))).toBe('');
    expect(statusCodeOf(new URLSearchParams(''))).toBe('');
  });
});
