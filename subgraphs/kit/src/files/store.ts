import type { Readable } from 'node:stream';

/** The types the store serves, by the extension every key ends with; nothing else can be stored or served. */
const contentTypes = { webp: 'image/webp', pdf: 'application/pdf', zip: 'application/zip' } as const;
export type FileExtension = keyof typeof contentTypes;

/**
 * `<kind>/<sha-256 of the content>.<extension>`, e.g. `images/3f…a9.webp`. The key names the content, so a file
 * never changes under its address (browsers may cache it for ever) and nothing else can be read through it: a key
 * that does not match is refused before any store is asked.
 */
const keyPattern = new RegExp(
  `^[a-z][a-z0-9-]{0,31}/[0-9a-f]{64}\\.(?:${Object.keys(contentTypes).join('|')})$`,
);

export function isFileKey(value: unknown): value is string {
  return typeof value === 'string' && keyPattern.test(value);
}

export function contentTypeOf(key: string): string {
  return contentTypes[key.slice(key.lastIndexOf('.') + 1) as FileExtension];
}

/**
 * The kinds of file anyone may read at `/files/`: photos and logos, galleries' pictures and their small copies
 * (`thumbs/<the picture's hash>`); every other kind (`documents/`, `archives/`) is private.
 */
const publicKinds = ['images', 'pictures', 'thumbs'] as const;
export type FileKind = (typeof publicKinds)[number] | 'documents' | 'archives';

export const fileKindOf = (key: string) => key.slice(0, key.indexOf('/')) as FileKind;

/** A key of a file anyone may read by its address (a photo, a logo); a private document's key is not. */
export function isPublicFileKey(value: unknown): value is string {
  return isFileKey(value) && (publicKinds as readonly string[]).includes(fileKindOf(value));
}

/** Where browsers read a public file: on our own origin, so no page ever loads a picture from another host. */
export function fileUrl(key: string): string {
  return `/files/${key}`;
}

/** A public key's address; null for none, a private file's key, and anything that is not a key (an old URL). */
export function fileUrlOrNull(key: string | null | undefined): string | null {
  return isPublicFileKey(key) ? fileUrl(key) : null;
}

export class InvalidFileKey extends Error {}

export function assertFileKey(key: string): void {
  if (!isFileKey(key)) throw new InvalidFileKey(`Not a file key: ${JSON.stringify(key).slice(0, 100)}`);
}

export interface StoredFile {
  body: Readable;
  size: number;
  contentType: string;
}

/** Files the product owns: a folder (default) or an S3-compatible bucket. */
export interface FileStore {
  readonly kind: 'folder' | 's3';
  /** Writes the bytes under the key; writing a key that exists is harmless (same key, same content). */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The file, or null when the store has no such key. */
  get(key: string): Promise<StoredFile | null>;
}
