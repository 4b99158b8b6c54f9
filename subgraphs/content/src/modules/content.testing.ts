import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import type { Identity, Role } from '@platform/subgraph-kit/identity';
import { executeSubgraph } from '@platform/subgraph-kit/testing/execute';
import { nodesGraph } from '@platform/subgraph-kit/testing/graph';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, expect } from 'vitest';
import { parseContentSettings } from '../env.ts';
import { schema } from '../schema.ts';
import { createCaptcha } from './captcha/captcha.service.ts';

/** A cheap captcha for tests: at most 20 hashes to solve. */
export const testSettings = parseContentSettings({
  CAPTCHA_SECRET: 'content-test-captcha-secret-0123456789',
  CAPTCHA_MAX_NUMBER: '20',
});

/** Solves a challenge as the browser does, and packs the solution as the form sends it. */
export async function solve(challengeJson: string): Promise<string> {
  const challenge = JSON.parse(challengeJson) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * What content's module tests share: a database of the test file's own, people to act as, and the schema run as
 * one of them with the subgraph's services made from cheap test settings.
 */
export function contentTests() {
  let db: TestDatabase | undefined;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db?.drop());
  const database = () => db!;
  const captcha = createCaptcha({
    secret: testSettings.captchaSecret,
    maxNumber: testSettings.captchaMaxNumber,
    ttlSeconds: testSettings.captchaTtlSeconds,
  });

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
    headers?: Record<string, string>,
  ) =>
    executeSubgraph<T>(schema, database().prisma, query, variables, {
      viewer,
      headers,
      services: { captcha },
      settings: testSettings,
      graph: nodesGraph(() => true),
    });

  async function data<T>(query: string, variables: Record<string, unknown> = {}, viewer?: Identity) {
    const result = await run<T>(query, variables, viewer);
    expect(result.errors).toBeUndefined();
    return result.data!;
  }

  /** A solved captcha, fresh from the subgraph. */
  async function solvedCaptcha() {
    const { captchaChallenge } = await data<{ captchaChallenge: string }>('{ captchaChallenge }');
    return solve(captchaChallenge);
  }

  return { database, person, run, data, solvedCaptcha, captcha, settings: testSettings };
}
