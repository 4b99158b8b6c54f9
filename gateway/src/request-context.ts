import { AsyncLocalStorage } from 'node:async_hooks';
import type { Prisma } from '@platform/db';
import { addressCaller } from '@platform/subgraph-kit/addresses';
import { addressHeader, callerHeader } from '@platform/subgraph-kit/context';
import { identityHeader, signIdentity, type Identity } from '@platform/subgraph-kit/identity';
import { takeFor, type RateLimits } from '@platform/subgraph-kit/rate-limits';
import type { Credentials } from '@platform/subgraph-kit/subgraph';
import { GraphQLError } from 'graphql';
import { gatewayBuckets, type CallerKind } from './edge/rate-limits.ts';

/** Who sent a request, for its budgets and for what the schema shows them. */
export interface Caller {
  kind: CallerKind;
  /**
   * The key rate limits are counted under: `user:<id>`, `key:<id>`, `visitor:<id>` for a visitor who sent their
   * visitor id (`X-Token-Auth`), else `ip:<address>`.
   */
  key: string;
  /** `ip:<address>`: the ceiling a visitor known by their visitor id counts against too. */
  address: string;
  ip: string;
  /** May read the schema: introspection, and "did you mean" suggestions in errors. */
  canIntrospect: boolean;
  /** The partner's API key the request came with, whose use is counted per day. */
  apiKeyId?: string;
}

export interface GatewayContext {
  requestId: string;
  viewer: Identity | null;
  caller: Caller;
  /** Headers passed on to every subgraph, in-process or over HTTP. */
  forwardedHeaders: Record<string, string>;
  /**
   * A question a subgraph asks of the graph while serving a request (`GraphClient`): it asks as a visitor, and
   * the request that caused it has already been counted against its caller's budgets.
   */
  internal?: boolean;
  /**
   * An operation of a page the server renders: the page view was counted against the visitor's budget for pages
   * once, so its operations are not counted against their GraphQL budgets (their cost limit still applies).
   */
  page?: boolean;
}

/** The request being served, so that logs and masked errors can name its id wherever they happen. */
export const currentRequest = new AsyncLocalStorage<{ requestId: string; canIntrospect?: boolean }>();

const forwarded = ['accept-language', 'authorization', 'user-agent'] as const;

/** The visitor id the web client keeps since the first visit (64 letters and digits), as analytics takes it. */
export const visitorIdHeader = 'x-token-auth';
const visitorIdShape = /^[A-Za-z0-9]{64}$/;

export function invalidApiKey() {
  return new GraphQLError('The API key is unknown or has been revoked', {
    extensions: { code: 'INVALID_TOKEN', http: { status: 401 } },
  });
}

export function invalidToken() {
  return new GraphQLError('The session token is invalid or has expired; sign in again', {
    extensions: { code: 'INVALID_TOKEN', http: { status: 401 } },
  });
}

export interface ContextOptions {
  prisma: Prisma;
  identitySecret: string;
  limits: RateLimits;
  /** Visitors and users may read the schema too (partners and admins always may). */
  publicIntrospection: boolean;
  /** Who sessions and API keys name: the subgraph that owns them says. */
  credentials: Credentials;
}

/**
 * Resolves the caller once per request: the bearer token becomes an identity that the gateway signs for the
 * subgraphs. Whatever identity or caller header a client sends is dropped; an unknown, expired or revoked token
 * fails the request with INVALID_TOKEN, on which the client sends the user to the login page. An address that has
 * sent too many tokens naming nothing gets RATE_LIMITED for the next such token (valid ones still pass).
 */
