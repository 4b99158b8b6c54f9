import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import type { AccountsConfig } from '../../env.ts';

export interface GoogleProfile {
  subject: string;
  email: string;
  name: string | null;
  picture: string | null;
  locale: string | null;
}

export type GoogleFailureReason = 'NOT_CONFIGURED' | 'INVALID_CREDENTIAL' | 'EXPIRED' | 'EMAIL_NOT_VERIFIED';

export class GoogleSignInFailure extends Error {
  readonly code: GoogleFailureReason;

  constructor(code: GoogleFailureReason, message: string) {
    super(message);
    this.code = code;
  }
}

// One key set per URL for the life of the process; jose caches the keys and refetches on an unknown key id.
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/**
 * Verifies a Google ID token (the `credential` of Google Identity Services): signature against Google's published
 * keys, audience = our client id, issuer, expiry, and a verified e-mail address.
 */
export async function verifyGoogleCredential(
  credential: string,
  config: AccountsConfig,
): Promise<GoogleProfile> {
  if (!config.googleClientId) {
    throw new GoogleSignInFailure('NOT_CONFIGURED', 'Google sign-in has no client id configured');
  }
  let keySet = keySets.get(config.googleJwksUrl);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(config.googleJwksUrl));
    keySets.set(config.googleJwksUrl, keySet);
  }
  let payload;
  try {
    ({ payload } = await jwtVerify(credential, keySet, {
      audience: config.googleClientId,
      issuer: config.googleIssuers,
      algorithms: ['RS256'],
      clockTolerance: 30,
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired)
      throw new GoogleSignInFailure('EXPIRED', 'The Google credential expired');
    throw new GoogleSignInFailure('INVALID_CREDENTIAL', 'The Google credential could not be verified');
  }
  if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') {
    throw new GoogleSignInFailure('INVALID_CREDENTIAL', 'The Google credential lacks a subject or e-mail');
  }
  if (payload.email_verified !== true) {
    throw new GoogleSignInFailure('EMAIL_NOT_VERIFIED', 'The Google account has no verified e-mail address');
  }
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  return {
    subject: payload.sub,
    email: payload.email.toLowerCase(),
    name: text(payload.name),
    picture: text(payload.picture),
    locale: text(payload.locale),
  };
}
