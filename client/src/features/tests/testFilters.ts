/** The test list's filters, as the address says them: `?type=LOGICAL_REASONING&price=free&duration=20`. */
export const TEST_TYPES = [
  'ALGORITHMIC_THINKING',
  'LOGICAL_REASONING',
  'PROBLEM_SOLVING',
  'PERSONALITY_COGNITIVE',
] as const;
export type TestTypeKey = (typeof TEST_TYPES)[number];

export const DURATIONS = [15, 20, 30] as const;

export interface TestFilters {
  type: TestTypeKey | null;
  price: 'free' | 'paid' | null;
  duration: (typeof DURATIONS)[number] | null;
}

/** The filters in an address; anything unknown is ignored. */
export function readTestFilters(params: URLSearchParams): TestFilters {
  const type = params.get('type');
  const price = params.get('price');
  const duration = Number(params.get('duration'));
  return {
    type: (TEST_TYPES as readonly string[]).includes(type ?? '') ? (type as TestTypeKey) : null,
    price: price === 'free' || price === 'paid' ? price : null,
    duration: (DURATIONS as readonly number[]).includes(duration)
      ? (duration as TestFilters['duration'])
      : null,
  };
}

/** The list query's variables for the filters. */
export function testListVariables(filters: TestFilters) {
  return {
    type: filters.type,
    free: filters.price === null ? null : filters.price === 'free',
    maxDuration: filters.duration,
  };
}

/** The address's query string for the filters (empty ones left out). */
export function testFiltersSearch(filters: TestFilters): string {
  const params = new URLSearchParams();
  if (filters.type) params.set('type', filters.type);
  if (filters.price) params.set('price', filters.price);
  if (filters.duration) params.set('duration', String(filters.duration));
  const search = params.toString();
  return search ? `?${search}` : '';
}
