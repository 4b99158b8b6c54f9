import { Environment, RecordSource, Store } from 'relay-runtime';
import type { RelayRecords } from '../app/boot';
import { reportTransportError } from '../app/reportTransportError';
import { prepareToasts } from '../app/toast';
import { createNetwork, invalidTokenError, socketConnectionParams, socketUrl } from './network';
import { createSocket, type Socket } from './socket';
import { attachSocketStatus } from './useSocketState';

interface Current {
  environment: Environment;
  socket: Socket;
  /** Holds the records the server rendered the page with, for a visitor: no session applies to it. */
  serverSnapshot: boolean;
  /** Until the first page has loaded: those records are what the server has just answered for it. */
  freshRecords: boolean;
}

function createEnvironment(records?: RelayRecords): Current {
  const socket = createSocket({
    url: () => socketUrl(),
    connectionParams: () => socketConnectionParams(),
    onInvalidToken: () => void reportTransportError(invalidTokenError()),
  });
  const environment = new Environment({
    network: createNetwork({
      onFailure: reportTransportError,
      // A failed call is told in a notification, so what notifications need loads as calls start.
      onRequest: () => void prepareToasts().catch(() => undefined),
      subscribe: socket.subscribe,
    }),
    store: new Store(new RecordSource(records), { gcReleaseBufferSize: 10 }),
  });
  attachSocketStatus(environment, socket.status);
  return { environment, socket, serverSnapshot: records !== undefined, freshRecords: records !== undefined };
}

let current: Current | null = null;
let identity = 0;
/**
 * What the server gives a request's route loaders (React Router's request context): each request renders in an
 * environment of its own.
 */
export interface RequestContext {
  relayEnvironment: Environment;
}

/** The environment of the browser's signed-in identity (or of the visitor). */
export function currentEnvironment(): Environment {
  if (typeof window === 'undefined')
    throw new Error('On the server, a route loader finds its environment in its context (environmentOf)');
  current ??= createEnvironment();
  return current.environment;
}

/** Where a route loader starts its queries: the request's environment on the server, the identity's in the browser. */
export function environmentOf(args: { context?: unknown }): Environment {
  return (args.context as Partial<RequestContext> | undefined)?.relayEnvironment ?? currentEnvironment();
}

/**
 * Starts the browser's environment with the records the server rendered the page from, so the page hydrates
 * without asking the graph again.
 */
export function startFromServerRecords(records: RelayRecords): void {
  current?.socket.dispose();
  current = createEnvironment(records);
}

/**
 * True while the environment holds what the server rendered for a visitor: the page hydrates as the server
 * rendered it, and a stored session applies from the next identity change on.
 */
export function isServerSnapshot(): boolean {
  return current?.serverSnapshot === true;
}

/**
 * True while the first page's loaders run on the records the server rendered that page from, a moment ago: a query
 * that asks the network again each time it is loaded (its data changes from other pages) need not ask it now.
 */
export function holdsFreshServerRecords(environment: unknown): boolean {
  return current !== null && current.environment === environment && current.freshRecords;
}

/** The first page has loaded: later loads ask as their queries say. */
export function firstPageLoaded(): void {
  if (current) current.freshRecords = false;
}

/** Bumped whenever somebody signs in or out, so that route loaders holding older data run again. */
export function identityVersion(): number {
  return identity;
}

/**
 * Starts over with an empty store after a sign-in or sign-out, so nothing the previous identity could see stays
 * in memory. Pages pick the new environment up with the next navigation's loader data. The previous identity's
 * subscription socket closes; the new one connects with the new token when something subscribes.
 */
export function resetEnvironment(): void {
  current?.socket.dispose();
  current = createEnvironment();
  identity += 1;
}
