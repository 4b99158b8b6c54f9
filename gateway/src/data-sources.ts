import {
  RemoteGraphQLDataSource,
  type GraphQLDataSource,
  type GraphQLDataSourceProcessOptions,
} from '@apollo/gateway';
import { contextFromHeaders, type ContextOptions } from '@platform/subgraph-kit/context';
import { codeCallerErrors } from '@platform/subgraph-kit/errors';
import { isServiceUnavailable, serviceUnavailable } from '@platform/subgraph-kit/unavailable';
import { execute, GraphQLError, parse, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { GatewayContext } from './request-context.ts';

function headersOf(context: unknown): Record<string, string> {
  return (context as Partial<GatewayContext> | undefined)?.forwardedHeaders ?? {};
}

/**
 * Runs a subgraph's schema inside the gateway's process (no HTTP hop). The subgraph's context is built from the
 * same forwarded headers a remote subgraph would receive, so both modes behave alike.
 */
export class InProcessDataSource implements GraphQLDataSource<GatewayContext> {
  // Query plans send the same few subgraph operations again and again; parse each once.
  private readonly documents = new Map<string, DocumentNode>();

  private readonly schema: GraphQLSchema;
  private readonly options: ContextOptions;

  constructor(schema: GraphQLSchema, options: ContextOptions) {
    this.schema = schema;
    this.options = options;
  }

  async process({ request, context }: GraphQLDataSourceProcessOptions<GatewayContext>) {
    const query = request.query ?? '';
    let document = this.documents.get(query);
    if (!document) {
      document = parse(query);
      if (this.documents.size < 1000) this.documents.set(query, document);
    }
    const headers = headersOf(context);
    let subgraphContext;
    try {
      subgraphContext = await contextFromHeaders({ get: (name) => headers[name] ?? null }, this.options);
    } catch (error) {
      return { errors: [error as GraphQLError] };
    }
    const result = await execute({
      schema: this.schema,
      document,
      variableValues: request.variables ?? {},
      operationName: request.operationName ?? null,
      contextValue: subgraphContext,
    });
    return (result.errors ? { ...result, errors: codeCallerErrors(result.errors) } : result) as never;
  }
}

/** What a proxy in front of a subgraph answers while the subgraph is down or restarting. */
const unavailableStatuses = new Set([502, 503, 504]);

interface SubgraphHttpError {
  extensions?: { response?: { status?: number; body?: unknown } };
}

/** The GraphQL answer a subgraph sent with a status other than 2xx (a 429 for RATE_LIMITED), if that is what came. */
function graphqlAnswerOf(error: unknown): { data?: unknown; errors: GraphQLError[] } | null {
  const body = (error as SubgraphHttpError)?.extensions?.response?.body;
  return body && typeof body === 'object' && Array.isArray((body as { errors?: unknown }).errors)
    ? (body as { errors: GraphQLError[] })
    : null;
}

/**
 * SERVICE_UNAVAILABLE for the part of an answer a subgraph that cannot be reached was to give. Without its HTTP
 * status: the other subgraphs' data still goes out (200); the edge answers 503 when nothing could be answered.
 */
function subgraphUnavailable(cause: unknown) {
  const { message, extensions } = serviceUnavailable();
  const { http: _http, ...coded } = extensions;
  return new GraphQLError(message, { extensions: coded, originalError: cause as Error });
}

/**
 * A subgraph served elsewhere; the forwarded headers go with every request. A subgraph that is down, restarting
 * or answering through a proxy that says so is SERVICE_UNAVAILABLE, and a subgraph's own coded refusal sent with
 * an HTTP status (RATE_LIMITED comes with 429) reaches the client as the subgraph sent it, rather than either
 * becoming INTERNAL_SERVER_ERROR.
 */
export class ForwardingRemoteDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  override async process(options: GraphQLDataSourceProcessOptions<GatewayContext>) {
    try {
      return await super.process(options);
    } catch (error) {
      const answer = graphqlAnswerOf(error);
      if (answer) return answer as never;
      const status = (error as SubgraphHttpError)?.extensions?.response?.status;
      if (isServiceUnavailable(error) || (status && unavailableStatuses.has(status))) {
        throw subgraphUnavailable(error);
      }
      throw error;
    }
  }

  override willSendRequest({
    request,
    context,
  }: Parameters<RemoteGraphQLDataSource['willSendRequest'] & {}>[0]) {
    for (const [name, value] of Object.entries(headersOf(context))) request.http?.headers.set(name, value);
  }
}
