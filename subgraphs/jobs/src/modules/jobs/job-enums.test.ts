import { readFileSync } from 'node:fs';
import { experienceLevels, jobTypes } from '@platform/rules/jobs';
import { describe, expect, it } from 'vitest';

const prismaSchema = readFileSync(
  new URL('../../../../../prisma/schema/jobs.prisma', import.meta.url),
  'utf8',
);

/** The values of an enum of the Prisma schema, in order. */
function prismaEnum(name: string): string[] {
  const body = new RegExp(`enum ${name} \\{([^}]*)\\}`).exec(prismaSchema)?.[1];
  if (!body) throw new Error(`No enum ${name} in jobs.prisma`);
  return body
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

describe('the lists of @platform/rules', () => {
  it('are the database enums, value for value', () => {
    expect(prismaEnum('JobType')).toEqual([...jobTypes]);
    expect(prismaEnum('ExperienceLevel')).toEqual([...experienceLevels]);
  });
});
