import type { Place } from '@platform/db';
import { cost } from '@platform/subgraph-kit/cost';
import { builder } from '../../builder.ts';
import { maxPlaces, placeName, sortedPlaces } from './places.service.ts';

const PlaceKindEnum = builder.enumType('PlaceKind', {
  description: 'CITY and REMOTE are where a job can be; a PROVINCE (of Iran) groups its cities.',
  values: ['PROVINCE', 'CITY', 'REMOTE'] as const,
});

export const PlaceRef = builder.objectRef<Place>('Place');

PlaceRef.implement({
  description:
    "Where a job is: a city of Iran or Azerbaijan, a province of Iran, or remote work. Named in the request's " +
    'language (Accept-Language: fa, en or az).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Stable and readable: tehran, baku, fars-province, remote.' }),
    name: t.string({ resolve: (place, _args, context) => placeName(place, context.locale) }),
    kind: t.expose('kind', { type: PlaceKindEnum }),
    country: t.exposeString('country', {
      nullable: true,
      description: 'ISO 3166-1 alpha-2 code (IR, AZ); null for remote work.',
    }),
    province: t.field({
      type: PlaceRef,
      nullable: true,
      description: "An Iranian city's province.",
      resolve: async (place, _args, context) =>
        place.provinceId ? ((await context.services.places.load()).byId.get(place.provinceId) ?? null) : null,
    }),
  }),
});

// Other subgraphs name a place by its id (a collaborator's city); its name and province are resolved here, from
// the list read once.
builder.asEntity(PlaceRef, {
  key: builder.selection<{ id: string }>('id'),
  resolveReference: async (reference, context) =>
    (await context.services.places.load()).byId.get(reference.id) ?? null,
});

builder.queryFields((t) => ({
  places: t.field({
    type: [PlaceRef],
    description:
      "Every place, remote work first and then by name in the request's language; `kinds` keeps those kinds (a " +
      "job's form offers CITY and REMOTE).",
    directives: cost.list(maxPlaces),
    args: { kinds: t.arg({ type: [PlaceKindEnum], required: false }) },
    resolve: async (_root, { kinds }, context) => {
      const { all } = await context.services.places.load();
      const kept = kinds?.length ? all.filter((p) => kinds.includes(p.kind)) : all;
      return sortedPlaces(kept, context.locale);
    },
  }),
}));
