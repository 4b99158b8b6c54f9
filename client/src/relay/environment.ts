import { Environment, RecordSource, Store } from 'relay-runtime';
import { reportTransportError } from '../app/reportTransportError';
import { createNetwork } from './network';

export const environment = new Environment({
  network: createNetwork({ onFailure: reportTransportError }),
  store: new Store(new RecordSource(), { gcReleaseBufferSize: 10 }),
});
