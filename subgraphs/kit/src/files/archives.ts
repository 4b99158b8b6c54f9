import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { archiveLimits, type ArchiveRejection } from '@platform/rules/files';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import type { FileStore } from './store.ts';

export class ArchiveRejected extends Error {
  readonly code: ArchiveRejection;

  constructor(code: ArchiveRejection, message: string) {
    super(message);
    this.code = code;
  }
}

/** What a stored archive is: its size and how many files it holds, told to the uploader and kept beside its key. */
export interface ArchiveInfo {
  bytes: number;
  files: number;
}

const zipMagic = Buffer.from('PK\x03\x04', 'latin1');

const bad = (message: string) => new ArchiveRejected('BAD_ARCHIVE', message);

/** Reads one entry to its end, counting what it unpacks to; an entry that unpacks past `room` is refused. */
function drain(zip: ZipFile, entry: Entry, room: number): Promise<number> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream: Readable) => {
      if (error) return reject(bad('An entry could not be read'));
      let unpacked = 0;
      stream.on('data', (chunk: Buffer) => {
        unpacked += chunk.length;
        if (unpacked > room) {
          stream.destroy();
          reject(new ArchiveRejected('UNPACKS_TOO_LARGE', 'The archive unpacks to too much'));
        }
      });
      stream.on('error', () => reject(bad('An entry could not be read')));
      stream.on('end', () => resolve(unpacked));
    });
  });
}

/**
 * Checks an uploaded ZIP before it is kept for a buyer: the type is read from the bytes, its directory is read
 * whole, and every entry is unpacked once (and thrown away) so that what is kept opens. Refused: anything not a
 * ZIP, an encrypted entry (nobody could check it), a name that is absolute or climbs out of the folder it is
 * unpacked into (yauzl refuses those), an entry whose data does not match its declared size, more entries or more
 * unpacked bytes than `archiveLimits` allows — counted as it unpacks, so a small file that inflates without end is
 * stopped at the limit. The archive itself is kept as sent: it is the seller's work, served only as a download.
 */
export async function checkArchive(
  bytes: Buffer,
  limits: { maxEntries: number; maxUnpackedBytes: number } = archiveLimits,
): Promise<ArchiveInfo> {
  if (bytes.length === 0) throw new ArchiveRejected('UNSUPPORTED_MEDIA_TYPE', 'The file is empty');
  if (bytes.length > archiveLimits.maxBytes)
    throw new ArchiveRejected('PAYLOAD_TOO_LARGE', `The file is larger than ${archiveLimits.maxBytes} bytes`);
  if (!bytes.subarray(0, zipMagic.length).equals(zipMagic))
    throw new ArchiveRejected('UNSUPPORTED_MEDIA_TYPE', 'The file is not a ZIP archive');
  let zip: ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes, {
      lazyEntries: true,
      validateEntrySizes: true,
      strictFileNames: false,
    });
  } catch {
    throw bad('The archive could not be read');
  }
  if (zip.entryCount > limits.maxEntries)
    throw new ArchiveRejected('TOO_MANY_ENTRIES', `The archive has ${zip.entryCount} entries`);
  let files = 0;
  let unpacked = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', () => reject(bad('The archive could not be read')));
      zip.on('end', () => resolve());
      zip.on('entry', (entry: Entry) => {
        if (entry.isEncrypted()) {
          reject(new ArchiveRejected('ARCHIVE_ENCRYPTED', 'An entry is protected by a password'));
          return;
        }
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        files += 1;
        drain(zip, entry, limits.maxUnpackedBytes - unpacked).then((size) => {
          unpacked += size;
          zip.readEntry();
        }, reject);
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
  if (files === 0) throw bad('The archive holds no files');
  return { bytes: bytes.length, files };
}

/**
 * Checks an archive (see `checkArchive`) and keeps it under the hash of its bytes among the private files that
 * `/files/` never serves; returns its key and what it is.
 */
export async function storeArchive(
  store: FileStore,
  bytes: Buffer,
): Promise<{ key: string; info: ArchiveInfo }> {
  const info = await checkArchive(bytes);
  const key = `archives/${createHash('sha256').update(bytes).digest('hex')}.zip`;
  await store.put(key, bytes);
  return { key, info };
}
