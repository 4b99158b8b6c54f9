import { createHash } from 'node:crypto';

const day = 24 * 60 * 60 * 1000;

/**
 * A key the demo employer (آرین‌داده) has used for a month, so that the API keys page has usage to show. Its
 * secret exists nowhere: the stored hash is of a value not even shaped like a key.
 */
export function demoApiKey(ids: { key: string; owner: string; company: string }, now: number) {
  const today = Math.floor(now / day) * day;
  const key = {
    id: ids.key,
    ownerId: ids.owner,
    companyId: ids.company,
    name: 'همگام‌سازی آگهی‌ها با سایت استخدامی',
    prefix: 'kn_Q7vR2mXa',
    secretHash: createHash('sha256').update('platform-demo:api-key:aryan-data').digest('hex'),
    createdAt: new Date(today - 40 * day),
    lastUsedAt: new Date(now - 2 * 60_000),
  };
  // Busy working days, quiet Fridays, the rate limit reached now and then; today's day is not over yet.
  const usage = Array.from({ length: 30 }, (_, daysAgo) => {
    const date = new Date(today - daysAgo * day);
    const friday = date.getUTCDay() === 5;
    const requests = Math.round((1_400 + ((daysAgo * 7_919) % 1_100)) * (friday ? 0.25 : 1));
    return {
      keyId: ids.key,
      day: date,
      requests: daysAgo === 0 ? Math.round(requests / 3) : requests,
      limited: daysAgo % 9 === 4 ? 20 + ((daysAgo * 31) % 50) : 0,
    };
  });
  return { key, usage };
}
