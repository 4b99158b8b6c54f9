import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

const clients: Client[] = [];

/** A graphql-ws client of the gateway at `baseUrl`, signed in with `token` when given. */
export function connect(baseUrl: string, token?: string, closed?: (code: number) => void) {
  const client = createClient({
    url: `${baseUrl.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}`, 'accept-language': 'en' } : {},
    retryAttempts: 0,
    lazy: true,
    on: { closed: (event) => closed?.((event as { code: number }).code) },
  });
  clients.push(client);
  return client;
}

export async function disposeClients() {
  for (const client of clients.splice(0)) await client.dispose();
}

type Result = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};

export interface Received {
  results: Result[];
  /** The next result, waiting up to 5 s. */
  next(): Promise<Result>;
  stop(): void;
}

/** Subscribes and keeps what arrives. */
export function listen(client: Client, query: string, variables: Record<string, unknown> = {}): Received {
  const results: Result[] = [];
  const waiting: ((r: Result) => void)[] = [];
  let seen = 0;
  const arrived = (result: Result) => {
    results.push(result);
    waiting.shift()?.(result);
  };
  const stop = client.subscribe(
    { query, variables },
    {
      next: (result) => arrived(result as Result),
      error: (error) => arrived({ errors: Array.isArray(error) ? error : [{ message: String(error) }] }),
      complete: () => {},
    },
  );
  return {
    results,
    next: () =>
      new Promise((resolve, reject) => {
        if (results.length > seen) return resolve(results[seen++]!);
        const timer = setTimeout(() => reject(new Error('No event within 5 s')), 5_000);
        waiting.push((r) => {
          clearTimeout(timer);
          seen++;
          resolve(r);
        });
      }),
    stop,
  };
}
