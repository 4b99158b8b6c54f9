import type { UploadProblem } from '@platform/rules/files';
import { errors, jwtVerify, SignJWT } from 'jose';
import { isFileKey } from './store.ts';

// Its own audience: neither an identity token nor any other token signed with the same secret passes as a receipt.
const audience = 'platform-uploads';
const issuer = 'platform-gateway';

export class UploadReceiptRejected extends Error {
  readonly code: UploadProblem;

  constructor(code: UploadProblem, message: string) {
    super(message);
    this.code = code;
  }
}

/** What the stored copy is, as the server that stored it measured it (a document's bytes and pages). */
export type UploadInfo = Record<string, number>;

export interface UploadReceipts {
  /** A receipt for a file just stored for this user, with what the server measured of it. */
  issue(userId: string, key: string, info?: UploadInfo): Promise<string>;
  /** The file key a receipt names and what was measured, when it is genuine, unexpired and the caller's own. */
  redeem(receipt: string, userId: string): Promise<{ key: string; info: UploadInfo }>;
}

/**
 * Upload receipts: the gateway stores a file and hands the uploader a short-lived token, signed with the secret it
 * shares with the subgraphs, that names the file and the user. A mutation that attaches the file checks it,
 * so no table of pending uploads is needed and no one can attach a file they did not upload just now.
 */
export function createUploadReceipts(
  secret: string,
  options: { lifetimeSeconds?: number } = {},
): UploadReceipts {
  const key = new TextEncoder().encode(secret);
  const lifetime = options.lifetimeSeconds ?? 30 * 60;
  return {
    issue(userId, fileKey, info = {}) {
      return new SignJWT({ key: fileKey, info })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setAudience(audience)
        .setIssuer(issuer)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + lifetime)
        .sign(key);
    },
    async redeem(receipt, userId) {
      let payload;
      try {
        ({ payload } = await jwtVerify(receipt, key, { audience, issuer, algorithms: ['HS256'] }));
      } catch (error) {
        if (error instanceof errors.JWTExpired) {
          throw new UploadReceiptRejected('UPLOAD_EXPIRED', 'The upload receipt has expired');
        }
        throw new UploadReceiptRejected('UPLOAD_INVALID', 'The upload receipt was not issued here');
      }
      if (!isFileKey(payload.key))
        throw new UploadReceiptRejected('UPLOAD_INVALID', 'The receipt names no file');
      if (payload.sub !== userId) {
        throw new UploadReceiptRejected('UPLOAD_NOT_YOURS', 'The upload receipt belongs to another user');
      }
      const info = (payload.info ?? {}) as UploadInfo;
      return { key: payload.key, info };
    },
  };
}
