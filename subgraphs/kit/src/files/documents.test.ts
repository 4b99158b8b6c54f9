import { documentLimits } from '@platform/rules/files';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { testPdf } from '../testing/documents.ts';
import { rewritePdf } from './documents.ts';

async function rejection(bytes: Buffer) {
  return rewritePdf(bytes).then(
    () => 'accepted',
    (error: { code?: string }) => error.code,
  );
}

describe('rewritePdf', () => {
  it('keeps the pages and their web links, and none of the scripts, actions, attachments or metadata', async () => {
    const original = await testPdf({ pages: 2, hostile: true });
    for (const part of ['JavaScript', 'Author', 'EmbeddedFile']) {
      expect(original.includes(Buffer.from(part))).toBe(true);
    }
    const { copy, info } = await rewritePdf(original);
    expect(info).toEqual({ bytes: copy.length, pages: 2 });
    for (const part of [
      'JavaScript',
      'app.alert',
      'Author',
      'EmbeddedFile',
      'Filespec',
      'OpenAction',
      '/AA',
    ]) {
      expect(copy.includes(Buffer.from(part)), part).toBe(false);
    }
    const read = await PDFDocument.load(copy);
    expect(read.getPageCount()).toBe(2);
    expect(read.getAuthor()).toBeUndefined();
    const links = read.getPage(0).node.Annots()?.asArray() ?? [];
    expect(links).toHaveLength(1);
    expect(copy.includes(Buffer.from('example.com/portfolio'))).toBe(true);
  });

  it('tells a PDF by its bytes, whatever it is called', async () => {
    expect(await rejection(Buffer.alloc(0))).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await rejection(Buffer.from('<html><script>alert(1)</script></html>'))).toBe(
      'UNSUPPORTED_MEDIA_TYPE',
    );
    // A PDF with something before its header is not taken as one.
    expect(await rejection(Buffer.concat([Buffer.from('GIF89a'), await testPdf()]))).toBe(
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expect(await rejection(Buffer.from('%PDF-1.7\nnot really a document'))).toBe('BAD_DOCUMENT');
  });

  it('refuses a protected file, one of too many pages and one too large', async () => {
    expect(await rejection(await testPdf({ encrypted: true }))).toBe('DOCUMENT_ENCRYPTED');
    expect(await rejection(await testPdf({ pages: documentLimits.maxPages + 1 }))).toBe('TOO_MANY_PAGES');
    expect(await rejection(await testPdf({ pages: documentLimits.maxPages }))).toBe('accepted');
    const large = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(documentLimits.maxBytes)]);
    expect(await rejection(large)).toBe('PAYLOAD_TOO_LARGE');
  });
});
