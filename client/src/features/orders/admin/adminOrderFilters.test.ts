import { describe, expect, it } from 'vitest';
import { adminOrderSearch, adminOrderVariables, readAdminOrderFilters } from './adminOrderFilters';

describe('the admin’s order filters in the address', () => {
  it('reads what is valid and drops the rest', () => {
    const filters = readAdminOrderFilters(
      new URLSearchParams('status=PAID&from=2026-11-01&to=nope&buyer=%20ali@example.com%20'),
    );
    expect(filters).toEqual({
      status: 'PAID',
      from: '2026-11-01',
      to: null,
      buyer: 'ali@example.com',
      authority: null,
    });
    expect(
      readAdminOrderFilters(new URLSearchParams('status=LOST&buyer=' + 'x'.repeat(300))).buyer,
    ).toHaveLength(100);
    expect(readAdminOrderFilters(new URLSearchParams('status=LOST')).status).toBeNull();
  });

  it('writes them back, and asks for whole Tehran days with the last day included', () => {
    const filters = readAdminOrderFilters(
      new URLSearchParams('from=2026-11-01&to=2026-11-02&buyer=Ali&authority=%20S123%20'),
    );
    expect(adminOrderSearch(filters)).toBe('?from=2026-11-01&to=2026-11-02&buyer=Ali&authority=S123');
    expect(adminOrderVariables(filters)).toEqual({
      status: null,
      from: '2026-10-31T20:30:00.000Z',
      to: '2026-11-02T20:30:00.000Z',
      buyer: 'Ali',
      authority: 'S123',
    });
  });
});
