/**
 * Text PostgreSQL cannot store, or that is not text at all: a NUL character (PostgreSQL refuses it, error 22021) or a
 * lone UTF-16 surrogate (JSON allows `"\ud800"`; it is no character and would be stored as a replacement sign).
 */
export function isUnsafeText(value: string): boolean {
  return value.includes('\0') || !value.isWellFormed();
}

/** Variables are forms and filters, a few levels deep; deeper nesting is no input of ours. */
export const maxInputDepth = 16;

export type TextProblem = { path: string; problem: 'UNSAFE_TEXT' | 'TOO_DEEP' };

/**
 * The first problem in a JSON value from a client: a string that is no storable text, or nesting deeper than
 * `maxInputDepth`, with its path (`input.coverLetter`, `ids.2`); null when there is none. Iterative, so that no
 * nesting overflows the stack.
 */
export function findUnsafeText(value: unknown): TextProblem | null {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (pending.length) {
    const item = pending.pop()!;
    if (typeof item.value === 'string') {
      if (isUnsafeText(item.value)) return { path: item.path, problem: 'UNSAFE_TEXT' };
      continue;
    }
    if (!item.value || typeof item.value !== 'object') continue;
    if (item.depth >= maxInputDepth) return { path: item.path, problem: 'TOO_DEEP' };
    const entries = Array.isArray(item.value) ? item.value.entries() : Object.entries(item.value);
    for (const [key, child] of entries) {
      pending.push({
        value: child,
        path: item.path ? `${item.path}.${key}` : String(key),
        depth: item.depth + 1,
      });
    }
  }
  return null;
}
