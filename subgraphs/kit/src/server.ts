import { ApolloServer } from '@apollo/server';
import { startStandaloneServer } from '@apollo/server/standalone';
import type { Prisma } from '@platform/db';
import type { GraphQLSchema } from 'graphql';
import { contextFromHeaders, type SubgraphContext } from './context.ts';
import { maskError } from './errors.ts';
import { createFileService, type FileService } from './files/service.ts';
import { createRateLimits, type RateLimits } from './rate-limits.ts';

/** Serves one subgraph over HTTP, for running it as a separate service behind the gateway. */
export async function startSubgraphServer(options: {
  name: string;
  schema: GraphQLSchema;
  prisma: Prisma;
  port: number;
  host?: string;
  /** Shared with the gateway, which signs the caller's identity with it. */
  identitySecret: string;
  /** Where the subgraph's own rate limits are counted; in this process's memory by default. */
  limits?: RateLimits;
  /** Defaults to the store the environment names (`FILES_DIR`, `S3_BUCKET`: the gateway's). */
  files?: FileService;
}) {
  const limits = options.limits ?? createRateLimits();
  const files = options.files ?? createFileService({ secret: options.identitySecret });
  const server = new ApolloServer<SubgraphContext>({
    schema: options.schema,
    includeStacktraceInErrorResponses: false,
    // Compact JSON for the gateway, which parses it anyway (Apollo Server indents by default).
    stringifyResult: (result) => JSON.stringify(result),
    formatError: (formatted, original) => maskError(formatted, original),
  });
  const { url } = await startStandaloneServer(server, {
    listen: { port: options.port, host: options.host ?? '127.0.0.1' },
    context: ({ req }) =>
      contextFromHeaders(
        { get: (name) => (req.headers[name] as string | undefined) ?? null },
        { prisma: options.prisma, identitySecret: options.identitySecret, limits, files },
      ),
  });
  return { url, stop: () => server.stop() };
}
