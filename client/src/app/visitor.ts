export const VISITOR_ID_KEY = 'token_auth';
export const REFERRAL_KEY = 'ref_id';
const VISITOR_ID_LENGTH = 64;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
// Bytes at or above this would favour the first symbols; they are drawn again.
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

/** A random 64-character id from 62 symbols, unbiased. */
export function generateVisitorId(
  fill: (bytes: Uint8Array) => void = (bytes) => crypto.getRandomValues(bytes),
) {
  let id = '';
  const bytes = new Uint8Array(VISITOR_ID_LENGTH * 2);
  while (id.length < VISITOR_ID_LENGTH) {
    fill(bytes);
    for (const byte of bytes) {
      if (byte < UNBIASED_LIMIT && id.length < VISITOR_ID_LENGTH) id += ALPHABET[byte % ALPHABET.length];
    }
  }
  return id;
}

/** On first load: create the visitor id once, and keep a referral id given as `ref_id` or `ref`. */
export function rememberVisitor(storage: Pick<Storage, 'getItem' | 'setItem'>, search: string): void {
  if (!storage.getItem(VISITOR_ID_KEY)) storage.setItem(VISITOR_ID_KEY, generateVisitorId());
  const params = new URLSearchParams(search);
  const referral = params.get('ref_id') ?? params.get('ref');
  if (referral) storage.setItem(REFERRAL_KEY, referral);
}

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The visitor and referral ids kept since the first visit, sent along with a sign-in and an application, so that
 * a partner's referral can be credited.
 */
export function trackingIds(): { visitorId: string | null; referralId: string | null } {
  return { visitorId: readStorage(VISITOR_ID_KEY), referralId: readStorage(REFERRAL_KEY) };
}
