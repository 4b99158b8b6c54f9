import type { Place, Prisma } from '@platform/db';
import type { Locale } from '@platform/subgraph-kit/locale';

/** How many places there can be: the list is data that migrations keep, a few dozen. */
export const maxPlaces = 200;

export interface Places {
  byId: Map<string, Place>;
  all: Place[];
}

// Places change only with a migration, so each process reads them once per database client.
const loaded = new WeakMap<Prisma, Promise<Places>>();

/** Every place, read once. */
export function placesOf(prisma: Prisma): Promise<Places> {
  let places = loaded.get(prisma);
  if (!places) {
    places = prisma.place.findMany({ orderBy: { id: 'asc' } }).then((all) => ({
      all,
      byId: new Map(all.map((p) => [p.id, p])),
    }));
    // A failed read is tried again by the next request.
    places.catch(() => loaded.delete(prisma));
    loaded.set(prisma, places);
  }
  return places;
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

/** A job is in a city or works remotely; a province only groups cities. */
export async function isJobPlace(prisma: Prisma, id: string): Promise<boolean> {
  const place = (await placesOf(prisma)).byId.get(id);
  return place !== undefined && place.kind !== 'PROVINCE';
}
