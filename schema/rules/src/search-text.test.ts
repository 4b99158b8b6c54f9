import { describe, expect, it } from 'vitest';
import { normalizeSearchText, prefixTsQuery, searchTerms } from './search-text.ts';

describe('normalizeSearchText', () => {
  it('makes Arabic-keyboard Persian and ZWNJ spellings meet', () => {
    expect(normalizeSearchText('برنامه نويس')).toBe(normalizeSearchText('برنامه‌نویس'));
    expect(normalizeSearchText('كارشناس')).toBe('کارشناس');
    expect(normalizeSearchText('مدرسة')).toBe('مدرسه');
    expect(normalizeSearchText('خانۀ')).toBe('خانه');
    expect(normalizeSearchText('پائیز')).toBe('پاییز');
    expect(normalizeSearchText('آموزش')).toBe(normalizeSearchText('اموزش'));
  });

  it('turns Persian and Arabic digits into ASCII', () => {
    expect(normalizeSearchText('۱۴۰۵ و ٢٠٢٦')).toBe('1405 و 2026');
  });

  it('drops tatweel, diacritics, ZWJ and direction marks', () => {
    expect(normalizeSearchText('مـــدیر')).toBe('مدیر');
    expect(normalizeSearchText('مُدَیِّر')).toBe('مدیر');
    expect(normalizeSearchText('\u200fReact\u200e')).toBe('react');
  });

  it('lower-cases Latin scripts and keeps Azerbaijani letters', () => {
    expect(normalizeSearchText('Proqramçı ƏMƏKDAŞ İşçi')).toBe('proqramçı əməkdaş işçi');
  });
});

describe('punctuation', () => {
  it('splits technology names the way the index does', () => {
    expect(searchTerms('Node.js C#/.NET UI/UX')).toEqual(['node', 'js', 'c', 'net', 'ui', 'ux']);
  });
});

describe('prefixTsQuery', () => {
  it('needs every word as a prefix and cannot be abused with operators', () => {
    expect(prefixTsQuery('React  برنامه‌نويس')).toBe('react:* & برنامه:* & نویس:*');
    expect(prefixTsQuery("x | y & !z ' :*")).toBe('x:* & y:* & z:*');
    expect(prefixTsQuery(' ؟!، ')).toBeNull();
  });

  it('can make only the last word a prefix', () => {
    expect(prefixTsQuery('برنامه‌نویس ارش', 'last')).toBe('برنامه & نویس & ارش:*');
  });

  it('drops stopwords unless nothing else is left', () => {
    expect(searchTerms('برنامه‌نویس در تهران')).toEqual(['برنامه', 'نویس', 'تهران']);
    expect(searchTerms('developer for the backend')).toEqual(['developer', 'backend']);
    expect(searchTerms('və')).toEqual(['və']);
  });

  it('keeps at most twelve words', () => {
    expect(searchTerms(Array.from({ length: 30 }, (_, i) => `w${i}`).join(' '))).toHaveLength(12);
  });
});
