import type { Prisma } from '@platform/db';
import { execute, parse, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { contextFromHeaders } from '../context.ts';
import type { FileService } from '../files/service.ts';
import type { GraphClient } from '../subgraph.ts';
import { identityHeader, signIdentity, type Identity } from '../identity.ts';

const testSecret = 'subgraph-test-identity-secret';

/**
 * Runs an operation against a subgraph schema in-process, as the gateway would: with the given headers and,
 * when `viewer` is given, an identity signed the way the gateway signs it.
 */
export async function executeSubgraph<T = Record<string, unknown>>(
  schema: GraphQLSchema,
  prisma: Prisma,
  query: string,
  variables: Record<string, unknown> = {},
  options: {
    headers?: Record<string, string>;
    viewer?: Identity;
    files?: FileService;
    /** The subgraph's services, as its entry would have made them (`SubgraphRuntime.services`). */
    services?: unknown;
    /** The subgraph's settings, as its entry would have parsed them (`SubgraphRuntime.settings`). */
    settings?: unknown;
    graph?: GraphClient;
  } = {},
): Promise<ExecutionResult<T>> {
  const headers: Record<string, string> = { 'x-request-id': 'test-request', ...options.headers };
  if (options.viewer)
    headers[identityHeader] = await signIdentity(options.viewer, testSecret, headers['x-request-id']!);
  const contextValue = await contextFromHeaders(
    { get: (name) => headers[name] ?? null },
    {
      prisma,
      identitySecret: testSecret,
      files: options.files,
      services: options.services,
      settings: options.settings,
      graph: options.graph,
    },
  );
  return (await execute({
    schema,
    document: parse(query),
    variableValues: variables,
    contextValue,
  })) as ExecutionResult<T>;
}
