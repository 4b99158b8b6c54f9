import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import { createFolderStore } from '@platform/subgraph-kit/files/folder-store';
import { createFileService, type FileService } from '@platform/subgraph-kit/files/service';
import type { Identity, Role } from '@platform/subgraph-kit/identity';
import { executeSubgraph } from '@platform/subgraph-kit/testing/execute';
import type { GraphClient } from '@platform/subgraph-kit/graph-client';
import { nodesGraph } from '@platform/subgraph-kit/testing/graph';
import { afterAll, beforeAll, expect } from 'vitest';
import { schema } from '../schema.ts';

/** The cities the tests' graph knows (the jobs subgraph's `places(kinds: [CITY])`). */
export const testCities = ['tehran', 'tabriz', 'baku'];

/** The rest of the graph as these tests need it: which nodes exist, and the cities. */
function testGraph(): GraphClient {
  const nodes = nodesGraph(() => true);
  return {
    query: async <T>(document: string, variables?: Record<string, unknown>) =>
      /\bplaces\s*\(/.test(document)
        ? ({ places: testCities.map((id) => ({ id })) } as T)
        : nodes.query<T>(document, variables),
  };
}

/** The settings the tests run with: a printer's keys signed with a secret of their own. */
export const testSettings = { resumeSecret: 'a résumé printer secret of the tests, 32+ long' };

/**
 * What the collaborators module tests share: a database and a file store of the file's own, people to act as, the
 * schema run as one.
 */
export function collaboratorsTests() {
  let db: TestDatabase | undefined;
  let folder: string | undefined;
  let fileService: FileService | undefined;
  beforeAll(async () => {
    db = await createTestDatabase();
    folder = await mkdtemp(path.join(tmpdir(), 'collaborators-files-'));
    fileService = createFileService({
      store: createFolderStore(folder),
      secret: 'collaborators-test-file-secret',
    });
  });
  afterAll(async () => {
    await db?.drop();
    if (folder) await rm(folder, { recursive: true, force: true });
  });
  const database = () => db!;
  const files = () => fileService!;

  async function person(name: string, roles: Role[] = ['JOB_SEEKER']): Promise<Identity> {
    const user = await database().prisma.user.create({
      data: { displayName: name, roles, registeredAt: new Date() },
    });
    return { userId: user.id, sessionId: 'session', roles, registered: true };
  }

  const run = <T>(
    query: string,
    variables: Record<string, unknown> = {},
    viewer?: Identity,
    locale?: string,
  ) =>
    executeSubgraph<T>(schema, database().prisma, query, variables, {
      viewer,
      headers: locale ? { 'accept-language': locale } : undefined,
      services: {},
      settings: testSettings,
      files: files(),
      graph: testGraph(),
    });

  async function data<T>(
    query: string,
    variables: Record<string, unknown> = {},
    viewer?: Identity,
    locale?: string,
  ) {
    const result = await run<T>(query, variables, viewer, locale);
    expect(result.errors).toBeUndefined();
    return result.data!;
  }

  /** A person with a published profile at `slug`: its owner and the profile's global id. */
  async function publishedCollaborator(slug: string) {
    const owner = await person(slug);
    const saved = await data<{ saveCollaboratorProfile: { data: { id: string } } }>(
      `mutation ($input: CollaboratorProfileInput!) { saveCollaboratorProfile(input: $input) {
        ... on MutationSaveCollaboratorProfileSuccess { data { id } } } }`,
      {
        input: {
          slug,
          displayName: 'Sara Ahmadi',
          expertise: ['FRONTEND'],
          skills: ['React'],
          yearsOfExperience: 5,
          availability: 'AVAILABLE',
          remote: true,
          languages: ['fa'],
          words: [{ locale: 'fa', headline: 'توسعه‌دهندهٔ React' }],
        },
      },
      owner,
    );
    await data(`mutation { publishCollaboratorProfile { __typename } }`, {}, owner);
    return { owner, id: saved.saveCollaboratorProfile.data.id };
  }

  /** A contact request's input to the profile `collaboratorId`, with `more` over it. */
  const request = (collaboratorId: string, more: Record<string, unknown> = {}) => ({
    collaboratorId,
    subject: 'A shop in Persian',
    message: 'We need a right-to-left storefront built with React by the spring.',
    budgetRials: 900_000_000,
    deadline: '2099-03-20',
    ...more,
  });

  return { database, files, person, run, data, publishedCollaborator, request };
}
