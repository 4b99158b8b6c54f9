import { randomBytes } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';

/** What every page's CSP says: our origin only, images also inline and from blobs (previews), never framed. */
const everyPage = {
  defaultSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** HSTS is sent by hand, over HTTPS only. */
const sharedHeaders = {
  strictTransportSecurity: false,
  // The same as `frame-ancestors 'none'`, for browsers that read only this header.
  xFrameOptions: { action: 'deny' as const },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
};

const google = {
  script: 'https://accounts.google.com/gsi/client',
  style: 'https://accounts.google.com/gsi/style',
  frame: 'https://accounts.google.com/gsi/',
};

export interface SecurityHeaderOptions {
  /** Google Identity Services is configured: its script, style and frame are allowed. */
  googleSignIn: boolean;
}

/**
 * Security headers with helmet for the web client and the API: a strict CSP (scripts and styles from our origin,
 * inline ones only with this response's nonce, in `res.locals.cspNonce`; no framing), nosniff, a strict referrer
 * policy. HSTS is sent only on requests that came over HTTPS (behind a proxy, as TRUST_PROXY tells), since over
 * plain HTTP it would mean nothing.
 */
export function securityHeaders(options: SecurityHeaderOptions): RequestHandler {
  const googleOnly = (source: string) => (options.googleSignIn ? [source] : []);
  const nonce = (_req: unknown, res: unknown) => `'nonce-${(res as Response).locals.cspNonce as string}'`;
  const site = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...everyPage,
        scriptSrc: ["'self'", nonce, ...googleOnly(google.script)],
        // Style attributes in the HTML are refused too (a nonce does not apply to them): server-rendered pages
        // carry none, and what React sets in the browser goes through the DOM, which no CSP governs.
        styleSrc: ["'self'", nonce, ...googleOnly(google.style)],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...googleOnly(google.frame)],
        frameSrc: googleOnly(google.frame).length ? googleOnly(google.frame) : ["'none'"],
      },
    },
    ...sharedHeaders,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  return (req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    if (req.secure) res.setHeader('strict-transport-security', 'max-age=31536000; includeSubDomains');
    site(req, res, next);
  };
}

/**
 * GraphiQL's page: its editor (Monaco) sets styles inline and runs its language services in workers made from
 * blobs, so its CSP allows those, and nothing else that the site's does not.
 */
export const graphiqlSecurityHeaders: RequestHandler = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      ...everyPage,
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
    },
  },
  ...sharedHeaders,
});
