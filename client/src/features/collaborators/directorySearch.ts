import {
  availabilities,
  collaboratorLimits,
  collaboratorSorts,
  expertiseAreas,
  spokenLanguages,
  type Availability,
  type CollaboratorSort,
  type Expertise,
  type SpokenLanguage,
} from '@platform/rules/collaborators-limits';

/**
 * The directory's search as its address keeps it:
 * `?q=react&skill=Figma&expertise=FRONTEND&place=tehran&language=az&remote=1&verified=1&maxRate=…&rating=4.5&sort=RATING`.
 */
export interface DirectorySearch {
  query: string;
  /** Only those who name this skill (compared by the shared taxonomy: `reactjs` finds React). */
  skill: string | null;
  expertise: Expertise | null;
  availability: Availability | null;
  remote: boolean;
  /** Only those working from this city: its place id (`tehran`). */
  place: string | null;
  /** Only those who speak this language (an ISO 639-1 code). */
  language: SpokenLanguage | null;
  /** Only those with a verified skill (a talent-test certificate). */
  verified: boolean;
  /** In rials, whatever the language shows. */
  maxRate: number | null;
  /** Only those whose clients' reviews average at least this: 3, 4 or 4.5. */
  minRating: number | null;
  sort: CollaboratorSort;
}

const pick = <T extends string>(choices: readonly T[], value: string | null): T | null =>
  choices.find((choice) => choice === value?.toUpperCase()) ?? null;

/** The ratings the directory's filter offers as a floor. */
export const ratingFloors = [4.5, 4, 3] as const;

/** The search an address asks for; what it cannot read is left out. */
export function readDirectorySearch(params: URLSearchParams): DirectorySearch {
  const rate = Number(params.get('maxRate'));
  return {
    query: (params.get('q') ?? '').trim().slice(0, collaboratorLimits.searchMax),
    skill: (params.get('skill') ?? '').trim().slice(0, collaboratorLimits.skillMax) || null,
    expertise: pick(expertiseAreas, params.get('expertise')),
    availability: pick(availabilities, params.get('availability')),
    remote: params.get('remote') === '1',
    place: /^[a-z][a-z0-9-]{0,59}$/.exec(params.get('place') ?? '')?.[0] ?? null,
    language: spokenLanguages.find((code) => code === params.get('language')) ?? null,
    verified: params.get('verified') === '1',
    maxRate: Number.isSafeInteger(rate) && rate > 0 && rate <= collaboratorLimits.rateMax ? rate : null,
    minRating: ratingFloors.find((floor) => String(floor) === params.get('rating')) ?? null,
    sort: pick(collaboratorSorts, params.get('sort')) ?? 'RECENT',
  };
}

/** The address's query for a search: only what narrows or orders it, in a fixed order. */
export function directorySearchParams(search: DirectorySearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.query) params.set('q', search.query);
  if (search.skill) params.set('skill', search.skill);
  if (search.expertise) params.set('expertise', search.expertise);
  if (search.availability) params.set('availability', search.availability);
  if (search.place) params.set('place', search.place);
  if (search.language) params.set('language', search.language);
  if (search.remote) params.set('remote', '1');
  if (search.verified) params.set('verified', '1');
  if (search.maxRate) params.set('maxRate', String(search.maxRate));
  if (search.minRating) params.set('rating', String(search.minRating));
  if (search.sort !== 'RECENT') params.set('sort', search.sort);
  return params;
}

/** How many filters narrow the search, its words and order aside: the filters' button on a phone says it. */
export const activeFilterCount = (search: DirectorySearch) =>
  [
    search.skill,
    search.expertise,
    search.availability,
    search.remote,
    search.place,
    search.language,
    search.verified,
    search.maxRate,
    search.minRating,
  ].filter(Boolean).length;

export const isFiltered = (search: DirectorySearch) => Boolean(search.query) || activeFilterCount(search) > 0;

/** The directory query's variables for a search. */
export function directoryVariables(search: DirectorySearch) {
  return {
    filter: {
      query: search.query || null,
      skill: search.skill,
      expertise: search.expertise,
      availability: search.availability,
      remote: search.remote ? true : null,
      place: search.place,
      language: search.language,
      verified: search.verified ? true : null,
      maxHourlyRateRials: search.maxRate,
      minRating: search.minRating,
    },
    sort: search.sort,
  };
}
