import { createHash, randomBytes } from 'node:crypto';

/** Every key starts with `kn_`, so that secret scanners (and people) can tell a leaked one for what it is. */
export const secretPrefix = 'kn_';
const shape = /^kn_[A-Za-z0-9_-]{43}$/;
/** Characters after `kn_` kept in the clear: enough to tell one's keys apart, far too few to guess the rest. */
const visibleCharacters = 8;

export function hashApiKeySecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A new secret (`kn_` + 256 random bits, base64url), the prefix shown for it and the hash that is stored. */
export function newApiKeySecret() {
  const secret = secretPrefix + randomBytes(32).toString('base64url');
  return {
    secret,
    prefix: secret.slice(0, secretPrefix.length + visibleCharacters),
    hash: hashApiKeySecret(secret),
  };
}

/** Whether a string could be a key at all; anything else is refused without a lookup. */
export function hasApiKeyShape(secret: string): boolean {
  return shape.test(secret);
}
