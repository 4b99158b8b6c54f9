import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** The hashes CSP needs for a page's inline scripts, so that no other inline script can run. */
export function inlineScriptHashes(html: string): string[] {
  return [
    ...html.matchAll(
      /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ].map((m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`);
}

const google = {
  script: 'https://accounts.google.com/gsi/client',
  style: 'https://accounts.google.com/gsi/style',
  frame: 'https://accounts.google.com/gsi/',
};

export interface SecurityHeaderOptions {
  /** Hashes of the web client's inline scripts (`inlineScriptHashes` of its index.html). */
  scriptHashes: string[];
  /** Google Identity Services is configured: its script, style and frame are allowed. */
  googleSignIn: boolean;
}

/**
 * Security headers with helmet for the web client and the API: a strict CSP (scripts from our origin and the
 * hashed inline script only, no framing), nosniff, a strict referrer policy. HSTS is sent only on requests that
 * came over HTTPS (behind a proxy, as TRUST_PROXY tells), since over plain HTTP it would mean nothing.
 */
export function securityHeaders(options: SecurityHeaderOptions): RequestHandler {
  const googleOnly = (source: string) => (options.googleSignIn ? [source] : []);
  const site = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...options.scriptHashes, ...googleOnly(google.script)],
        styleSrc: ["'self'", ...googleOnly(google.style)],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...googleOnly(google.frame)],
        frameSrc: googleOnly(google.frame).length ? googleOnly(google.frame) : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  return (req, res, next) => {
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
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  strictTransportSecurity: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
});
