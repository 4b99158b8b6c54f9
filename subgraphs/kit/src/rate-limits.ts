import { GraphQLError } from 'graphql';
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/** A budget of `points` per `seconds`, per caller. Names are `<subgraph>.<action>` or `gateway.<what>`. */
export interface Bucket {
  name: string;
  points: number;
  seconds: number;
}

/** RATE_LIMITED with the seconds to wait: the gateway answers it with HTTP 429 and `Retry-After`. */
export class RateLimitedError extends GraphQLError {
  readonly bucket: string;
  readonly retryAfter: number;

  constructor(bucket: string, retryAfter: number) {
    super(`Too many requests; try again in ${retryAfter} s`, {
      extensions: {
        code: 'RATE_LIMITED',
        retryAfter,
        http: { status: 429, headers: new Map([['retry-after', String(retryAfter)]]) },
      },
    });
    this.bucket = bucket;
    this.retryAfter = retryAfter;
  }
}

export interface RateLimits {
  /** Takes `points` from the caller's bucket, or throws RateLimitedError when it has not enough left. */
  take(bucket: Bucket, caller: string, points?: number): Promise<void>;
  /** Seconds until the caller may use the bucket again; 0 when it has points left. Takes nothing. */
  waitFor(bucket: Bucket, caller: string): Promise<number>;

  readonly kind: 'memory' | 'redis';
}

export interface RateLimitOptions {
  /** Shared by every process when given (several gateways); otherwise each process counts for itself. */
  redis?: Redis | undefined;
  /** Redis keys start with it, so that products sharing one Redis keep their own counts. */
  prefix?: string;
  /** Multiplies every bucket's points: the end-to-end server signs in more often than any person would. */
  factor?: number;
}

/**
 * Rate limits with rate-limiter-flexible: in memory for a single process, in Redis when several share the counts.
 * When Redis cannot be reached, each process falls back to counting in memory rather than refusing everyone.
 */
export function createRateLimits(options: RateLimitOptions = {}): RateLimits {
  const limiters = new Map<string, RateLimiterAbstract>();
  const factor = options.factor ?? 1;
  const limiterFor = (bucket: Bucket) => {
    let limiter = limiters.get(bucket.name);
    if (!limiter) {
      const settings = {
        keyPrefix: `${options.prefix ?? 'platform'}:rl:${bucket.name}`,
        points: Math.max(1, Math.round(bucket.points * factor)),
        duration: bucket.seconds,
      };
      limiter = options.redis
        ? new RateLimiterRedis({
            ...settings,
            storeClient: options.redis,
            insuranceLimiter: new RateLimiterMemory(settings),
          })
        : new RateLimiterMemory(settings);
      limiters.set(bucket.name, limiter);
    }
    return limiter;
  };
  const seconds = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  return {
    kind: options.redis ? 'redis' : 'memory',
    async take(bucket, caller, points = 1) {
      try {
        await limiterFor(bucket).consume(caller, Math.max(1, Math.ceil(points)));
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) throw new RateLimitedError(bucket.name, seconds(rejection));
        throw rejection;
      }
    },
    async waitFor(bucket, caller) {
      const limiter = limiterFor(bucket);
      const state = await limiter.get(caller);
      return state && state.consumedPoints >= limiter.points ? seconds(state) : 0;
    },
  };
}

/**
 * How many visitors' budgets the people behind one address may spend in all, when each is known by their visitor
 * id. An address is shared by thousands behind a carrier's NAT, so it cannot be a visitor's own budget; a visitor
 * id is whatever the visitor says, so the address remains the ceiling on what anonymous callers may spend.
 */
export const addressShare = 10;

/** The address's ceiling for a visitor's bucket: `addressShare` times its points. */
export function addressCeiling(bucket: Bucket): Bucket {
  return { name: `${bucket.name}.address`, points: bucket.points * addressShare, seconds: bucket.seconds };
}

/** Who is counted: the caller's key, and for a visitor known by a visitor id, the address they came from too. */
export interface Counted {
  key: string;
  address: string;
}

/** Anonymous callers, by visitor id or by address, count against their address's ceiling. */
const hasCeiling = (who: Counted) => who.key.startsWith('visitor:') || who.key === who.address;

/** Takes `points` from the caller's bucket and, for a visitor, from their address's ceiling too. */
export async function takeFor(limits: RateLimits, bucket: Bucket, who: Counted, points = 1): Promise<void> {
  await limits.take(bucket, who.key, points);
  if (hasCeiling(who)) await limits.take(addressCeiling(bucket), who.address, points);
}

/**
 * Takes one point of a subgraph's bucket for the caller of this request, before the operation loads anything.
 * Without a limiter (a test calling a schema directly) nothing is limited.
 */
export async function rateLimit(
  context: { limits: RateLimits | null; caller: string; address: string },
  bucket: Bucket,
): Promise<void> {
  if (context.limits)
    await takeFor(context.limits, bucket, { key: context.caller, address: context.address });
}
