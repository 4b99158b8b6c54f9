import type { Place } from '@platform/db';
import type { Locale } from '@platform/subgraph-kit/locale';
import type { JobsPrisma } from '../../db.ts';

/** How many places there can be: the list is data that migrations keep, a few dozen. */
export const maxPlaces = 200;

export interface Places {
  byId: Map<string, Place>;
  all: Place[];
}

export interface PlacesService {
  /** Every place, read once. */
  load(): Promise<Places>;
  /** A job is in a city or works remotely; a province only groups cities. */
  isJobPlace(id: string): Promise<boolean>;
}

/** The places of one database, which change only with a migration: the subgraph reads them once. */
export function createPlaces(prisma: JobsPrisma): PlacesService {
  let loaded: Promise<Places> | null = null;
  const load = () => {
    if (!loaded) {
      const places = prisma.place.findMany({ orderBy: { id: 'asc' } }).then((all) => ({
        all,
        byId: new Map(all.map((p) => [p.id, p])),
      }));
      // A failed read is tried again by the next request.
      places.catch(() => {
        if (loaded === places) loaded = null;
      });
      loaded = places;
    }
    return loaded;
  };
  return {
    load,
    async isJobPlace(id) {
      const place = (await load()).byId.get(id);
      return place !== undefined && place.kind !== 'PROVINCE';
    },
  };
}

export function placeName(place: Place, locale: Locale): string {
  return { fa: place.nameFa, en: place.nameEn, az: place.nameAz }[locale];
}

/** Places in the order a reader of this language expects: remote work first, then by name. */
export function sortedPlaces(places: Place[], locale: Locale): Place[] {
  const collator = new Intl.Collator(locale);
  return [...places].sort(
    (a, b) =>
      Number(b.kind === 'REMOTE') - Number(a.kind === 'REMOTE') ||
      collator.compare(placeName(a, locale), placeName(b, locale)),
  );
}
