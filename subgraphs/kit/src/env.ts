import { z } from 'zod';

/**
 * Parses the environment with a zod schema, reporting every problem at once. Services call this at start-up
 * so that a misconfiguration stops them before they serve anything.
 */
export function parseEnv<S extends z.ZodType>(
  schema: S,
  source: Record<string, string | undefined> = process.env,
): z.infer<S> {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues
    .map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`)
    .join('\n');
  throw new Error(`Invalid configuration:\n${problems}`);
}

export const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
export const postgresUrl = z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL');
