import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFolderStore } from '@platform/subgraph-kit/files/folder-store';
import type { FileService } from '@platform/subgraph-kit/files/service';
import type { GraphClient } from '@platform/subgraph-kit/subgraph';
import { createApp, type AppOptions } from './app.ts';

export interface RunningApp {
  url: string;
  graphql<T = unknown>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<{ status: number; headers: Headers; body: { data?: T; errors?: GraphQLErrorBody[] } }>;
  /** Relays pending events and lets the subgraphs' workers (the activity feed) act on them now. */
  drainEvents(): Promise<void>;
  /** The graph as the product's own processes ask it. */
  graph: GraphClient;
  /** The file store and upload receipts the upload routes use. */
  files: FileService;
  /** How many subscription groups listen: a test waits for its subscriptions before it makes their events. */
  subscriptionGroups(): number;
  stop(): Promise<void>;
}

export interface GraphQLErrorBody {
  message: string;
  extensions?: Record<string, unknown>;
}

/** The real product server on an ephemeral port, keeping uploads in a folder of its own unless given a store. */
export async function startTestApp(options: AppOptions): Promise<RunningApp> {
  const filesDir = options.fileStore ? null : await mkdtemp(path.join(tmpdir(), 'karnama-files-'));
  const app = await createApp({
    ...options,
    fileStore: options.fileStore ?? createFolderStore(filesDir!),
  });
  const url = await app.listen(0, '127.0.0.1');
  return {
    url,
    async graphql(query, variables = {}, headers = {}) {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, headers: response.headers, body: (await response.json()) as never };
    },
    drainEvents: () => app.drain(),
    graph: app.graph,
    files: app.files,
    subscriptionGroups: () => app.subscriptions.groupCount(),
    async stop() {
      await app.stop();
      if (filesDir) await rm(filesDir, { recursive: true, force: true });
    },
  };
}
