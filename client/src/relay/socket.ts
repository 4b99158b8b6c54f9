import type { Client, createClient as CreateClient } from 'graphql-ws';
import { Observable, type RequestParameters, type SubscribeFunction, type Variables } from 'relay-runtime';

/** What a live feature needs to know about the subscription socket. */
export type SocketState = 'connecting' | 'connected' | 'disconnected';

/** The gateway closes a socket whose session token is no longer valid with this code. */
export const INVALID_TOKEN_CLOSE_CODE = 4401;

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

/**
 * How long to wait before reconnection attempt `retries` (0 for the first): exponential, capped at 30 s, with
 * "equal jitter" (a random half on top of a fixed half) so that the clients a server restart dropped do not all
 * come back at the same moment, yet none retries at once.
 */
export function retryDelayMs(retries: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, retries));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

function closeCode(errorOrClose: unknown): number | undefined {
  if (typeof errorOrClose !== 'object' || errorOrClose === null || !('code' in errorOrClose))
    return undefined;
  const { code } = errorOrClose as { code: unknown };
  return typeof code === 'number' ? code : undefined;
}

/**
 * Every failure is worth another attempt (a browser reports a refused connection as an error event, not a close)
 * except a rejected session, which only signing in again fixes.
 */
export function shouldRetry(errorOrClose: unknown): boolean {
  return closeCode(errorOrClose) !== INVALID_TOKEN_CLOSE_CODE;
}

export interface SocketStatus {
  get(): SocketState;
  subscribe(listener: () => void): () => void;
}

/** A tiny store for the socket's state, read by components with `useSyncExternalStore`. */
export function createSocketStatus(initial: SocketState = 'disconnected') {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: SocketState) {
      if (next === state) return;
      state = next;
      for (const listener of [...listeners]) listener();
    },
  };
}

export interface SocketOptions {
  url: string | (() => string);
  /** Read at every connection attempt, so a reconnect sends the current token and language. */
  connectionParams: () => Record<string, string>;
  /** The gateway refused the session token: the same as an HTTP INVALID_TOKEN. */
  onInvalidToken: () => void;
  webSocketImpl?: unknown;
  /** How often the client pings, and how long it waits for the pong before it drops the socket and reconnects. */
  keepAliveMs?: number;
  pongTimeoutMs?: number;
  /** Pages that unsubscribe and subscribe again while navigating keep the socket. */
  lazyCloseTimeoutMs?: number;
  random?: () => number;
}

export interface Socket {
  subscribe: SubscribeFunction;
  status: SocketStatus;
  dispose(): void;
}

/** Turns what graphql-ws reports to a subscription's sink into an Error Relay can hand to `onError`. */
function asError(failure: unknown): Error {
  if (failure instanceof Error) return failure;
  if (Array.isArray(failure)) {
    const messages = failure.map((e) => (e as { message?: unknown }).message).filter(Boolean);
    return Object.assign(new Error(messages.join('; ') || 'Subscription failed'), { graphQLErrors: failure });
  }
  const code = closeCode(failure);
  return new Error(code === undefined ? 'Subscription failed' : `Socket closed (${code})`);
}

/**
 * The subscription side of the Relay network: one graphql-ws client per identity, loaded and connecting with the
 * first subscription (pages without one carry no WebSocket client), pinging to notice dead connections,
 * reconnecting forever with back-off and resubscribing what was active, except after a 4401 (invalid session).
 */
export function createSocket(options: SocketOptions): Socket {
  const status = createSocketStatus();
  const random = options.random ?? Math.random;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;
  let client: Client | undefined;
  let disposed = false;
  let loading: Promise<Client> | undefined;
  const connect = () =>
    (loading ??= import('graphql-ws').then(
      ({ createClient }) => {
        client = createGraphqlWsClient(createClient);
        return client;
      },
      (failure: unknown) => {
        // The module did not arrive (offline, a new deploy): the next subscription tries again.
        loading = undefined;
        throw failure;
      },
    ));

  const createGraphqlWsClient = (createClient: typeof CreateClient): Client =>
    createClient({
      url: typeof options.url === 'function' ? options.url : () => options.url as string,
      connectionParams: options.connectionParams,
      lazy: true,
      lazyCloseTimeout: options.lazyCloseTimeoutMs ?? 3_000,
      keepAlive: options.keepAliveMs ?? 10_000,
      retryAttempts: Number.POSITIVE_INFINITY,
      retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, retryDelayMs(retries, random))),
      shouldRetry,
      ...(options.webSocketImpl ? { webSocketImpl: options.webSocketImpl } : {}),
      on: {
        // A retry's attempt is still "disconnected" for the user: the live view is not live until it succeeds.
        connecting: (isRetry) => status.set(isRetry ? 'disconnected' : 'connecting'),
        connected: () => status.set('connected'),
        closed: (event) => {
          clearTimeout(pongTimer);
          status.set('disconnected');
          if (closeCode(event) === INVALID_TOKEN_CLOSE_CODE) options.onInvalidToken();
        },
        ping: (received) => {
          if (received) return;
          clearTimeout(pongTimer);
          pongTimer = setTimeout(() => client?.terminate(), options.pongTimeoutMs ?? 5_000);
        },
        pong: (received) => {
          if (received) clearTimeout(pongTimer);
        },
      },
    });

  const subscribe: SubscribeFunction = (request: RequestParameters, variables: Variables) =>
    Observable.create((sink) => {
      let unsubscribe: (() => void) | undefined;
      let ended = false;
      connect().then(
        (ready) => {
          if (ended || disposed) return;
          unsubscribe = ready.subscribe(
            { operationName: request.name, query: request.text ?? '', variables },
            {
              next: (value) => sink.next(value as never),
              error: (failure) => sink.error(asError(failure)),
              complete: () => sink.complete(),
            },
          );
        },
        (failure: unknown) => sink.error(asError(failure)),
      );
      return () => {
        ended = true;
        unsubscribe?.();
      };
    });

  return {
    subscribe,
    status,
    dispose() {
      disposed = true;
      clearTimeout(pongTimer);
      void client?.dispose();
      status.set('disconnected');
    },
  };
}
