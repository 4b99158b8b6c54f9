import { buildSubgraphSchema } from '@apollo/subgraph';
import { typenameOf } from '@platform/subgraph-kit/global-id';
import { GraphQLError, Kind, parse, type DocumentNode, type GraphQLSchema } from 'graphql';

export const nodeSubgraphName = 'node';

/**
 * Names of the entity types, across the given subgraph SDLs, that implement Node and are keyed by `id`.
 * Only the subgraph that resolves a type (its `@key` is resolvable and it is not merely `@extends`) counts.
 */
export function nodeEntityTypes(sdls: string[]): string[] {
  const names = new Set<string>();
  for (const sdl of sdls) {
    for (const def of parse(sdl).definitions) {
      if (def.kind !== Kind.OBJECT_TYPE_DEFINITION) continue;
      const implementsNode = def.interfaces?.some((i) => i.name.value === 'Node');
      const directives = def.directives ?? [];
      const idKey = directives.some(
        (d) =>
          d.name.value === 'key' &&
          d.arguments?.some(
            (a) => a.name.value === 'fields' && a.value.kind === Kind.STRING && a.value.value.trim() === 'id',
          ) &&
          !d.arguments?.some(
            (a) => a.name.value === 'resolvable' && a.value.kind === Kind.BOOLEAN && !a.value.value,
          ),
      );
      if (implementsNode && idKey) names.add(def.name.value);
    }
  }
  return [...names].sort();
}

/**
 * The SDL of the node subgraph. Federation does not resolve `node(id)` across subgraphs by itself; this subgraph
 * owns `Node` as an entity interface listing every Node entity of the other subgraphs, and turns a global id into
 * a reference (`__typename` + `id`) that the gateway then completes from the owning subgraph. It is generated
 * from the other subgraphs' SDL, so a new subgraph's nodes are reachable with no change here.
 */
/** `nodes(ids:)` answers at most this many ids at once. */
const maxNodes = 100;

export function nodeSubgraphSdl(entityTypes: string[]): string {
  return [
    'extend schema @link(url: "https://specs.apollo.dev/federation/v2.9", import: ["@key", "@listSize"])',
    '',
    'interface Node @key(fields: "id") {\n  id: ID!\n}',
    '',
    ...entityTypes.map((name) => `type ${name} implements Node @key(fields: "id") {\n  id: ID!\n}\n`),
    'type Query {',
    '  """Fetches an object by its globally unique id."""',
    '  node(id: ID!): Node',
    `  """Fetches objects by their globally unique ids (at most ${maxNodes}), in the same order; null for an unknown id."""`,
    `  nodes(ids: [ID!]!): [Node]! @listSize(assumedSize: ${maxNodes}, requireOneSlicingArgument: false)`,
    '}',
    '',
  ].join('\n');
}

export function buildNodeSubgraphSchema(sdl: string): GraphQLSchema {
  const typeDefs: DocumentNode = parse(sdl);
  const known = new Set(
    typeDefs.definitions.flatMap((d) =>
      d.kind === Kind.OBJECT_TYPE_DEFINITION && d.name.value !== 'Query' ? [d.name.value] : [],
    ),
  );
  const reference = (id: string) => {
    const typename = typenameOf(id);
    return typename && known.has(typename) ? { __typename: typename, id } : null;
  };
  return buildSubgraphSchema({
    typeDefs,
    resolvers: {
      Query: {
        node: (_: unknown, { id }: { id: string }) => reference(id),
        nodes: (_: unknown, { ids }: { ids: string[] }) => {
          if (ids.length > maxNodes) {
            throw new GraphQLError(`At most ${maxNodes} ids at once`, {
              extensions: { code: 'BAD_USER_INPUT', field: 'ids' },
            });
          }
          return ids.map(reference);
        },
      },
      Node: {
        __resolveReference: ({ id }: { id: string }) => reference(id),
        __resolveType: (ref: { __typename: string }) => ref.__typename,
      },
    } as never,
  });
}
