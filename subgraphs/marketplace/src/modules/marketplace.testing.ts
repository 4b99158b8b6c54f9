import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import { createFolderStore } from '@platform/subgraph-kit/files/folder-store';
import { storePicture } from '@platform/subgraph-kit/files/images';
import { createFileService, type FileService } from '@platform/subgraph-kit/files/service';
import type { Identity, Role } from '@platform/subgraph-kit/identity';
import { executeSubgraph } from '@platform/subgraph-kit/testing/execute';
import { nodesGraph } from '@platform/subgraph-kit/testing/graph';
import { testImage } from '@platform/subgraph-kit/testing/images';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { schema } from '../schema.ts';

export const testSettings = {
  viewSecret: 'a view hash secret of the tests, 32+ characters long',
  inspectionDays: 7,
  smtpUrl: null,
  mailDir: path.join(tmpdir(), 'marketplace-test-mail'),
  mailFrom: 'Karnama <no-reply@karnama.local>',
  mailRetrySeconds: 30,
  publicUrl: null,
};

/**
 * What the marketplace module tests share: a database and a file store of the file's own, people to act as, the
 * collaborators the graph says are published, the schema run as one.
 */
export function marketplaceTests() {
  let db: TestDatabase | undefined;
  let folder: string | undefined;
  let fileService: FileService | undefined;
  const published = new Set<string>();
  beforeAll(async () => {
    db = await createTestDatabase();
    folder = await mkdtemp(path.join(tmpdir(), 'marketplace-files-'));
    fileService = createFileService({
      store: createFolderStore(folder),
      secret: 'marketplace-test-file-secret',
    });
  });
  afterAll(async () => {
    await db?.drop();
    if (folder) await rm(folder, { recursive: true, force: true });
  });
  const database = () => db!;
  const files = () => fileService!;

  async function person(name: string, roles: Role[] = ['COLLABORATOR']): Promise<Identity> {
    const user = await database().prisma.user.create({
      data: { displayName: name, roles, registeredAt: new Date() },
    });
    return { userId: user.id, sessionId: 'session', roles, registered: true };
  }

  /** A collaborator's profile id the graph answers for (published), as a global id. */
  function collaborator(): string {
    const id = randomUUID();
    published.add(id);
    return encodeGlobalID('Collaborator', id);
  }

  /** A picture stored as `/uploads/pictures` would, and its receipt for `who`. */
  async function upload(who: Identity, color = '#0f766e') {
    const stored = await storePicture(files().store, await testImage({ width: 1200, height: 800, color }));
    const receipt = await files().receipts.issue(who.userId, stored.key, {
      width: stored.width,
      height: stored.height,
    });
    return { ...stored, receipt };
  }

  const run = <T>(
    query: string,
    variables: Record<string, unknown> = {},
    viewer?: Identity,
    options: { locale?: string; caller?: string } = {},
  ) =>
    executeSubgraph<T>(schema, database().prisma, query, variables, {
      viewer,
      headers: {
        ...(options.locale ? { 'accept-language': options.locale } : {}),
        ...(options.caller ? { 'x-platform-caller': options.caller } : {}),
      },
      services: {},
      settings: testSettings,
      files: files(),
      graph: nodesGraph((typename, id) => typename === 'Collaborator' && published.has(id)),
    });

  async function data<T>(
    query: string,
    variables: Record<string, unknown> = {},
    viewer?: Identity,
    options: { locale?: string; caller?: string } = {},
  ) {
    const result = await run<T>(query, variables, viewer, options);
    expect(result.errors).toBeUndefined();
    return result.data!;
  }

  return { database, files, person, collaborator, upload, run, data };
}
