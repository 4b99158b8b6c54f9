import { describe, expect, it } from 'vitest';
import { bootScript } from './boot';
import { shortDescription } from './PageMeta';
import { canonicalSearch } from './site';

describe('canonicalSearch', () => {
  it('keeps the parameters that choose content, in a stable order, without tracking ones', () => {
    expect(canonicalSearch('?utm_source=mail&q=react&ref_id=p1&type=REMOTE&gclid=x')).toBe(
      '?q=react&type=REMOTE',
    );
    expect(canonicalSearch('?type=REMOTE&q=react')).toBe('?q=react&type=REMOTE');
    expect(canonicalSearch('?ref=abc')).toBe('');
    expect(canonicalSearch('')).toBe('');
  });
});

describe('shortDescription', () => {
  it('collapses white space and cuts a long text at a word, with an ellipsis', () => {
    expect(shortDescription('  one\n two  ')).toBe('one two');
    const long = `${'word '.repeat(60)}end`;
    const short = shortDescription(long);
    expect(short.length).toBeLessThanOrEqual(160);
    expect(short).toMatch(/word…$/);
  });
});

describe('bootScript', () => {
  it('cannot be closed or commented out by the data it carries', () => {
    const script = bootScript({
      origin: 'https://karnama.example',
      renderedAt: 0,
      records: {
        a: { __id: 'a', __typename: 'Job', title: '</script><script>alert(1)</script><!-- \u2028' },
      },
    });
    expect(script).not.toMatch(/<\/script|<!--|\u2028/);
    const json = script.replace(/^window\.__KARNAMA__=/, '').replace(/;$/, '');
    expect((JSON.parse(json) as { records: { a: { title: string } } }).records.a.title).toBe(
      '</script><script>alert(1)</script><!-- \u2028',
    );
  });
});
