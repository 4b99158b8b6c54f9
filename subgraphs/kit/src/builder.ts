import { getDatamodel, type PrismaTypes } from '@platform/db';
import SchemaBuilder from '@pothos/core';
import DirectivesPlugin from '@pothos/plugin-directives';
import ErrorsPlugin from '@pothos/plugin-errors';
import FederationPlugin from '@pothos/plugin-federation';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import ValidationPlugin from '@pothos/plugin-validation';
import { DateTimeResolver, SafeIntResolver } from 'graphql-scalars';
import type { SubgraphContext } from './context.ts';

/** The authorization scopes every subgraph shares; the accounts issue fills them from the verified identity. */
export interface AuthScopes {
  public: boolean;
  signedIn: boolean;
}

export interface SubgraphTypes {
  PrismaTypes: PrismaTypes;
  Context: SubgraphContext;
  AuthScopes: AuthScopes;
  DefaultFieldNullability: false;
  DefaultEdgesNullability: false;
  DefaultNodeNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    SafeInt: { Input: number; Output: number };
  };
}

/**
 * The Pothos builder every subgraph uses, so that all subgraphs have the same plugins, scalars and conventions.
 * Relay's `node`/`nodes` fields are left out here: the gateway's node subgraph answers them for every type.
 */
export function createSubgraphBuilder() {
  const builder = new SchemaBuilder<SubgraphTypes>({
    plugins: [
      ScopeAuthPlugin,
      ErrorsPlugin,
      ValidationPlugin,
      PrismaPlugin,
      RelayPlugin,
      DirectivesPlugin,
      FederationPlugin,
    ],
    defaultFieldNullability: false,
    scopeAuth: {
      authScopes: (context) => ({ public: true, signedIn: context.authorization !== null }),
    },
    errors: { defaultTypes: [] },
    prisma: {
      client: (context) => context.prisma,
      dmmf: getDatamodel(),
      filterConnectionTotalCount: true,
      exposeDescriptions: false,
    },
    relay: {
      nodeQueryOptions: false,
      nodesQueryOptions: false,
      pageInfoTypeOptions: { shareable: true },
      edgesFieldOptions: { nullable: false },
      nodeFieldOptions: { nullable: false },
    },
  });
  builder.addScalarType('DateTime', DateTimeResolver);
  builder.addScalarType('SafeInt', SafeIntResolver, {
    description: 'Integers up to 2^53 - 1, sent as JSON numbers. Used for amounts of money in rials.',
  });
  builder.queryType({});
  return builder;
}

export type SubgraphBuilder = ReturnType<typeof createSubgraphBuilder>;
