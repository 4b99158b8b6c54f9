import { Environment, RecordSource, Store } from 'relay-runtime';
import { reportTransportError } from '../app/reportTransportError';
import { createNetwork, invalidTokenError, socketConnectionParams, socketUrl } from './network';
import { createSocket, type Socket } from './socket';
import { attachSocketStatus } from './useSocketState';

function createEnvironment(): { environment: Environment; socket: Socket } {
  const socket = createSocket({
    url: () => socketUrl(),
    connectionParams: () => socketConnectionParams(),
    onInvalidToken: () => void reportTransportError(invalidTokenError()),
  });
  const environment = new Environment({
    network: createNetwork({ onFailure: reportTransportError, subscribe: socket.subscribe }),
    store: new Store(new RecordSource(), { gcReleaseBufferSize: 10 }),
  });
  attachSocketStatus(environment, socket.status);
  return { environment, socket };
}

let current = createEnvironment();
let identity = 0;

/** The environment of the signed-in identity (or of the visitor); route loaders start their queries in it. */
export function currentEnvironment(): Environment {
  return current.environment;
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
  current.socket.dispose();
  current = createEnvironment();
  identity += 1;
}
