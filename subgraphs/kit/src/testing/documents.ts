import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';

/**
 * A small PDF for tests: `pages` pages of text; optionally the parts a stored copy must not keep — a script run on
 * opening, a page action, a form-like annotation, an attached file, its author — and a web link it keeps; or an
 * `/Encrypt` entry, as a password-protected file has.
 */
export async function testPdf(
  options: { pages?: number; hostile?: boolean; encrypted?: boolean; text?: string } = {},
): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 0; n < (options.pages ?? 1); n++) {
    const page = doc.addPage([300, 200]);
    page.drawText(`${options.text ?? 'Resume'} ${n + 1}`, { x: 20, y: 150, size: 14, font });
  }
  if (options.hostile) {
    const { context } = doc;
    doc.setAuthor('Private Person');
    doc.catalog.set(
      PDFName.of('OpenAction'),
      context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert("opened")') }),
    );
    await doc.attach(Buffer.from('attached secret'), 'secret.txt', { mimeType: 'text/plain' });
    const page = doc.getPage(0);
    page.node.set(
      PDFName.of('AA'),
      context.obj({ O: { S: 'JavaScript', JS: PDFString.of('app.alert("page")') } }),
    );
    const link = context.register(
      context.obj({
        Type: 'Annot',
        Subtype: 'Link',
        Rect: [20, 20, 120, 40],
        A: { S: 'URI', URI: PDFString.of('https://example.com/portfolio') },
      }),
    );
    const widget = context.register(
      context.obj({
        Type: 'Annot',
        Subtype: 'Widget',
        Rect: [20, 60, 120, 80],
        A: { S: 'JavaScript', JS: PDFString.of('app.alert("widget")') },
      }),
    );
    page.node.set(PDFName.of('Annots'), context.obj([link, widget]));
  }
  if (options.encrypted) {
    doc.context.trailerInfo.Encrypt = doc.context.obj({ Filter: 'Standard', V: 1, R: 2 });
  }
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}
