import {
  RemoteGraphQLDataSource,
  type GraphQLDataSource,
  type GraphQLDataSourceProcessOptions,
} from '@apollo/gateway';
import type { Prisma } from '@platform/db';
import { contextFromHeaders } from '@platform/subgraph-kit/context';
import type { FileService } from '@platform/subgraph-kit/files/service';
import { execute, parse, type DocumentNode, type GraphQLError, type GraphQLSchema } from 'graphql';
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

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly prisma: Prisma,
    private readonly identitySecret: string,
    private readonly files?: FileService,
  ) {}

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
      subgraphContext = await contextFromHeaders(
        { get: (name) => headers[name] ?? null },
        { prisma: this.prisma, identitySecret: this.identitySecret, files: this.files },
      );
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
    return result as never;
  }
}

/** A subgraph served elsewhere; the forwarded headers go with every request. */
export class ForwardingRemoteDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  override willSendRequest({
    request,
    context,
  }: Parameters<RemoteGraphQLDataSource['willSendRequest'] & {}>[0]) {
    for (const [name, value] of Object.entries(headersOf(context))) request.http?.headers.set(name, value);
  }
}
