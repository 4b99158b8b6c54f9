import { webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export const roles = ['JOB_SEEKER', 'EMPLOYER', 'COLLABORATOR', 'ADMIN'] as const;
export type Role = (typeof roles)[number];

/** Who is calling, as verified by the gateway from the session token. */
export interface Identity {
  userId: string;
  sessionId: string;
  roles: Role[];
  /** The registration step (full name) is done. */
  registered: boolean;
  /** An employer whose company the team has verified: that company's id (the talent pool is theirs to search). */
  verifiedCompanyId?: string;
}

/** The header that carries the signed identity from the gateway to subgraphs. */
export const identityHeader = 'x-platform-identity';

const audience = 'platform-subgraphs';
const issuer = 'platform-gateway';

const keys = new Map<string, Promise<webcrypto.CryptoKey>>();

/**
 * The secret as a signing key, imported once: jose imports raw bytes again on every signature and check, and
 * every request through the gateway signs its identity and has it checked.
 */
function key(secret: string): Promise<webcrypto.CryptoKey> {
  let imported = keys.get(secret);
  if (!imported) {
    imported = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(secret, imported);
  }
  return imported;
}

/**
 * Signs an identity for one request. The token names the request id and lives for a minute, so a captured one
 * is of little use; without the secret, a client cannot make one a subgraph accepts.
 */
export async function signIdentity(identity: Identity, secret: string, requestId: string): Promise<string> {
  return new SignJWT({
    sid: identity.sessionId,
    roles: identity.roles,
    reg: identity.registered,
    ...(identity.verifiedCompanyId ? { vco: identity.verifiedCompanyId } : {}),
    rid: requestId,
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(identity.userId)
    .setAudience(audience)
    .setIssuer(issuer)
    .setIssuedAt()
    .setExpirationTime('60s')
    .sign(await key(secret));
}

export class ForgedIdentityError extends Error {}

/** The identity in a signed header; throws ForgedIdentityError when it was not signed by the gateway. */
export async function verifyIdentity(token: string, secret: string, requestId: string): Promise<Identity> {
  try {
    const { payload } = await jwtVerify(token, await key(secret), {
      audience,
      issuer,
      algorithms: ['HS256'],
    });
    if (payload.rid !== requestId || typeof payload.sub !== 'string') throw new Error('request mismatch');
    return {
      userId: payload.sub,
      sessionId: String(payload.sid),
      roles: (payload.roles as Role[]).filter((r) => (roles as readonly string[]).includes(r)),
      registered: payload.reg === true,
      ...(typeof payload.vco === 'string' ? { verifiedCompanyId: payload.vco } : {}),
    };
  } catch (error) {
    throw new ForgedIdentityError('The identity header was not issued by the gateway', { cause: error });
  }
}

/**
 * The header that marks a question a subgraph served apart asks of the graph (`GraphClient` over HTTP): signed
 * with the same secret, so the gateway serves it as an internal call rather than a visitor's request.
 */
export const serviceHeader = 'x-platform-service';

const serviceAudience = 'platform-gateway';
const serviceIssuer = 'platform-subgraph';

/** Signs one question of the named subgraph, asked as a user when `asUser` names one; it lives for a minute. */
export async function signServiceCall(subgraph: string, secret: string, asUser?: string): Promise<string> {
  return new SignJWT(asUser ? { usr: asUser } : {})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(subgraph)
    .setAudience(serviceAudience)
    .setIssuer(serviceIssuer)
    .setIssuedAt()
    .setExpirationTime('60s')
    .sign(await key(secret));
}

/** The subgraph that signed a service call (and the user it asks as), or null when the token is not one of ours. */
export async function verifyServiceCall(
  token: string,
  secret: string,
): Promise<{ subgraph: string; asUser?: string } | null> {
  try {
    const { payload } = await jwtVerify(token, await key(secret), {
      audience: serviceAudience,
      issuer: serviceIssuer,
      algorithms: ['HS256'],
    });
    if (typeof payload.sub !== 'string') return null;
    return typeof payload.usr === 'string'
      ? { subgraph: payload.sub, asUser: payload.usr }
      : { subgraph: payload.sub };
  } catch {
    return null;
  }
}
