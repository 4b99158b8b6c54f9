import { describe, expect, it } from 'vitest';
import { addressCaller } from './addresses.ts';

describe('the caller an address counts as', () => {
  it('is the address itself for IPv4, also written as IPv6', () => {
    expect(addressCaller('192.0.2.7')).toBe('ip:192.0.2.7');
    expect(addressCaller('::ffff:192.0.2.7')).toBe('ip:192.0.2.7');
  });

  it("is the /64 for IPv6, however it is written, so rotating within one's prefix counts once", () => {
    const one = addressCaller('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(one).toBe('ip:2001:db8:1:2::/64');
    expect(addressCaller('2001:0db8:0001:0002::1')).toBe(one);
    expect(addressCaller('2001:DB8:1:2:ffff::')).toBe(one);
    expect(addressCaller('2001:db8:1:3::1')).not.toBe(one);
    expect(addressCaller('2001:db8::1')).toBe('ip:2001:db8:0:0::/64');
    expect(addressCaller('::1')).toBe('ip:0:0:0:0::/64');
    expect(addressCaller('fe80::1%eth0')).toBe('ip:fe80:0:0:0::/64');
  });

  it('keeps anything that is no address as given', () => {
    expect(addressCaller('')).toBe('ip:');
    expect(addressCaller('not-an-address')).toBe('ip:not-an-address');
  });
});
