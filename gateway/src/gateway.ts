import { readFileSync } from 'node:fs';
import { ApolloGateway, type GraphQLDataSource } from '@apollo/gateway';
import type { Prisma } from '@platform/db';
import type { FileService } from '@platform/subgraph-kit/files/service';
import { buildNodeSubgraphSchema, nodeSubgraphName } from '@platform/schema/node-subgraph';
import { schemaPath } from '@platform/schema/files';
import type { RateLimits } from '@platform/subgraph-kit/rate-limits';
import type { GraphClient, Subgraph } from '@platform/subgraph-kit/subgraph';
import { ForwardingRemoteDataSource, InProcessDataSource } from './data-sources.ts';

export interface GatewayOptions {
  prisma: Prisma;
  /** Every domain subgraph, made from its entry; those without a URL run in this process. */
  subgraphs: readonly Subgraph[];
  /** Subgraphs served elsewhere, by name; the rest run in this process. */
  subgraphUrls: Record<string, string>;
  /** Signs the caller's identity for the subgraphs. */
  identitySecret: string;
  /** Rate limits shared with the subgraphs that run in this process. */
  limits: RateLimits;
  /** The file store and upload receipts, for the subgraphs that run in this process. */
  files: FileService;
  /** Questions the in-process subgraphs ask of the whole graph. */
  graph: GraphClient;
}

/** An Apollo Gateway over the committed supergraph, routing each subgraph in-process or over HTTP. */
export function createGateway({
  prisma,
  subgraphs,
  subgraphUrls,
  identitySecret,
  limits,
  files,
  graph,
}: GatewayOptions) {
  const mounted = new Map<string, Pick<Subgraph, 'schema' | 'services' | 'settings'>>(
    subgraphs.map((s) => [s.name, s]),
  );
  mounted.set(nodeSubgraphName, {
    schema: buildNodeSubgraphSchema(readFileSync(schemaPath('node.graphql'), 'utf8')),
  });
  return new ApolloGateway({
    supergraphSdl: readFileSync(schemaPath('supergraph.graphql'), 'utf8'),
    buildService: ({ name }): GraphQLDataSource => {
      const url = subgraphUrls[name];
      if (url) return new ForwardingRemoteDataSource({ url });
      const subgraph = mounted.get(name);
      if (!subgraph) throw new Error(`Subgraph ${name} has neither a URL nor an in-process schema`);
      const { schema, services, settings } = subgraph;
      return new InProcessDataSource(schema, {
        prisma,
        identitySecret,
        limits,
        files,
        graph,
        services,
        settings,
      });
    },
  });
}
