import { describe, expect, it } from 'vitest';
import { certificateCodePattern } from './assessments.ts';
import { certificateCodeOf, revocationRules } from './certificates.ts';

describe('certificateCodeOf', () => {
  it.each([
    ['ABCDE-FGHJK-MNPQR-STVWX', 'ABCDE-FGHJK-MNPQR-STVWX'],
    ['abcde fghjk mnpqr stvwx', 'ABCDE-FGHJK-MNPQR-STVWX'],
    ['  ABCDEFGHJKMNPQRSTVWX ', 'ABCDE-FGHJK-MNPQR-STVWX'],
    ['12345–67890—ABCDE‐FGHJK', '12345-67890-ABCDE-FGHJK'],
    ['۱۲۳۴۵-۶۷۸۹۰-ABCDE-FGHJK', '12345-67890-ABCDE-FGHJK'],
    ['١٢٣٤٥-٦٧٨٩٠-abcde-fghjk', '12345-67890-ABCDE-FGHJK'],
    ['O0OOO-IIlll-22222-33333', '00000-11111-22222-33333'],
    ['\u200fABCDE-FGHJK-MNPQR-STVWX\u200e', 'ABCDE-FGHJK-MNPQR-STVWX'],
  ])('reads %j as %s', (typed, code) => {
    expect(certificateCodeOf(typed)).toBe(code);
    expect(code).toMatch(certificateCodePattern);
  });

  it.each(['', 'ABCDE', 'ABCDE-FGHJK-MNPQR-STVWXY', 'ABCDE-FGHJK-MNPQR-STVWU', '!!!!!-?????-*****-#####'])(
    'refuses %j',
    (typed) => {
      expect(certificateCodeOf(typed)).toBeNull();
    },
  );

  it('reads at most a bounded prefix of what it is given', () => {
    expect(certificateCodeOf('A'.repeat(1_000_000))).toBeNull();
  });
});

describe('revocationRules', () => {
  it('wants a reason of 3 to 500 characters', () => {
    expect(revocationRules.safeParse({ reason: '  ab ' }).success).toBe(false);
    expect(revocationRules.safeParse({ reason: 'x'.repeat(501) }).success).toBe(false);
    expect(revocationRules.parse({ reason: ' Copied answers ' })).toEqual({ reason: 'Copied answers' });
  });
});
