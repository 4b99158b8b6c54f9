import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import type { IEnvironment } from 'relay-runtime';
import type { SocketState, SocketStatus } from './socket';

const statuses = new WeakMap<IEnvironment, SocketStatus>();

const noSocket: SocketStatus = { get: () => 'disconnected', subscribe: () => () => undefined };

/** Links an environment to the state of its subscription socket (each identity has its own). */
export function attachSocketStatus(environment: IEnvironment, status: SocketStatus): void {
  statuses.set(environment, status);
}

/**
 * Whether the current environment's subscription socket is live: views that update by subscription fall back to
 * polling (or say so) while it is not.
 */
export function useSocketState(): SocketState {
  const status = statuses.get(useRelayEnvironment()) ?? noSocket;
  return useSyncExternalStore(status.subscribe, status.get, status.get);
}

/**
 * Runs `callback` when the socket is back after it was lost (events sent meanwhile were missed), not when it
 * first connects: a reconnection goes from "disconnected" straight to "connected", a first connection through
 * "connecting".
 */
export function useReconnected(callback: () => void): void {
  const state = useSocketState();
  const previous = useRef(state);
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => {
    const before = previous.current;
    previous.current = state;
    if (before === 'disconnected' && state === 'connected') latest.current();
  }, [state]);
}
