import type { GraphClient } from '@platform/subgraph-kit/graph-client';
import { serviceUnavailable } from '@platform/subgraph-kit/unavailable';
import { builder } from '../builder.ts';

/**
 * A place the jobs subgraph owns (a city of Iran or Azerbaijan), named here by its id: the graph resolves its name
 * in the reader's language and its province.
 */
export const PlaceRef = builder
  .externalRef('Place', builder.selection<{ id: string }>('id'))
  .implement({ externalFields: (t) => ({ id: t.id() }) });

/** The cities' ids change only with the jobs subgraph's migrations: asked of the graph at most once an hour. */
const lifetimeMs = 60 * 60 * 1000;
const asked = new WeakMap<GraphClient, { at: number; ids: Promise<Set<string>> }>();

/** Whether a place id names a city (a profile's place is a city; working remotely is its own choice). */
export async function isCity(graph: GraphClient | null, id: string): Promise<boolean> {
  if (!graph) throw serviceUnavailable();
  const known = asked.get(graph);
  if (!known || Date.now() - known.at > lifetimeMs) {
    const ids = graph
      .query<{ places: { id: string }[] }>('query CollaboratorsCities { places(kinds: [CITY]) { id } }')
      .then(({ places }) => new Set(places.map((p) => p.id)));
    // A failed question is asked again next time.
    ids.catch(() => asked.delete(graph));
    asked.set(graph, { at: Date.now(), ids });
  }
  return (await asked.get(graph)!.ids).has(id);
}
