import { randomUUID } from 'node:crypto';
import type { Prisma } from '@platform/db';
import { GraphQLError } from 'graphql';
import type { Domain, DomainPrisma } from './domains.ts';
import type { EventBus } from './events.ts';
import type { FileService } from './files/service.ts';
import { ForgedIdentityError, identityHeader, verifyIdentity, type Identity } from './identity.ts';
import { type Locale, localeFromAcceptLanguage } from './locale.ts';
import type { RateLimits } from './rate-limits.ts';
import type { GraphClient } from './graph-client.ts';

/**
 * Who is asking, for rate limits: `user:<id>` for a signed-in user, otherwise what the gateway says (`visitor:<id>`
 * for a visitor who sent their visitor id, else `ip:<address>`; `key:<id>` for a partner's API key). Subgraphs are
 * reached only through the gateway, which sets it.
 */
export const callerHeader = 'x-platform-caller';
/** The address a request came from (`ip:<address>`), whose ceiling a visitor known by a visitor id also counts. */
export const addressHeader = 'x-platform-address';

/**
 * What a subgraph's resolvers see. Built the same way in-process and over HTTP: from the request headers, and
 * the services and settings its entry made once (`SubgraphRuntime`). Each subgraph names its own:
 * `SubgraphContext<'jobs', JobsServices, undefined>`; the parameters left out make the type every subgraph's
 * context is assignable to, which the kit's helpers take.
 */
export interface SubgraphContext<D extends Domain = never, Services = unknown, Settings = unknown> {
  /** The database, narrowed to the domain's own tables. */
  prisma: DomainPrisma<D>;
  locale: Locale;
  requestId: string;
  /** The signed-in caller, as verified by the gateway; null for visitors. */
  viewer: Identity | null;
  userAgent: string | null;
  /** Where subscriptions listen for events; null where none are served (a subgraph run over HTTP only). */
  events: EventBus | null;
  /** Rate limits for the subgraph's own buckets (`rateLimit`); null where nothing is limited. */
  limits: RateLimits | null;
  /** The key the caller's rate limits are counted under (see `callerHeader`). */
  caller: string;
  /** The address the request came from (`ip:<address>`; see `addressHeader`); the caller's key when unknown. */
  address: string;
  /** The file store and upload receipts; null where the server was given none (subscriptions). */
  files: FileService | null;
  /** Questions to the whole graph about what other subgraphs own; null where none can be asked. */
  graph: GraphClient | null;
  /** The subgraph's own services (a search and its cache, say), made when it was created, shared by its requests. */
  services: Services;
  /** The subgraph's own settings, parsed when it was created. */
  settings: Settings;
}

export type HeaderSource = { get(name: string): string | null | undefined };

export interface ContextOptions {
  prisma: Prisma;
  /** Shared with the gateway, which signs the identity header. */
  identitySecret: string;
  events?: EventBus | undefined;
  limits?: RateLimits | undefined;
  files?: FileService | undefined;
  graph?: GraphClient | undefined;
  /** The services and settings of the subgraph the context is for, as its entry made them. */
  services?: unknown;
  settings?: unknown;
}

/**
 * Builds a subgraph's context from request headers. Subgraphs trust only the identity the gateway signed; a
 * header that fails verification fails the whole request rather than being read as a visitor.
 */
export async function contextFromHeaders(
  headers: HeaderSource,
  options: ContextOptions,
): Promise<SubgraphContext> {
  const requestId = headers.get('x-request-id') || randomUUID();
  const signed = headers.get(identityHeader);
  let viewer: Identity | null = null;
  if (signed) {
    try {
      viewer = await verifyIdentity(signed, options.identitySecret, requestId);
    } catch (error) {
      if (!(error instanceof ForgedIdentityError)) throw error;
      throw new GraphQLError('The request carries an identity the gateway did not issue', {
        extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
      });
    }
  }
  return {
    prisma: options.prisma,
    locale: localeFromAcceptLanguage(headers.get('accept-language')),
    requestId,
    viewer,
    userAgent: headers.get('user-agent') || null,
    events: options.events ?? null,
    limits: options.limits ?? null,
    caller: viewer ? `user:${viewer.userId}` : headers.get(callerHeader) || 'anonymous',
    address: headers.get(addressHeader) || headers.get(callerHeader) || 'anonymous',
    files: options.files ?? null,
    graph: options.graph ?? null,
    services: options.services,
    settings: options.settings,
  };
}
