import { describe, expect, it } from 'vitest';
import { certificateFilterOf, reportStateOf } from './certificateFilter';

describe('the admins’ filters from the address', () => {
  it('reads the certificate filter, leaving out what is empty or unknown', () => {
    expect(
      certificateFilterOf(new URLSearchParams('code=%20abc%20&test=logic&state=REVOKED&holder=')),
    ).toEqual({
      code: 'abc',
      holderId: null,
      testSlug: 'logic',
      state: 'REVOKED',
    });
    expect(certificateFilterOf(new URLSearchParams(`state=NOPE&code=${'x'.repeat(500)}`))).toMatchObject({
      code: 'x'.repeat(100),
      state: null,
    });
  });

  it('reads the report queue’s state', () => {
    expect(reportStateOf(new URLSearchParams('state=FAILED'))).toBe('FAILED');
    expect(reportStateOf(new URLSearchParams('state=failed'))).toBeNull();
    expect(reportStateOf(new URLSearchParams(''))).toBeNull();
  });
});
