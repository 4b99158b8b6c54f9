/** A GraphQL call as one person: the data, or the test fails on its errors. */
export type GraphqlAs = <T>(query: string, variables: object, token: string) => Promise<T>;

/**
 * Saves a portfolio project as its owner would in the editor and publishes it: its id and address. Nothing is
 * checked beyond the two operations answering.
 */
export async function publishedProject(graphql: GraphqlAs, input: object, token: string) {
  const { savePortfolioProject } = await graphql<{
    savePortfolioProject: { data?: { id: string; path: string } };
  }>(
    'mutation ($input: PortfolioProjectInput!) { savePortfolioProject(input: $input) { ... on MutationSavePortfolioProjectSuccess { data { id path } } } }',
    { input },
    token,
  );
  const saved = savePortfolioProject.data;
  if (!saved) throw new Error('The portfolio project was not saved');
  await graphql(
    'mutation ($id: ID!) { publishPortfolioProject(id: $id) { __typename } }',
    { id: saved.id },
    token,
  );
  return saved;
}
