import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import type { ApolloServer } from '@apollo/server';
import { contextFromHeaders } from '@platform/subgraph-kit/context';
import { maskError } from '@platform/subgraph-kit/errors';
import type { EventBus } from '@platform/subgraph-kit/events';
import type { Subgraph } from '@platform/subgraph-kit/subgraph';
import { findUnsafeText } from '@platform/subgraph-kit/text-safety';
import { Repeater } from '@repeaterjs/repeater';
import {
  GraphQLError,
  Kind,
  getNamedType,
  getOperationAST,
  isObjectType,
  print,
  specifiedRules,
  subscribe,
  validate,
  visit,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type VariableDefinitionNode,
} from 'graphql';
import { addressCaller } from '@platform/subgraph-kit/addresses';
import { useServer } from 'graphql-ws/use/ws';
import WebSocket, { WebSocketServer } from 'ws';
import { textProblemMessages } from './edge/apollo-plugin.ts';
import { publicError } from './edge/errors.ts';
import { operationCost, type CostModel } from './edge/operation-cost.ts';
import { costLimits, limitExceeded, parseWithinLimits, shapeRules } from './edge/operation-limits.ts';
import {
  admitOperation,
  gatewayContext,
  type ContextOptions,
  type GatewayContext,
} from './request-context.ts';

/** Close codes a client can act on: sign in again, or slow down. */
export const closeCodes = { invalidToken: 4401, rateLimited: 4429 } as const;

/** What one address and one connection may hold open. */
export const socketLimits = {
  connectionsPerAddress: 20,
  /** Subscriptions open at once on one connection. */
  subscriptionsPerConnection: 25,
  /**
   * Distinct subscriptions (other operations or variables) one caller may hold across its connections. Identical
   * ones share one upstream and one resolution per event, so only distinct ones add to what an event costs.
   */
  distinctPerCaller: 50,
} as const;

export interface SubscriptionServerOptions {
  httpServer: http.Server;
  /** The composed API schema: subscriptions are validated against what clients see. */
  apiSchema: GraphQLSchema;
  /** The gateway's query path: every field of an event beyond its id is resolved through it. */
  apollo: ApolloServer<GatewayContext>;
  /** The subgraphs; those with a Subscription type own those fields, and subscribe in their own context. */
  subgraphs: readonly SubscriptionOwner[];
  context: ContextOptions;
  events: EventBus;
  log: (message: string, error?: unknown) => void;
  /** Milliseconds between WebSocket pings to idle connections. */
  keepAliveMs?: number;
  /** The largest message a client may send (the HTTP body limit). */
  maxPayloadBytes: number;
  costModel: CostModel;
  /** The client's address behind the trusted proxies, as Express sees it for HTTP. */
  addressOf: (request: http.IncomingMessage) => string;
}

type SubscriptionOwner = Pick<Subgraph, 'schema' | 'services' | 'settings'>;

interface Plan {
  /** The owning subgraph's root-field subscription, selecting only the id of what changed. */
  upstream: DocumentNode;
  /** `upstream` printed: with the variables and the viewer, what makes subscribers identical. */
  upstreamKey: string;
  /** The subgraph that owns the field, whose schema, services and settings run the subscribe step. */
  owner: SubscriptionOwner;
  /** The client's selection as a query over `node(id:)`, run through the gateway for each event. */
  resolve: string;
  resolveVariables: string[];
  responseKey: string;
}

/**
 * GraphQL subscriptions for the federated API, which @apollo/gateway cannot execute. Clients connect with
 * graphql-ws to `/graphql` on the gateway's port, authenticated once at connection with the same session token
 * as HTTP. A subscription field is declared by the subgraph that owns its events, whose subscribe resolver
 * authorizes the caller and listens to the event bus; each event carries an id, and the fields the client
 * selected (from any subgraph) are resolved through the gateway's normal query path as `node(id:)`. Subscribers
 * with the same operation, variables, identity and language share one upstream subscription and one
 * resolution per event.
 */
