import { useSyncExternalStore } from 'react';
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
  return useSyncExternalStore(status.subscribe, status.get);
}