export async function gatewayContext(
  headers: Record<string, string | string[] | undefined>,
  requestId: string,
  ip: string,
  options: ContextOptions,
  /** A token checked again (a subscription's event) was valid once: its failing is no guess. */
  { recheck = false } = {},
): Promise<GatewayContext> {
  const forwardedHeaders: Record<string, string> = { 'x-request-id': requestId };
  for (const name of forwarded) {
    const value = headers[name];
    if (typeof value === 'string' && value !== '') forwardedHeaders[name] = value;
  }
  let viewer: Identity | null = null;
  const authorization = forwardedHeaders.authorization;
  const apiKeySecret = headers['x-api-key'];
  /**
   * A credential that names nothing is a guess (or garbage): the address's budget for those is counted, and once
   * it is spent such requests are refused with RATE_LIMITED. Credentials are always looked up first, so a valid
   * one is never refused for what others at the same address sent, and an ended one (expired, revoked) is simply
   * INVALID_TOKEN, on which its holder signs in again.
   */
  const countGuess = async () => {
    if (!recheck) await options.limits.take(gatewayBuckets.badCredentials, addressCaller(ip));
  };
  let apiKey: { keyId: string } | null = null;
  if (apiKeySecret !== undefined) {
    const found =
      typeof apiKeySecret === 'string' ? await options.credentials.apiKey(apiKeySecret.trim()) : null;
    if (!found || found === 'ended') {
      if (!found) await countGuess();
      throw invalidApiKey();
    }
    apiKey = found;
  }
  if (authorization) {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
    const found = token ? await options.credentials.session(token) : null;
    if (!found || found === 'ended') {
      if (!found) await countGuess();
      throw invalidToken();
    }
    viewer = found;
    forwardedHeaders[identityHeader] = await signIdentity(viewer, options.identitySecret, requestId);
  }
  const address = addressCaller(ip);
  const visitorId = headers[visitorIdHeader];
  const caller: Caller = apiKey
    ? {
        kind: 'partner',
        key: `key:${apiKey.keyId}`,
        address,
        ip,
        canIntrospect: true,
        apiKeyId: apiKey.keyId,
      }
    : viewer
      ? {
          kind: viewer.roles.includes('ADMIN') ? 'admin' : 'user',
          key: `user:${viewer.userId}`,
          address,
          ip,
          canIntrospect: options.publicIntrospection || viewer.roles.includes('ADMIN'),
        }
      : {
          kind: 'visitor',
          key:
            typeof visitorId === 'string' && visitorIdShape.test(visitorId)
              ? `visitor:${visitorId}`
              : address,
          address,
          ip,
          canIntrospect: options.publicIntrospection,
        };
  forwardedHeaders[callerHeader] = caller.key;
  forwardedHeaders[addressHeader] = address;
  return { requestId, viewer, caller, forwardedHeaders };
}

/**
 * An internal question asked as one user: their identity, without a session or any role but registered if they
 * are (as the accounts subgraph says), signed for the subgraphs like a signed-in user's. Only the product's own
 * processes ask so (in-process, or signed with the shared secret).
 */
export async function actingAs(
  context: GatewayContext,
  userId: string,
  options: Pick<ContextOptions, 'identitySecret' | 'credentials'>,
): Promise<GatewayContext> {
  const registered = await options.credentials.registered(userId);
  const viewer: Identity = { userId, sessionId: 'internal', roles: [], registered };
  const caller: Caller = { ...context.caller, kind: 'user', key: `user:${userId}` };
  const forwardedHeaders = {
    ...context.forwardedHeaders,
    [identityHeader]: await signIdentity(viewer, options.identitySecret, context.requestId),
    [callerHeader]: caller.key,
  };
  return { ...context, viewer, caller, forwardedHeaders };
}

/**
 * Counts one operation against the caller's budget; throws RATE_LIMITED (HTTP 429) when it is spent. A partner's
 * key has its requests counted per day, served or refused.
 */
export async function admitOperation(context: GatewayContext, options: ContextOptions): Promise<void> {
  const { caller } = context;
  try {
    await takeFor(options.limits, gatewayBuckets.requests[caller.kind], caller);
  } catch (error) {
    if (caller.apiKeyId) options.credentials.recordApiKeyUse(caller.apiKeyId, 'limited');
    throw error;
  }
  if (caller.apiKeyId) options.credentials.recordApiKeyUse(caller.apiKeyId, 'served');
}
