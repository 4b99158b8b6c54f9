import { jwtVerify, SignJWT } from 'jose';
import { isFileKey } from './store.ts';

// Its own audience: no identity token, upload receipt or printer's key passes as a link.
const audience = 'platform-private-files';

/** Long enough to click after the page that holds the link has loaded; too short to be worth passing on. */
const lifetimeSeconds = 15 * 60;

export interface PrivateFileLinks {
  /** The address one private file is downloaded at, under `name`, for minutes; made once its reader is allowed. */
  path(key: string, name: string): Promise<string>;
  /** The file a link's token opens, or null when it is not one of ours; `expired` for one that was. */
  open(token: string): Promise<{ key: string; name: string } | 'expired' | null>;
}

/**
 * Links to private files (a résumé's PDF): the subgraph that decides who may read a file signs a link for that
 * reader, and the gateway that holds the files serves a signed, unexpired link without asking anyone again. So the
 * decision is made before anything is loaded, by the domain that owns it, and a browser can follow the link as a
 * plain download. The secret is the one the gateway shares with the subgraphs.
 */
export function createPrivateFileLinks(secret: string): PrivateFileLinks {
  const key = new TextEncoder().encode(secret);
  return {
    async path(fileKey, name) {
      const token = await new SignJWT({ key: fileKey, name })
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + lifetimeSeconds)
        .sign(key);
      return `/private-files/${token}`;
    },
    async open(token) {
      try {
        const { payload } = await jwtVerify(token, key, { audience, algorithms: ['HS256'] });
        if (!isFileKey(payload.key) || typeof payload.name !== 'string') return null;
        return { key: payload.key, name: payload.name };
      } catch (error) {
        return (error as { code?: string }).code === 'ERR_JWT_EXPIRED' ? 'expired' : null;
      }
    },
  };
}
