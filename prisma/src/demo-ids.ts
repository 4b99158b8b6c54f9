import { createHash } from 'node:crypto';

/**
 * A stable UUID for a demo key, so that re-seeding finds the same rows, and development sign-in (which runs in
 * the product, apart from the seed) signs in as the demo employer the seed made.
 */
export function demoUuid(key: string): string {
  const h = createHash('sha256').update(`platform-demo:${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
