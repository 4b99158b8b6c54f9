import { describe, expect, it } from 'vitest';
import { documentFileName, documentLimits, keptFileName } from './files.ts';

describe('a document’s download name', () => {
  it('keeps the name without folders, controls or direction overrides, ending in .pdf', () => {
    expect(documentFileName('C:\\Users\\p\\رزومه پریسا.PDF')).toBe('رزومه پریسا.pdf');
    expect(documentFileName('../../etc/passwd')).toBe('passwd.pdf');
    expect(documentFileName('cv\u202Efdp.exe')).toBe('cv fdp.exe.pdf');
    expect(documentFileName('a\u0000b\u0085c\nd"e?.pdf')).toBe('a b c d e.pdf');
    // The zero-width non-joiner Persian words are written with stays.
    expect(documentFileName('رزومه‌ی من.pdf')).toBe('رزومه‌ی من.pdf');
    expect(documentFileName('   ')).toBe('document.pdf');
    expect(documentFileName('x'.repeat(500))).toHaveLength(documentLimits.maxNameLength);
  });
});

describe('an archive’s download name', () => {
  it('ends in .zip, whatever the sender called it', () => {
    expect(keptFileName('C:\\builds\\فروشگاه نسخه ۲.ZIP', 'zip')).toBe('فروشگاه نسخه ۲.zip');
    expect(keptFileName('shop.tar.gz', 'zip')).toBe('shop.tar.gz.zip');
    expect(keptFileName('', 'zip')).toBe('archive.zip');
  });
});
