import { Environment, RecordSource, Store } from 'relay-runtime';
import { reportTransportError } from '../app/reportTransportError';
import { createNetwork } from './network';

function createEnvironment(): Environment {
  return new Environment({
    network: createNetwork({ onFailure: reportTransportError }),
    store: new Store(new RecordSource(), { gcReleaseBufferSize: 10 }),
  });
}

let environment = createEnvironment();
let identity = 0;

/** The environment of the signed-in identity (or of the visitor); route loaders start their queries in it. */
export function currentEnvironment(): Environment {
  return environment;
}

/** Bumped whenever somebody signs in or out, so that route loaders holding older data run again. */
export function identityVersion(): number {
  return identity;
}

/**
 * Starts over with an empty store after a sign-in or sign-out, so nothing the previous identity could see stays
 * in memory. Pages pick the new environment up with the next navigation's loader data.
 */
export function resetEnvironment(): void {
  environment = createEnvironment();
  identity += 1;
}
