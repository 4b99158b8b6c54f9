import { jwtVerify, SignJWT } from 'jose';

const audience = 'assessments.report';
/** Long enough to print one report, retries included; too short to be worth keeping. */
const lifetime = '15m';

const key = (secret: string) => new TextEncoder().encode(secret);

/**
 * A key that opens one session's results page without its taker's sign-in, for the printer that turns the page
 * into the e-mailed PDF. It names the session's token and expires in minutes; only this subgraph's secret makes one.
 */
export function signReportKey(secret: string, sessionToken: string): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sessionToken)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(lifetime)
    .sign(key(secret));
}

/** Whether `reportKey` is a live key for the session with this token (decided without reading the database). */
export async function reportKeyOpens(
  secret: string,
  reportKey: string,
  sessionToken: string,
): Promise<boolean> {
  try {
    const { payload } = await jwtVerify(reportKey, key(secret), { audience, algorithms: ['HS256'] });
    return payload.sub === sessionToken;
  } catch {
    return false;
  }
}
