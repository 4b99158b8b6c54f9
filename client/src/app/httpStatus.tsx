import { createContext, useContext } from 'react';

/**
 * Where a page rendered on the server says its HTTP status (a job, a test or a certificate that does not exist:
 * 404), from the same query that rendered it. The browser provides none.
 */
export const HttpStatusContext = createContext<((status: number) => void) | null>(null);

/** Renders nothing; on the server, the page answers `code`. */
export function HttpStatus({ code }: { code: number }) {
  useContext(HttpStatusContext)?.(code);
  return null;
}
