import type { ApolloServerPlugin, GraphQLRequestContextDidResolveOperation } from '@apollo/server';
import { takeFor, type RateLimits } from '@platform/subgraph-kit/rate-limits';
import type { Credentials } from '@platform/subgraph-kit/subgraph';
import { findUnsafeText, isUnsafeText } from '@platform/subgraph-kit/text-safety';
import { BREAK, GraphQLError, visit, type DocumentNode } from 'graphql';
import type { GatewayContext } from '../request-context.ts';
import { operationCost, type CostModel } from './operation-cost.ts';
import { costLimits, limitExceeded } from './operation-limits.ts';
import { gatewayBuckets } from './rate-limits.ts';

export interface EdgePluginOptions {
  costModel: CostModel;
  limits: RateLimits;
  credentials: Pick<Credentials, 'recordApiKeyUse'>;
}

export const textProblemMessages = {
  UNSAFE_TEXT: 'Text may not contain NUL characters or lone UTF-16 surrogates',
  TOO_DEEP: 'The variables nest too deeply',
} as const;

function badInput(message: string, field: string) {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', field, http: { status: 400 } } });
}

/** The path of the first string literal in the document that is no storable text. */
function unsafeLiteral(document: DocumentNode): string | null {
  let found: string | null = null;
  visit(document, {
    StringValue(node, _key, _parent, path) {
      if (!isUnsafeText(node.value)) return undefined;
      found = `document.${path.join('.')}`;
      return BREAK;
    },
  });
  return found;
}

function readsSchema(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value !== '__schema' && node.name.value !== '__type') return undefined;
      found = true;
      return BREAK;
    },
  });
  return found;
}

/**
 * What a document says of itself, whatever its variables and whoever sends it: read once per document, since
 * Apollo Server hands the same parsed document to every request that sends the same text.
 */
interface DocumentFacts {
  unsafeLiteral: string | null;
  readsSchema: boolean;
}

const documentFacts = new WeakMap<DocumentNode, DocumentFacts>();

function factsOf(document: DocumentNode): DocumentFacts {
  let facts = documentFacts.get(document);
  if (!facts) {
    facts = { unsafeLiteral: unsafeLiteral(document), readsSchema: readsSchema(document) };
    documentFacts.set(document, facts);
  }
  return facts;
}

/**
 * What the gateway checks of every operation after it is parsed and validated and before anything runs: input
 * that no field could store, schema reading for callers who may not, subscriptions sent over HTTP, and the cost
 * against the caller's per-operation limit and per-minute budget. RATE_LIMITED answers get HTTP 429.
 */
export function edgePlugin(options: EdgePluginOptions): ApolloServerPlugin<GatewayContext> {
  const checkOperation = async (request: GraphQLRequestContextDidResolveOperation<GatewayContext>) => {
    const { document, operation, contextValue: context } = request;
    const variables = request.request.variables ?? {};
    if (!operation) {
      // Apollo Server leaves this to the executor, and the gateway's fails unexpectedly.
      const name = request.request.operationName;
      throw new GraphQLError(
        name
          ? `The document has no operation named "${name}"`
          : 'Name the operation to run: the document has several',
        { extensions: { code: 'OPERATION_RESOLUTION_FAILURE', http: { status: 400 } } },
      );
    }
    const problem = findUnsafeText(variables);
    if (problem) throw badInput(textProblemMessages[problem.problem], problem.path);
    const facts = factsOf(document);
    const literal = facts.unsafeLiteral;
    if (literal) throw badInput(textProblemMessages.UNSAFE_TEXT, literal);
    if (operation.operation === 'subscription') {
      throw new GraphQLError('Subscriptions are served over WebSocket (graphql-ws) at /graphql', {
        extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
      });
    }
    if (!context.caller.canIntrospect && facts.readsSchema) {
      throw new GraphQLError('Reading the schema is for partners with an API key and for staff', {
        extensions: { code: 'FORBIDDEN', http: { status: 403 } },
      });
    }
    let cost: number;
    try {
      cost = operationCost(
        request.schema,
        options.costModel,
        document,
        request.operationName ?? undefined,
        variables,
      );
    } catch (error) {
      throw new GraphQLError((error as Error).message, {
        extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
      });
    }
    if (context.internal) return;
    const maximum = costLimits[context.caller.kind];
    if (cost > maximum) throw limitExceeded('cost', maximum, cost);
    if (context.page) return;
    try {
      await takeFor(options.limits, gatewayBuckets.cost[context.caller.kind], context.caller, cost);
    } catch (error) {
      if (context.caller.apiKeyId) options.credentials.recordApiKeyUse(context.caller.apiKeyId, 'limited');
      throw error;
    }
  };

  return {
    async requestDidStart() {
      return {
        didResolveOperation: checkOperation,
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const { data, errors } = response.body.singleResult;
          // Nothing could be answered because the database (or a subgraph) is away: 503, try again shortly.
          if (!data && errors?.some((e) => e.extensions?.code === 'SERVICE_UNAVAILABLE')) {
            response.http.status = 503;
            response.http.headers.set('retry-after', '5');
            return;
          }
          const limited = response.body.singleResult.errors?.filter(
            (e) => e.extensions?.code === 'RATE_LIMITED',
          );
          if (!limited?.length) return;
          const wait = Math.max(...limited.map((e) => Number(e.extensions?.retryAfter) || 1));
          response.http.status = 429;
          response.http.headers.set('retry-after', String(wait));
        },
      };
    },
  };
}
