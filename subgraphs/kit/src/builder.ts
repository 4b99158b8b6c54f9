import { getDatamodel, type PrismaTypes } from '@platform/db/pothos';
import SchemaBuilder from '@pothos/core';
import DirectivesPlugin from '@pothos/plugin-directives';
import ErrorsPlugin from '@pothos/plugin-errors';
import FederationPlugin from '@pothos/plugin-federation';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import ValidationPlugin from '@pothos/plugin-validation';
import { GraphQLError } from 'graphql';
import { DateTimeResolver, SafeIntResolver } from 'graphql-scalars';
import type { SubgraphContext } from './context.ts';
import type { DomainModel } from './domains.ts';
import type { Role } from './identity.ts';

/**
 * The authorization scopes every subgraph shares, filled from the identity the gateway verified. A visitor has
 * only `public`; `signedIn` is any session; `registered` has finished the registration step; `role` checks one;
 * `verifiedEmployer` is an employer whose company the team has verified.
 */
export interface AuthScopes {
  public: boolean;
  signedIn: boolean;
  registered: boolean;
  role: Role;
  verifiedEmployer: boolean;
}

/** The domain a subgraph's context is for (`SubgraphContext<'jobs', …>`). */
type DomainOf<Context> = Context extends SubgraphContext<infer D, unknown, unknown> ? D : never;

export interface SubgraphTypes<Context extends SubgraphContext = SubgraphContext> {
  /**
   * The domain's own models: another domain's (`builder.prismaObject('User')` in jobs), or a relation that leads
   * to one (`t.relation('postedBy')`), does not compile.
   */
  PrismaTypes: Pick<PrismaTypes, DomainModel<DomainOf<Context>>>;
  Context: Context;
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
 * The `mutations` and `subscriptions` flags are for subgraphs that have any. `Context` is the subgraph's own
 * (`SubgraphContext<'jobs', JobsServices, undefined>`): its resolvers see its services, settings and tables.
 */
export function createSubgraphBuilder<Context extends SubgraphContext>(
  options: { mutations?: boolean; subscriptions?: boolean } = {},
) {
  const builder = new SchemaBuilder<SubgraphTypes<Context>>({
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
      authScopes: (context) => ({
        public: true,
        signedIn: context.viewer !== null,
        registered: context.viewer?.registered === true,
        role: (role) => context.viewer?.roles.includes(role) === true,
        verifiedEmployer: context.viewer?.verifiedCompanyId !== undefined,
      }),
      unauthorizedError: (_parent, context) =>
        context.viewer
          ? new GraphQLError('You are not allowed to do this', { extensions: { code: 'FORBIDDEN' } })
          : new GraphQLError('Sign in first', { extensions: { code: 'UNAUTHENTICATED' } }),
    },
    errors: { defaultTypes: [] },
    // Arguments that break a rule (a page of 500, an overlong search) are the caller's to fix: a coded error
    // with the offending fields, which error masking lets through.
    validation: {
      validationError: (failure) => {
        const fields = failure.issues.map((issue) => ({
          path: (issue.path ?? []).map((p) => String(typeof p === 'object' ? p.key : p)).join('.'),
          message: issue.message,
        }));
        return new GraphQLError(`Invalid arguments: ${fields.map((f) => f.path).join(', ')}`, {
          extensions: { code: 'BAD_USER_INPUT', fields },
        });
      },
    },
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
  // Default deny: every mutation needs a session unless it says otherwise (`skipTypeScopes`). A subgraph without
  // mutations must not declare the type (GraphQL forbids an empty one).
  if (options.mutations) builder.mutationType({ authScopes: { signedIn: true } });
  // Subscriptions, likewise, need a session unless a field says otherwise; the gateway serves them.
  if (options.subscriptions) builder.subscriptionType({ authScopes: { signedIn: true } });
  return builder;
}

export type SubgraphBuilder<Context extends SubgraphContext = SubgraphContext> =
  PothosSchemaTypes.SchemaBuilder<PothosSchemaTypes.ExtendDefaultTypes<SubgraphTypes<Context>>>;
