import { describe, expect, it } from 'vitest';
import { readTalentPoolSearch, talentPoolFilter, talentPoolParams } from './talentPoolSearch';

describe('the talent pool’s search in the address', () => {
  it('reads words, a skill and a language, ignoring a language it does not know', () => {
    const search = readTalentPoolSearch(new URLSearchParams('q=مهندس داده&skill=Kafka&lang=fa'));
    expect(search).toEqual({ query: 'مهندس داده', skill: 'Kafka', locale: 'fa' });
    expect(readTalentPoolSearch(new URLSearchParams('lang=de')).locale).toBe('');
    expect(readTalentPoolSearch(new URLSearchParams(`q=${'x'.repeat(500)}`)).query).toHaveLength(100);
  });

  it('asks the graph only for what is given, and writes the address without empty parts', () => {
    const search = { query: '  ', skill: ' Go ', locale: '' as const };
    expect(talentPoolFilter(search)).toEqual({ query: null, skill: 'Go', locale: null });
    expect(talentPoolParams(search).toString()).toBe('skill=Go');
    const back = readTalentPoolSearch(talentPoolParams({ query: 'data', skill: '', locale: 'az' }));
    expect(back).toEqual({ query: 'data', skill: '', locale: 'az' });
  });
});
