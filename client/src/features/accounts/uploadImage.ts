import { imageLimits } from '@platform/rules/files';
import { readAuthToken } from '../../relay/network';

export const UPLOAD_ENDPOINT = '/uploads/images';

/** What `POST /uploads/images` answers: a receipt for the mutation, and the stored copy's address. */
export interface UploadedImage {
  upload: string;
  url: string;
}

/** The server's `extensions.code`, or NETWORK when no answer came. */
export class ImageUploadError extends Error {
  readonly code: string;

  constructor(code: string) {
    super(`Image upload failed: ${code}`);
    this.code = code;
  }
}

function errorCode(body: unknown): string {
  const code = (body as { errors?: { extensions?: { code?: unknown } }[] } | null)?.errors?.[0]?.extensions
    ?.code;
  return typeof code === 'string' ? code : 'UNKNOWN';
}

/**
 * Sends the file as it is (the server reads its format from the bytes) with the session, reporting progress from
 * 0 to 1. XMLHttpRequest rather than fetch: only it reports upload progress. A file over the size limit is refused
 * here at once, without sending it.
 */
export function uploadImage(
  file: Blob,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<UploadedImage> {
  if (file.size > imageLimits.maxBytes) return Promise.reject(new ImageUploadError('PAYLOAD_TOO_LARGE'));
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', UPLOAD_ENDPOINT);
    request.responseType = 'json';
    request.setRequestHeader('Accept', 'application/json');
    const token = readAuthToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const body = request.response as unknown;
      if (request.status === 201 && body && typeof body === 'object' && 'upload' in body && 'url' in body) {
        resolve(body as UploadedImage);
      } else {
        reject(new ImageUploadError(errorCode(body)));
      }
    };
    request.onerror = () => reject(new ImageUploadError('NETWORK'));
    request.onabort = () => reject(new ImageUploadError('ABORTED'));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });
}
