import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import boundaries of `eslint.config.js`, tried on imports that cross them: each must be refused where it is
 * written, and allowed where it belongs.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function refused(filePath: string, specifier: string): Promise<boolean> {
  const [result] = await eslint.lintText(`import { x } from '${specifier}';\nexport const y = x;\n`, {
    filePath,
  });
  return result!.messages.some(
    (m) => m.ruleId === '@typescript-eslint/no-restricted-imports' || m.ruleId?.startsWith('boundaries/'),
  );
}

describe('import boundaries', () => {
  it.each([
    ['client/src/features/jobs/x.tsx', '@platform/db'],
    ['client/src/features/jobs/x.tsx', '@platform/subgraph-kit/cost'],
    ['client/src/features/jobs/x.tsx', '../echoBox/formatWhen.ts'],
    ['subgraphs/messaging/src/x.ts', '@platform/subgraph-jobs'],
    ['subgraphs/messaging/src/x.ts', '@platform/gateway/app'],
    ['subgraphs/jobs/src/x.ts', '@platform/schema/subgraphs'],
    ['subgraphs/kit/src/x.ts', '@platform/subgraph-accounts'],
    ['gateway/src/x.ts', '@platform/subgraph-accounts/testing'],
    ['gateway/src/x.ts', '@platform/subgraph-jobs/search'],
    ['gateway/src/x.test.ts', '@platform/subgraph-jobs/search'],
    ['schema/src/x.ts', '@platform/subgraph-jobs/schema'],
    ['prisma/src/x.ts', 'graphql'],
    ['prisma/src/x.ts', '@pothos/plugin-prisma'],
    ['prisma/src/x.ts', '@platform/subgraph-kit/catalogue'],
    ['schema/rules/src/x.ts', 'graphql'],
  ])('%s may not import %s', async (file, specifier) => {
    expect(await refused(file, specifier)).toBe(true);
  });

  it.each([
    ['client/src/features/jobs/x.tsx', '@platform/rules/jobs'],
    ['client/src/features/jobs/x.tsx', '../../ui/Checkbox.tsx'],
    ['subgraphs/messaging/src/x.ts', '@platform/subgraph-kit/subgraph'],
    ['subgraphs/messaging/src/x.ts', '@platform/db'],
    ['gateway/src/x.ts', '@platform/subgraph-kit/events'],
    ['gateway/src/x.ts', '@platform/schema/subgraphs'],
    ['gateway/src/x.test.ts', '@platform/subgraph-accounts/testing'],
    ['schema/src/x.ts', '@platform/subgraph-jobs'],
    // The payloads of the jobs' events the seed records too, built by the same code as the jobs subgraph's.
    ['prisma/src/seed/x.ts', '@platform/rules/job-events'],
    ['subgraphs/jobs/src/x.ts', '@platform/rules/job-events'],
  ])('%s may import %s', async (file, specifier) => {
    expect(await refused(file, specifier)).toBe(false);
  });

  it('leaves the gateway a dependency of nothing', () => {
    for (const name of [
      'subgraphs/accounts',
      'subgraphs/jobs',
      'subgraphs/messaging',
      'subgraphs/activity',
      'subgraphs/kit',
      'schema',
      'schema/rules',
      'prisma',
      'client',
    ]) {
      const manifest = JSON.parse(readFileSync(`${root}${name}/package.json`, 'utf8')) as Record<
        string,
        Record<string, string> | undefined
      >;
      const all = { ...manifest.dependencies, ...manifest.devDependencies };
      expect(all, name).not.toHaveProperty('@platform/gateway');
    }
  });
});
