import { createHash } from 'node:crypto';
import { documentLimits, type DocumentRejection } from '@platform/rules/files';
import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFObject, type PDFPage } from 'pdf-lib';
import type { FileStore } from './store.ts';

export class DocumentRejected extends Error {
  readonly code: DocumentRejection;

  constructor(code: DocumentRejection, message: string) {
    super(message);
    this.code = code;
  }
}

/** What the stored copy of a document is: its size and pages, told to the uploader and kept beside its key. */
export interface DocumentInfo {
  bytes: number;
  pages: number;
}

const pdfMagic = Buffer.from('%PDF-');

/** A link annotation that only opens a web address (a résumé's LinkedIn or portfolio link) is kept. */
function isWebLink(annotation: PDFObject | undefined, page: PDFPage): boolean {
  const dict = annotation ? page.doc.context.lookup(annotation) : undefined;
  if (!(dict instanceof PDFDict)) return false;
  if (dict.get(PDFName.of('Subtype')) !== PDFName.of('Link')) return false;
  const action = dict.lookup(PDFName.of('A'));
  if (!(action instanceof PDFDict) || action.get(PDFName.of('S')) !== PDFName.of('URI')) return false;
  return !dict.has(PDFName.of('AA'));
}

/**
 * Turns an uploaded PDF into the copy we keep: the type is read from the bytes (the name and declared type are
 * ignored), the whole file is parsed, and its pages are copied into a new document. The copy keeps what the pages
 * show and their web links; it carries none of the original's document-level parts — scripts and actions run on
 * opening, attached files, forms, metadata (author, software) — and no page actions or other annotations.
 * Encrypted files cannot be read, so they are refused.
 */
export async function rewritePdf(bytes: Buffer): Promise<{ copy: Buffer; info: DocumentInfo }> {
  if (bytes.length === 0) throw new DocumentRejected('UNSUPPORTED_MEDIA_TYPE', 'The file is empty');
  if (bytes.length > documentLimits.maxBytes) {
    throw new DocumentRejected(
      'PAYLOAD_TOO_LARGE',
      `The file is larger than ${documentLimits.maxBytes} bytes`,
    );
  }
  if (!bytes.subarray(0, pdfMagic.length).equals(pdfMagic)) {
    throw new DocumentRejected('UNSUPPORTED_MEDIA_TYPE', 'The file is not a PDF');
  }
  let original: PDFDocument;
  let pages: number;
  try {
    const options = { updateMetadata: false, throwOnInvalidObject: true, ignoreEncryption: true };
    original = await PDFDocument.load(bytes, options);
    pages = original.isEncrypted ? 0 : original.getPageCount();
  } catch {
    throw new DocumentRejected('BAD_DOCUMENT', 'The PDF could not be read');
  }
  if (original.isEncrypted) {
    throw new DocumentRejected('DOCUMENT_ENCRYPTED', 'The PDF is protected by a password');
  }
  if (pages === 0) throw new DocumentRejected('BAD_DOCUMENT', 'The PDF has no pages');
  if (pages > documentLimits.maxPages) {
    throw new DocumentRejected('TOO_MANY_PAGES', `The PDF has ${pages} pages`);
  }
  try {
    // Stripped before copying: only what the kept pages still refer to is copied into the new file.
    for (const page of original.getPages()) {
      page.node.delete(PDFName.of('AA'));
      const annotations = page.node.lookup(PDFName.of('Annots'));
      const kept =
        annotations instanceof PDFArray ? annotations.asArray().filter((a) => isWebLink(a, page)) : [];
      // A link's back-reference to its page would copy the page a second time.
      for (const link of kept) (original.context.lookup(link) as PDFDict).delete(PDFName.of('P'));
      if (kept.length) page.node.set(PDFName.of('Annots'), original.context.obj(kept));
      else page.node.delete(PDFName.of('Annots'));
    }
    const copy = await PDFDocument.create({ updateMetadata: false });
    for (const page of await copy.copyPages(original, original.getPageIndices())) copy.addPage(page);
    // Objects written plainly: what the copy holds can be checked by reading it.
    const written = Buffer.from(await copy.save({ useObjectStreams: false }));
    return { copy: written, info: { bytes: written.length, pages } };
  } catch {
    throw new DocumentRejected('BAD_DOCUMENT', 'The PDF could not be read');
  }
}

/**
 * Rewrites a PDF (see `rewritePdf`) and keeps it under the hash of the new copy, among the private files that
 * `/files/` never serves; returns its key and what it is.
 */
export async function storeDocument(
  store: FileStore,
  bytes: Buffer,
): Promise<{ key: string; info: DocumentInfo }> {
  const { copy, info } = await rewritePdf(bytes);
  const key = `documents/${createHash('sha256').update(copy).digest('hex')}.pdf`;
  await store.put(key, copy);
  return { key, info };
}
