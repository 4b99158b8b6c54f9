import { randomInt } from 'node:crypto';
import { ValidationFailure } from '@platform/subgraph-kit/error-types';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { ContentTx } from '../../context.ts';

/** The settings the captcha is made from. */
export interface CaptchaOptions {
  secret: string;
  /** The largest counter a solver may have to reach: the difficulty. */
  maxNumber: number;
  ttlSeconds: number;
}

/**
 * ALTCHA's proof of work, self-hosted: a challenge signed with the subgraph's secret, which a browser solves by
 * hashing until it finds the counter the challenge was made from, and whose solution the server checks with one
 * hash. Each accepted solution is remembered (`captcha_uses`) until its challenge expires, so it is accepted once.
 */
export interface Captcha {
  /** A new challenge, as JSON for the browser's solver. */
  challenge(now?: Date): Promise<string>;
  /**
   * Checks a solution (`payload`: base64 of `{ challenge, solution }`, as the widget sends it) and records it as
   * used in the caller's transaction; a ValidationFailure on `field` with CAPTCHA_REQUIRED, CAPTCHA_INVALID,
   * CAPTCHA_EXPIRED or CAPTCHA_USED otherwise.
   */
  redeem(tx: ContentTx, payload: string | null | undefined, field: string, now?: Date): Promise<void>;
}

const algorithm = 'SHA-256';
const fail = (field: string, code: string) => new ValidationFailure([{ path: field, code }]);

function readPayload(payload: string): { challenge: Challenge; solution: Solution } | null {
  if (payload.length > 4_000) return null;
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as {
      challenge?: Challenge;
      solution?: Solution;
    };
    const { challenge, solution } = parsed;
    if (
      typeof challenge?.signature !== 'string' ||
      typeof challenge.parameters !== 'object' ||
      challenge.parameters === null ||
      challenge.parameters.algorithm !== algorithm ||
      typeof solution?.counter !== 'number' ||
      typeof solution.derivedKey !== 'string'
    )
      return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

export function createCaptcha(options: CaptchaOptions): Captcha {
  return {
    async challenge(now = new Date()) {
      const made = await createChallenge({
        algorithm,
        cost: 1,
        counter: randomInt(0, options.maxNumber + 1),
        deriveKey,
        expiresAt: new Date(now.getTime() + options.ttlSeconds * 1_000),
        hmacSignatureSecret: options.secret,
      });
      return JSON.stringify({ parameters: made.parameters, signature: made.signature });
    },

    async redeem(tx, payload, field, now = new Date()) {
      if (!payload) throw fail(field, 'CAPTCHA_REQUIRED');
      const read = readPayload(payload);
      if (!read) throw fail(field, 'CAPTCHA_INVALID');
      const expiresAt = read.challenge.parameters.expiresAt;
      if (typeof expiresAt !== 'number' || expiresAt * 1_000 <= now.getTime())
        throw fail(field, 'CAPTCHA_EXPIRED');
      const result = await verifySolution({
        challenge: read.challenge,
        solution: read.solution,
        deriveKey,
        hmacSignatureSecret: options.secret,
      }).catch(() => null);
      if (!result || result.expired) throw fail(field, result ? 'CAPTCHA_EXPIRED' : 'CAPTCHA_INVALID');
      if (!result.verified) throw fail(field, 'CAPTCHA_INVALID');
      const stored = await tx.$executeRaw`
        INSERT INTO captcha_uses (signature, expires_at)
        VALUES (${read.challenge.signature}, ${new Date(expiresAt * 1_000)})
        ON CONFLICT (signature) DO NOTHING`;
      if (stored === 0) throw fail(field, 'CAPTCHA_USED');
    },
  };
}

/** Forgets solutions whose challenges have expired: they can no longer be accepted anyway. */
export async function forgetExpiredCaptchas(
  prisma: { captchaUse: ContentTx['captchaUse'] },
  now = new Date(),
) {
  const { count } = await prisma.captchaUse.deleteMany({ where: { expiresAt: { lt: now } } });
  return count;
}
