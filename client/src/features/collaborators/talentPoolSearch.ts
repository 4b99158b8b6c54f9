/**
 * The talent pool's search as its address holds it (`?q=&skill=&lang=`), read without loading the page or the
 * rules: the page and its form read and write it.
 */
export interface TalentPoolSearch {
  query: string;
  skill: string;
  locale: '' | 'fa' | 'en' | 'az';
}

const locales = ['fa', 'en', 'az'] as const;

export const readTalentPoolSearch = (params: URLSearchParams): TalentPoolSearch => {
  const lang = params.get('lang') ?? '';
  return {
    query: (params.get('q') ?? '').slice(0, 100),
    skill: (params.get('skill') ?? '').slice(0, 40),
    locale: (locales as readonly string[]).includes(lang) ? (lang as TalentPoolSearch['locale']) : '',
  };
};

/** The search as the graph's filter: what is empty is left out. */
export const talentPoolFilter = (search: TalentPoolSearch) => ({
  query: search.query.trim() || null,
  skill: search.skill.trim() || null,
  locale: search.locale || null,
});

/** The search as an address's query string, without the empty parts. */
export const talentPoolParams = (search: TalentPoolSearch) => {
  const params = new URLSearchParams();
  if (search.query.trim()) params.set('q', search.query.trim());
  if (search.skill.trim()) params.set('skill', search.skill.trim());
  if (search.locale) params.set('lang', search.locale);
  return params;
};
