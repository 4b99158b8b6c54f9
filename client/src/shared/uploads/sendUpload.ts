import { readAuthToken } from '../../relay/network';

/** The server's `extensions.code`, NETWORK when no answer came, ABORTED when the sender stopped it. */
export class UploadError extends Error {
  readonly code: string;

  constructor(code: string) {
    super(`Upload failed: ${code}`);
    this.code = code;
  }
}

function errorCode(body: unknown): string {
  const code = (body as { errors?: { extensions?: { code?: unknown } }[] } | null)?.errors?.[0]?.extensions
    ?.code;
  return typeof code === 'string' ? code : 'UNKNOWN';
}

export interface UploadOptions {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends a file as it is to an upload endpoint (the server reads its type from the bytes) with the session,
 * reporting progress from 0 to 1, and answers the endpoint's 201 body once `isAnswer` accepts it. XMLHttpRequest
 * rather than fetch: only it reports upload progress. A file over `maxBytes` is refused here at once, unsent.
 */
export function sendUpload<T>(
  endpoint: string,
  file: Blob,
  rules: { maxBytes: number; isAnswer: (body: object) => boolean },
  options: UploadOptions = {},
): Promise<T> {
  if (file.size > rules.maxBytes) return Promise.reject(new UploadError('PAYLOAD_TOO_LARGE'));
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', endpoint);
    request.responseType = 'json';
    request.setRequestHeader('Accept', 'application/json');
    const token = readAuthToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      const body = request.response as unknown;
      if (request.status === 201 && body && typeof body === 'object' && rules.isAnswer(body)) {
        resolve(body as T);
      } else {
        reject(new UploadError(errorCode(body)));
      }
    };
    request.onerror = () => reject(new UploadError('NETWORK'));
    request.onabort = () => reject(new UploadError('ABORTED'));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });
}
