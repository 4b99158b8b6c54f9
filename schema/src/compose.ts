import { composeServices } from '@apollo/composition';
import { printSubgraphSchema } from '@apollo/subgraph';
import { parse, printSchema } from 'graphql';
import { nodeEntityTypes, nodeSubgraphName, nodeSubgraphSdl } from './node-subgraph.ts';
import { subgraphs } from './subgraphs.ts';

export interface ComposedSchemas {
  /** SDL of each subgraph by name, the generated node subgraph included. */
  subgraphSdls: Record<string, string>;
  supergraphSdl: string;
  /** The client-facing schema, which relay-compiler reads. */
  apiSdl: string;
}

/** Placeholder routing URL; the gateway replaces it (in-process execution, or a URL from its environment). */
export const subgraphPlaceholderUrl = (name: string) => `http://${name}.subgraph.internal/graphql`;

export function composeSchemas(): ComposedSchemas {
  const subgraphSdls: Record<string, string> = {};
  for (const { name, schema } of subgraphs) subgraphSdls[name] = printSubgraphSchema(schema);
  subgraphSdls[nodeSubgraphName] = nodeSubgraphSdl(nodeEntityTypes(Object.values(subgraphSdls)));

  const result = composeServices(
    Object.entries(subgraphSdls).map(([name, sdl]) => ({
      name,
      typeDefs: parse(sdl),
      url: subgraphPlaceholderUrl(name),
    })),
  );
  if (result.errors) {
    throw new Error(`Composition failed:\n${result.errors.map((e) => `  ${e.message}`).join('\n')}`);
  }
  const apiSchema = result.schema.toAPISchema().toGraphQLJSSchema();
  return {
    subgraphSdls,
    supergraphSdl: result.supergraphSdl,
    apiSdl: printSchema(apiSchema),
  };
}
