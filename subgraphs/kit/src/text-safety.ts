/**
 * Text PostgreSQL cannot store, or that is not text at all: a NUL character (PostgreSQL refuses it, error 22021) or a
 * lone UTF-16 surrogate (JSON allows `"\ud800"`; it is no character and would be stored as a replacement sign).
 */
export function isUnsafeText(value: string): boolean {
  return value.includes('\0') || !value.isWellFormed();
}

/** The path (`input.coverLetter`, `ids.2`) of the first unsafe string in a JSON value; null when there is none. */
export function findUnsafeText(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return isUnsafeText(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findUnsafeText(item, path ? `${path}.${i}` : String(i));
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findUnsafeText(item, path ? `${path}.${key}` : key);
      if (found !== null) return found;
    }
  }
  return null;
}
