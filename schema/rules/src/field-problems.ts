import type { z } from 'zod';

export interface FieldProblem {
  path: string;
  code: string;
}

/**
 * The problems of a failed parse as (path, code) pairs. Rules put a stable code in each message (e.g.
 * `FULL_NAME_REQUIRED`); the client translates codes, so the same rule reads well in fa, en and az.
 */
export function fieldProblems(error: z.ZodError, prefix = 'input'): FieldProblem[] {
  return error.issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter(Boolean).join('.'),
    code: /^[A-Z][A-Z0-9_]+$/.test(issue.message) ? issue.message : 'INVALID',
  }));
}
