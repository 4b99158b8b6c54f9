/** What GraphiQL opens with: a partner's first query of the public job graph (validated by a test). */
export const exampleQuery = `# The public job graph. Try Ctrl+Enter; the Docs panel lists every type and field.
query LatestRemoteJobs($search: String, $after: String) {
  jobs(search: $search, filter: { types: [REMOTE] }, orderBy: NEWEST, first: 10, after: $after) {
    totalCount
    totalCountIsExact
    matchedBy
    pageInfo { hasNextPage endCursor }
    edges {
      node {
        id
        slug
        title
        companyName
        place { id name }
        language
        salary { minRials maxRials currency }
        postedAt
        expiresAt
        postedBy { displayName }
      }
    }
  }
}
`;
