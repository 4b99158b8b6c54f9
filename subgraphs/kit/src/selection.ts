import type { FieldNode, FragmentDefinitionNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/**
 * The field names an operation selects at `path` below the current field (e.g. `['edges', 'node']` of a
 * connection), through fragments and inline fragments, whatever their type conditions.
 */
export function selectedFieldNames(info: GraphQLResolveInfo, path: readonly string[]): Set<string> {
  let level: SelectionSetNode[] = info.fieldNodes.flatMap((f) => (f.selectionSet ? [f.selectionSet] : []));
  for (const name of path) {
    level = fieldsOf(level, info.fragments)
      .filter((f) => f.name.value === name && f.selectionSet)
      .map((f) => f.selectionSet!);
  }
  return new Set(fieldsOf(level, info.fragments).map((f) => f.name.value));
}

function fieldsOf(sets: SelectionSetNode[], fragments: Record<string, FragmentDefinitionNode>): FieldNode[] {
  return sets.flatMap((set) =>
    set.selections.flatMap((s) => {
      if (s.kind === 'Field') return [s];
      if (s.kind === 'InlineFragment') return fieldsOf([s.selectionSet], fragments);
      const fragment = fragments[s.name.value];
      return fragment ? fieldsOf([fragment.selectionSet], fragments) : [];
    }),
  );
}

/**
 * A Prisma `omit` for those of `fields` that the operation does not select at `path`, where each field reads
 * the column of its own name: a list of cards needs no long texts.
 */
export function unselected<F extends string>(
  info: GraphQLResolveInfo,
  path: readonly string[],
  fields: readonly F[],
): Partial<Record<F, true>> {
  const selected = selectedFieldNames(info, path);
  return Object.fromEntries(fields.filter((f) => !selected.has(f)).map((f) => [f, true])) as Partial<
    Record<F, true>
  >;
}
