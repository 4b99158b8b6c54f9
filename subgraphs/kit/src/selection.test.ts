import { parse, type FieldNode, type FragmentDefinitionNode, type GraphQLResolveInfo } from 'graphql';
import { describe, expect, it } from 'vitest';
import { selectedFieldNames, unselected } from './selection.ts';

/** The resolve info of the operation's first field, as far as these functions read it. */
function infoOf(source: string): GraphQLResolveInfo {
  const document = parse(source);
  const operation = document.definitions.find((d) => d.kind === 'OperationDefinition')!;
  const fragments = Object.fromEntries(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === 'FragmentDefinition')
      .map((d) => [d.name.value, d]),
  );
  const field = operation.selectionSet.selections[0] as FieldNode;
  return { fieldNodes: [field], fragments } as unknown as GraphQLResolveInfo;
}

describe('the fields an operation selects', () => {
  const info = infoOf(`
    query {
      jobs(first: 2) {
        totalCount
        edges { cursor node { id ...Card ... on Job { skills } } }
        edges { node { slug } }
      }
    }
    fragment Card on Job { title companyName ... on Node { id } }
  `);

  it('are found below a path, through fragments, inline fragments and repeated fields', () => {
    expect([...selectedFieldNames(info, ['edges', 'node'])].sort()).toEqual([
      'companyName',
      'id',
      'skills',
      'slug',
      'title',
    ]);
    expect([...selectedFieldNames(info, [])].sort()).toEqual(['edges', 'totalCount']);
    expect(selectedFieldNames(info, ['pageInfo']).size).toBe(0);
  });

  it('give an omit of the long fields nobody asked for', () => {
    expect(unselected(info, ['edges', 'node'], ['description', 'skills', 'benefits'])).toEqual({
      description: true,
      benefits: true,
    });
  });
});
