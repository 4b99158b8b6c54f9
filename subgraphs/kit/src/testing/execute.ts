import type { Prisma } from '@platform/db';
import { execute, parse, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { contextFromHeaders } from '../context.ts';

/** Runs an operation against a subgraph schema in-process, as the gateway would, with the given headers. */
export async function executeSubgraph<T = Record<string, unknown>>(
  schema: GraphQLSchema,
  prisma: Prisma,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<ExecutionResult<T>> {
  const contextValue = contextFromHeaders({ get: (name) => headers[name] ?? null }, prisma);
  return (await execute({
    schema,
    document: parse(query),
    variableValues: variables,
    contextValue,
  })) as ExecutionResult<T>;
}
