/** A code as people type it: trimmed, upper case. */
export const normalizedCode = (code: string) => code.trim().toUpperCase();
