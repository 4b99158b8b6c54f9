import { jwtVerify, SignJWT } from 'jose';

/** Long enough to print one page, retries included; too short to be worth keeping. */
const lifetime = '15m';

const key = (secret: string) => new TextEncoder().encode(secret);

/**
 * A key that opens one private page without its owner's sign-in, for the printer that turns the page into a PDF (a
 * test's results for the e-mailed report, a résumé for its download). It names what it opens (`subject`) for one
 * purpose (`audience`, e.g. `assessments.report`) and expires in minutes; only the subgraph's secret makes one.
 */
export function signPrintKey(secret: string, audience: string, subject: string): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(subject)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(lifetime)
    .sign(key(secret));
}

/**
 * What a live key for this purpose opens (its subject), or null for a key that is malformed, expired, signed with
 * another secret or made for another purpose. Decided without reading the database.
 */
export async function printKeySubject(
  secret: string,
  audience: string,
  printKey: string,
): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(printKey, key(secret), { audience, algorithms: ['HS256'] });
    return payload.sub ?? null;
  } catch {
    return null;
  }
}
