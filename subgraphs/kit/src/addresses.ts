import { isIPv4, isIPv6 } from 'node:net';

/**
 * The caller an address counts as in a rate limit: `ip:<IPv4>`, or `ip:<prefix>::/64` for IPv6, since one
 * subscriber is given a whole /64 and may send each request from another address of it. IPv4 written as IPv6
 * (`::ffff:192.0.2.1`) counts as the IPv4 address. Anything else (no address known) is kept as given.
 */
export function addressCaller(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return `ip:${mapped}`;
  if (!isIPv6(address)) return `ip:${address}`;
  const [head = '', tail = ''] = address.toLowerCase().split('%')[0]!.split('::');
  const groups = head ? head.split(':') : [];
  // With `::`, the groups it stands for are zeros; only the first four matter.
  if (address.includes('::')) {
    const after = tail ? tail.split(':') : [];
    groups.push(...Array<string>(8 - groups.length - after.length).fill('0'), ...after);
  }
  return `ip:${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
