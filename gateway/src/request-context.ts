import { AsyncLocalStorage } from 'node:async_hooks';
import type { Prisma } from '@platform/db';
import { resolveSession } from '@platform/subgraph-accounts/sessions';
import { identityHeader, signIdentity, type Identity } from '@platform/subgraph-kit/identity';
import { GraphQLError } from 'graphql';

export interface GatewayContext {
  requestId: string;
  viewer: Identity | null;
  /** Headers passed on to every subgraph, in-process or over HTTP. */
  forwardedHeaders: Record<string, string>;
}

/** The request being served, so that logs and masked errors can name its id wherever they happen. */
export const currentRequest = new AsyncLocalStorage<{ requestId: string }>();

const forwarded = ['accept-language', 'authorization', 'user-agent'] as const;

export function invalidToken() {
  return new GraphQLError('The session token is invalid or has expired; sign in again', {
    extensions: { code: 'INVALID_TOKEN', http: { status: 401 } },
  });
}

/**
 * Resolves the caller once per request: the bearer token becomes an identity that the gateway signs for the
 * subgraphs. Whatever identity header a client sends is dropped; an unknown, expired or revoked token fails the
 * request with INVALID_TOKEN, on which the client sends the user to the login page.
 */
export async function gatewayContext(
  headers: Record<string, string | string[] | undefined>,
  requestId: string,
  options: { prisma: Prisma; identitySecret: string },
): Promise<GatewayContext> {
  const forwardedHeaders: Record<string, string> = { 'x-request-id': requestId };
  for (const name of forwarded) {
    const value = headers[name];
    if (typeof value === 'string' && value !== '') forwardedHeaders[name] = value;
  }
  let viewer: Identity | null = null;
  const authorization = forwardedHeaders.authorization;
  if (authorization) {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
    viewer = token ? await resolveSession(options.prisma, token) : null;
    if (!viewer) throw invalidToken();
    forwardedHeaders[identityHeader] = await signIdentity(viewer, options.identitySecret, requestId);
  }
  return { requestId, viewer, forwardedHeaders };
}
