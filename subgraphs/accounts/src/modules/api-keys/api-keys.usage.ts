import { coalescedRunner } from '@platform/subgraph-kit/background';
import type { AccountsPrisma } from '../../context.ts';

/** A request made with a key was served, or refused for the key's rate limit. */
export type ApiKeyOutcome = 'served' | 'limited';

export interface ApiKeyUsageRecorder {
  /** Counts one request in memory; nothing is written until the next flush. */
  record(keyId: string, outcome: ApiKeyOutcome): void;
  /** Writes what was counted so far (the timer does this every few seconds). */
  flush(): Promise<void>;
  /** No more timed flushes; writes what is left. */
  stop(): Promise<void>;
}

interface Count {
  keyId: string;
  day: string;
  requests: number;
  limited: number;
  lastUsedAt: Date;
}

/**
 * Counts requests per key and UTC day in memory and writes them every `flushEveryMs` (default 5 s) in one
 * statement, so that a partner's thousand requests a second cost one write every few seconds rather than a
 * thousand. Counts from several gateway processes add up. A failed write keeps its counts for the next one.
 */
export function createApiKeyUsage(
  prisma: AccountsPrisma,
  options: {
    flushEveryMs?: number;
    now?: () => Date;
    log?: (message: string, error: unknown) => void;
  } = {},
): ApiKeyUsageRecorder {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((message, error) => console.error(message, error));
  let pending = new Map<string, Count>();

  function add(count: Count) {
    const slot = `${count.keyId} ${count.day}`;
    const existing = pending.get(slot);
    if (!existing) {
      pending.set(slot, { ...count });
      return;
    }
    existing.requests += count.requests;
    existing.limited += count.limited;
    if (count.lastUsedAt > existing.lastUsedAt) existing.lastUsedAt = count.lastUsedAt;
  }

  const writer = coalescedRunner(
    async () => {
      const batch = [...pending.values()];
      pending = new Map();
      if (batch.length === 0) return 0;
      try {
        await writeCounts(prisma, batch);
      } catch (error) {
        for (const count of batch) add(count);
        throw error;
      }
      return batch.length;
    },
    (error) => log('Could not write API key usage; it is kept for the next attempt', error),
  );
  const timer = setInterval(() => void writer.wake(), options.flushEveryMs ?? 5_000);
  timer.unref();

  return {
    record(keyId, outcome) {
      const at = now();
      add({
        keyId,
        day: at.toISOString().slice(0, 10),
        requests: outcome === 'served' ? 1 : 0,
        limited: outcome === 'limited' ? 1 : 0,
        lastUsedAt: at,
      });
    },
    async flush() {
      await writer.runNow();
    },
    async stop() {
      clearInterval(timer);
      await writer.runNow();
      await writer.stop();
    },
  };
}

/**
 * One statement: the day's counts added to each key's row (created on its first request of the day) and each
 * key's `last_used_at` moved on. Rows are written in key order, so that two gateways flushing at once lock them
 * in the same order; counts for a key that no longer exists are dropped.
 */
function writeCounts(prisma: AccountsPrisma, batch: Count[]) {
  return prisma.$executeRaw`
    WITH batch AS (
      SELECT * FROM unnest(
        ${batch.map((c) => c.keyId)}::text[]::uuid[],
        ${batch.map((c) => c.day)}::text[]::date[],
        ${batch.map((c) => c.requests)}::int[],
        ${batch.map((c) => c.limited)}::int[],
        ${batch.map((c) => c.lastUsedAt.toISOString())}::text[]::timestamptz[]
      ) AS b(key_id, day, requests, limited, last_used_at)
    ), added AS (
      INSERT INTO api_key_usage AS u (key_id, day, requests, limited)
      SELECT b.key_id, b.day, b.requests, b.limited FROM batch b JOIN api_keys k ON k.id = b.key_id
      ORDER BY b.key_id, b.day
      ON CONFLICT (key_id, day) DO UPDATE
        SET requests = u.requests + excluded.requests, limited = u.limited + excluded.limited
    )
    UPDATE api_keys k SET last_used_at = GREATEST(k.last_used_at, used.at)
    FROM (SELECT key_id, max(last_used_at) AS at FROM batch GROUP BY key_id) used
    WHERE k.id = used.key_id`;
}
