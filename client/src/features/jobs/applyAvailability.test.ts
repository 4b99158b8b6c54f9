import { describe, expect, it } from 'vitest';
import { applyAvailability } from './applyAvailability';

const open = { status: 'PUBLISHED', isExpired: false, permanent: false, applied: false };

describe('applyAvailability', () => {
  it('takes applications for a published job before its deadline, or a permanent one after it', () => {
    expect(applyAvailability(open)).toBe('open');
    expect(applyAvailability({ ...open, isExpired: true, permanent: true })).toBe('open');
  });

  it('says why it does not', () => {
    expect(applyAvailability({ ...open, isExpired: true })).toBe('closed');
    expect(applyAvailability({ ...open, status: 'CLOSED', permanent: true })).toBe('closed');
    expect(applyAvailability({ ...open, status: 'DRAFT' })).toBe('draft');
    expect(applyAvailability({ ...open, applied: true, status: 'CLOSED' })).toBe('applied');
  });
});