export function startSubscriptionServer(options: SubscriptionServerOptions) {
  const owners = new Map<string, SubscriptionOwner>();
  for (const subgraph of options.subgraphs) {
    for (const name of Object.keys(subgraph.schema.getSubscriptionType()?.getFields() ?? {}))
      owners.set(name, subgraph);
  }
  const plans = new Map<string, Plan | GraphQLError>();
  const groups = new Map<string, Group>();
  const contexts = new WeakMap<object, GatewayContext>();
  /** Open subscriptions by connection, and the distinct groups each caller holds. */
  const open = new WeakMap<object, Set<string>>();
  const callerGroups = new Map<string, Set<string>>();
  const connections = new Map<string, number>();

  const wsServer = new WebSocketServer({
    server: options.httpServer,
    path: '/graphql',
    maxPayload: options.maxPayloadBytes,
    // Refused before the upgrade, with HTTP 429, when the address already holds its share of connections.
    verifyClient: ({ req }, accept) => {
      const address = addressCaller(options.addressOf(req));
      if ((connections.get(address) ?? 0) >= socketLimits.connectionsPerAddress) {
        accept(false, 429, 'Too many connections', { 'retry-after': '60' });
      } else {
        accept(true);
      }
    },
  });
  wsServer.on('connection', (socket, request) => {
    const address = addressCaller(options.addressOf(request));
    connections.set(address, (connections.get(address) ?? 0) + 1);
    socket.once('close', () => {
      const left = (connections.get(address) ?? 1) - 1;
      if (left > 0) connections.set(address, left);
      else connections.delete(address);
    });
  });

  /** An error for the socket as HTTP would send it: coded (validation errors as such), masked, without `http`. */
  const refuse = (error: GraphQLError, fallbackCode?: string) => {
    const coded =
      !error.extensions?.code && fallbackCode
        ? new GraphQLError(error.message, { nodes: error.nodes, extensions: { code: fallbackCode } })
        : error;
    const formatted = maskError(publicError(coded.toJSON(), coded, false), coded, { log: options.log });
    const { http: _http, ...extensions } = (formatted.extensions ?? {}) as Record<string, unknown>;
    return new GraphQLError(formatted.message, { extensions });
  };

  const disposable = useServer<Record<string, unknown>>(
    {
      schema: options.apiSchema,
      onConnect: async (ctx) => {
        const params = ctx.connectionParams ?? {};
        const headers: Record<string, string> = {};
        const authorization = params.authorization;
        if (typeof authorization === 'string' && authorization) headers.authorization = authorization;
        const language = params['accept-language'] ?? ctx.extra.request.headers['accept-language'];
        if (typeof language === 'string') headers['accept-language'] = language;
        const userAgent = ctx.extra.request.headers['user-agent'];
        if (userAgent) headers['user-agent'] = userAgent;
        try {
          const address = options.addressOf(ctx.extra.request);
          contexts.set(ctx, await gatewayContext(headers, randomUUID(), address, options.context));
          return true;
        } catch (error) {
          const code = (error as GraphQLError).extensions?.code;
          if (code === 'INVALID_TOKEN') {
            ctx.extra.socket.close(closeCodes.invalidToken, 'INVALID_TOKEN');
            return false;
          }
          if (code === 'RATE_LIMITED') {
            ctx.extra.socket.close(closeCodes.rateLimited, 'RATE_LIMITED');
            return false;
          }
          throw error;
        }
      },
      // The same limits as over HTTP, checked before anything runs: the caller's budget, the document's size and
      // shape, its text, its cost; and how many subscriptions the connection holds.
      onSubscribe: async (ctx, id, payload) => {
        const gateway = contexts.get(ctx);
        if (!gateway)
          return [refuse(new GraphQLError('Not connected', { extensions: { code: 'UNAUTHENTICATED' } }))];
        try {
          await admitOperation(gateway, options.context);
        } catch (error) {
          return [refuse(error as GraphQLError)];
        }
        const document = parseWithinLimits(payload.query);
        if (document instanceof GraphQLError) return [refuse(document)];
        const errors = validate(options.apiSchema, document, [...specifiedRules, ...shapeRules]);
        if (errors.length) {
          return errors.map((e) =>
            e.originalError instanceof GraphQLError
              ? refuse(e.originalError)
              : refuse(e, 'GRAPHQL_VALIDATION_FAILED'),
          );
        }
        const variables = payload.variables ?? {};
        const problem = findUnsafeText(variables);
        if (problem) {
          return [
            refuse(
              new GraphQLError(textProblemMessages[problem.problem], {
                extensions: { code: 'BAD_USER_INPUT', field: problem.path },
              }),
            ),
          ];
        }
        const operation = getOperationAST(document, payload.operationName);
        if (operation?.operation === 'subscription') {
          let cost: number;
          try {
            cost = operationCost(
              options.apiSchema,
              options.costModel,
              document,
              payload.operationName ?? undefined,
              variables,
            );
          } catch (error) {
            return [
              refuse(new GraphQLError((error as Error).message, { extensions: { code: 'BAD_USER_INPUT' } })),
            ];
          }
          const maximum = costLimits[gateway.caller.kind];
          if (cost > maximum) return [refuse(limitExceeded('cost', maximum, cost))];
          const ids = open.get(ctx) ?? new Set<string>();
          if (ids.size >= socketLimits.subscriptionsPerConnection) {
            return [
              refuse(
                new GraphQLError(
                  `A connection may hold ${socketLimits.subscriptionsPerConnection} subscriptions at once`,
                  { extensions: { code: 'RATE_LIMITED', retryAfter: 60 } },
                ),
              ),
            ];
          }
          ids.add(id);
          open.set(ctx, ids);
        }
        return {
          schema: options.apiSchema,
          document,
          variableValues: variables,
          operationName: payload.operationName ?? null,
          contextValue: { gateway, socket: ctx.extra.socket, id } satisfies SocketOperation,
        };
      },
      onComplete: (ctx, id) => {
        open.get(ctx)?.delete(id);
      },
      execute: (args) => executeOverSocket(options.apollo, args),
      subscribe: (args) => subscribeThroughGateway(args),
    },
    wsServer,
    options.keepAliveMs ?? 12_000,
  );
  // graphql-ws logs every socket error as an internal one. A frame over the size limit or a malformed frame is the
  // client's (ws has already closed the socket with the matching code, 1009 or 1002): only other errors are ours.
  wsServer.on('connection', (socket) => {
    socket.removeAllListeners('error');
    socket.on('error', (error: Error & { code?: string }) => {
      if (error.code?.startsWith('WS_ERR_')) return;
      options.log('WebSocket error', error);
      socket.close(1011, 'Internal server error');
    });
  });

  function planFor(args: ExecutionArgs): Plan | GraphQLError {
    const key = `${print(args.document)}\n${args.operationName ?? ''}`;
    let plan = plans.get(key);
    if (!plan) {
      plan = makePlan(args.document, args.operationName ?? undefined);
      if (plans.size < 1000) plans.set(key, plan);
    }
    return plan;
  }

  function makePlan(document: DocumentNode, operationName?: string): Plan | GraphQLError {
    const operation = getOperationAST(document, operationName);
    if (!operation || operation.operation !== 'subscription') {
      return planError('Expected a subscription operation');
    }
    const [root, ...rest] = operation.selectionSet.selections;
    if (!root || rest.length || root.kind !== Kind.FIELD) {
      return planError('A subscription selects exactly one field, written out (not in a fragment)');
    }
    const fieldName = root.name.value;
    const owner = owners.get(fieldName);
    const apiField = options.apiSchema.getSubscriptionType()?.getFields()[fieldName];
    if (!owner || !apiField) return planError(`No subgraph serves subscription ${fieldName}`);
    const typeName = getNamedType(apiField.type).name;
    if (!isObjectType(getNamedType(apiField.type))) {
      return planError(`Subscription ${fieldName} must return an object type`);
    }
    const responseKey = root.alias?.value ?? fieldName;
    const fragments = document.definitions.filter(
      (d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION,
    );

    const upstreamField: FieldNode = {
      ...root,
      selectionSet: {
        kind: Kind.SELECTION_SET,
        selections: [{ kind: Kind.FIELD, name: { kind: Kind.NAME, value: 'id' } }],
      },
    };
    const upstream: DocumentNode = {
      kind: Kind.DOCUMENT,
      definitions: [
        { ...operation, selectionSet: { kind: Kind.SELECTION_SET, selections: [upstreamField] } },
      ],
    };

    // The client's selection, under `node(id: $__eventId) { ... on Type { … } }`, keeping only the variables
    // it uses (the root field's arguments were for the subscription).
    const used = new Set<string>();
    const collect = (node: Parameters<typeof visit>[0]) =>
      visit(node, {
        Variable: (v) => {
          used.add(v.name.value);
        },
      });
    if (root.selectionSet) collect(root.selectionSet);
    for (const f of fragments) collect(f);
    const variableDefinitions: VariableDefinitionNode[] = [
      ...(operation.variableDefinitions ?? []).filter((d) => used.has(d.variable.name.value)),
      {
        kind: Kind.VARIABLE_DEFINITION,
        variable: { kind: Kind.VARIABLE, name: { kind: Kind.NAME, value: '__eventId' } },
        type: {
          kind: Kind.NON_NULL_TYPE,
          type: { kind: Kind.NAMED_TYPE, name: { kind: Kind.NAME, value: 'ID' } },
        },
      },
    ];
    const query: OperationDefinitionNode = {
      kind: Kind.OPERATION_DEFINITION,
      operation: 'query' as OperationDefinitionNode['operation'],
      name: operation.name,
      variableDefinitions,
      selectionSet: {
        kind: Kind.SELECTION_SET,
        selections: [
          {
            kind: Kind.FIELD,
            alias: { kind: Kind.NAME, value: responseKey },
            name: { kind: Kind.NAME, value: 'node' },
            arguments: [
              {
                kind: Kind.ARGUMENT,
                name: { kind: Kind.NAME, value: 'id' },
                value: { kind: Kind.VARIABLE, name: { kind: Kind.NAME, value: '__eventId' } },
              },
            ],
            selectionSet: {
              kind: Kind.SELECTION_SET,
              selections: [
                {
                  kind: Kind.INLINE_FRAGMENT,
                  typeCondition: { kind: Kind.NAMED_TYPE, name: { kind: Kind.NAME, value: typeName } },
                  selectionSet: root.selectionSet ?? { kind: Kind.SELECTION_SET, selections: [] },
                },
              ],
            },
          },
        ],
      },
    };
    return {
      upstream,
      upstreamKey: print(upstream),
      owner,
      resolve: print({ kind: Kind.DOCUMENT, definitions: [query, ...fragments] }),
      resolveVariables: [...used],
      responseKey,
    };
  }

  async function subscribeThroughGateway(
    args: ExecutionArgs,
  ): Promise<AsyncIterable<ExecutionResult> | ExecutionResult> {
    const operation = args.contextValue as SocketOperation | undefined;
    if (!operation)
      return { errors: [new GraphQLError('Not connected', { extensions: { code: 'UNAUTHENTICATED' } })] };
    const context = operation.gateway;
    const plan = planFor(args);
    if (plan instanceof GraphQLError) return { errors: [plan] };
    const variables = (args.variableValues ?? {}) as Record<string, unknown>;
    const resolveVariables = Object.fromEntries(
      plan.resolveVariables.filter((name) => name in variables).map((name) => [name, variables[name]]),
    );
    const key = JSON.stringify([
      plan.upstreamKey,
      variables,
      context.viewer?.userId ?? null,
      context.forwardedHeaders['accept-language'] ?? null,
    ]);

    let group = groups.get(key);
    if (!group) {
      const held = callerGroups.get(context.caller.key) ?? new Set<string>();
      if (held.size >= socketLimits.distinctPerCaller) {
        return {
          errors: [
            new GraphQLError(
              `A caller may hold ${socketLimits.distinctPerCaller} distinct subscriptions at once`,
              {
                extensions: { code: 'RATE_LIMITED', retryAfter: 60 },
              },
            ),
          ],
        };
      }
      const upstreamContext = await contextFromHeaders(
        { get: (name) => context.forwardedHeaders[name] ?? null },
        {
          prisma: options.context.prisma,
          identitySecret: options.context.identitySecret,
          events: options.events,
          limits: options.context.limits,
          services: plan.owner.services,
          settings: plan.owner.settings,
        },
      );
      const upstream = await subscribe({
        schema: plan.owner.schema,
        document: plan.upstream,
        variableValues: variables,
        contextValue: upstreamContext,
      });
      if (!(Symbol.asyncIterator in upstream)) return maskedResult(upstream, options.log);
      // Another subscriber may have opened the same group while this one was authorizing.
      const raced = groups.get(key);
      if (raced) {
        await upstream.return?.();
        group = raced;
      } else {
        group = new Group(
          upstream,
          async (event) => {
            if (event.errors?.length) return maskedResult(event, options.log);
            const id = (event.data?.[plan.responseKey] as { id?: string } | null)?.id;
            if (!id) return { data: { [plan.responseKey]: null } };
            // A fresh request per event: the session is checked again (a revoked one ends the subscription) and
            // the identity the subgraphs see is newly signed.
            const eventContext = await gatewayContext(
              context.forwardedHeaders,
              randomUUID(),
              context.caller.ip,
              options.context,
              { recheck: true },
            );
            const response = await options.apollo.executeOperation(
              { query: plan.resolve, variables: { ...resolveVariables, __eventId: id } },
              { contextValue: eventContext },
            );
            return response.body.kind === 'single'
              ? (response.body.singleResult as ExecutionResult)
              : { data: null };
          },
          options.log,
        );
        groups.set(key, group);
        held.add(key);
        callerGroups.set(context.caller.key, held);
        group.onEmpty = () => {
          groups.delete(key);
          held.delete(key);
          if (!held.size) callerGroups.delete(context.caller.key);
        };
      }
    }
    return group.join(operation);
  }

  return {
    wsServer,
    /** Open subscription groups (tests and the benchmark read this). */
    groupCount: () => groups.size,
    async stop() {
      await disposable.dispose();
      await new Promise<void>((resolve) => wsServer.close(() => resolve()));
    },
  };
}

/** A subscription the gateway cannot serve as written: the caller's to change. */
function planError(message: string) {
  return new GraphQLError(message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
}

/** One operation on one socket: what a subscription needs to send its events itself. */
interface SocketOperation {
  gateway: GatewayContext;
  socket: WebSocket;
  /** The client's id for the operation (graphql-ws). */
  id: string;
}

/**
 * One upstream subscription shared by every subscriber that asked the same thing as the same viewer: each
 * upstream event is resolved once, serialized once, and written to every subscriber's socket with only its
 * operation id prepended (graphql-ws's own path would serialize the same payload once per subscriber). The
 * upstream ends when the last subscriber leaves.
 */
class Group {
  private readonly subscribers = new Map<SocketOperation, string>();
  private readonly closers = new Set<() => void>();
  onEmpty: () => void = () => {};

  private readonly upstream: AsyncGenerator<ExecutionResult> | AsyncIterableIterator<ExecutionResult>;
  private readonly resolve: (event: ExecutionResult) => Promise<ExecutionResult>;
  private readonly log: (message: string, error?: unknown) => void;

  constructor(
    upstream: AsyncGenerator<ExecutionResult> | AsyncIterableIterator<ExecutionResult>,
    resolve: (event: ExecutionResult) => Promise<ExecutionResult>,
    log: (message: string, error?: unknown) => void,
  ) {
    this.upstream = upstream;
    this.resolve = resolve;
    this.log = log;
    void this.pump();
  }

  private async pump() {
    try {
      for await (const event of this.upstream) {
        const result = await this.resolve(event).catch((error: unknown): ExecutionResult => ({
          errors: [
            error instanceof GraphQLError && error.extensions?.code
              ? error
              : new GraphQLError('Could not resolve the event'),
          ],
        }));
        if (result.errors?.some((e) => e.extensions?.code === 'INVALID_TOKEN')) {
          // The session ended (signed out, revoked, expired) while subscribed: the same close as at connection,
          // on which the client signs the user out.
          for (const subscriber of this.subscribers.keys()) {
            subscriber.socket.close(closeCodes.invalidToken, 'INVALID_TOKEN');
          }
          return;
        }
        const payload = `,"type":"next","payload":${JSON.stringify(result)}}`;
        for (const [subscriber, head] of this.subscribers) {
          if (subscriber.socket.readyState === WebSocket.OPEN) subscriber.socket.send(head + payload);
        }
      }
    } catch (error) {
      // The event source failed (the bus went away mid-stream): its subscribers are completed, and may subscribe
      // again; the process goes on.
      this.log('A subscription stopped because its events could not be read', error);
    } finally {
      for (const close of this.closers) close();
    }
  }

  /**
   * The subscriber's stream for graphql-ws: it carries no results (they are written to the socket directly)
   * and ends when the client completes the operation or the upstream ends, when graphql-ws says "complete".
   */
  join(subscriber: SocketOperation): AsyncIterable<ExecutionResult> {
    return new Repeater<ExecutionResult>(async (_push, stop) => {
      this.subscribers.set(subscriber, `{"id":${JSON.stringify(subscriber.id)}`);
      this.closers.add(stop);
      await stop;
      this.subscribers.delete(subscriber);
      this.closers.delete(stop);
      if (!this.subscribers.size) {
        this.onEmpty();
        await this.upstream.return?.(undefined);
      }
    });
  }
}

/** Errors from subgraphs keep their code and message when coded; anything else is masked, as over HTTP. */
function maskedResult(
  result: ExecutionResult,
  log: (message: string, error?: unknown) => void,
): ExecutionResult {
  return {
    ...result,
    errors: result.errors?.map((error) => {
      if (typeof error.extensions?.code === 'string') {
        return new GraphQLError(error.message, { extensions: { code: error.extensions.code } });
      }
      log('Subscription failed', error);
      return new GraphQLError('Internal server error', { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    }),
  };
}

/** Queries and mutations sent over the socket take the same path as over HTTP. */
async function executeOverSocket(
  apollo: ApolloServer<GatewayContext>,
  args: ExecutionArgs,
): Promise<ExecutionResult> {
  const response = await apollo.executeOperation(
    {
      query: print(args.document),
      variables: (args.variableValues ?? {}) as Record<string, unknown>,
      operationName: args.operationName ?? undefined,
    },
    { contextValue: (args.contextValue as SocketOperation).gateway },
  );
  if (response.body.kind !== 'single') return { data: null };
  // Apollo Server's errors are already formatted (plain objects); graphql-ws formats GraphQLErrors itself.
  const { errors, ...result } = response.body.singleResult;
  return errors
    ? {
        ...(result as ExecutionResult),
        errors: errors.map(
          (e) => new GraphQLError(e.message, { path: e.path, extensions: e.extensions ?? {} }),
        ),
      }
    : (result as ExecutionResult);
}
