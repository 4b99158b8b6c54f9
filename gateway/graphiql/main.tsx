import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// Signed in on the site, staff query as themselves: the session token the web client keeps is sent along,
// over HTTP and when subscriptions open their WebSocket.
const token = () => localStorage.getItem('auth_token');
const fetcher = createGraphiQLFetcher({
  url: '/graphql',
  subscriptionUrl: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`,
  wsConnectionParams: () => {
    const current = token();
    return current ? { authorization: `Bearer ${current}` } : {};
  },
  fetch: (input, init) => {
    const current = token();
    const headers = new Headers(init?.headers);
    if (current) headers.set('authorization', `Bearer ${current}`);
    return fetch(input, { ...init, headers });
  },
});

const exampleQuery = `# The public job graph. Try Ctrl+Enter; the Docs panel lists every type and field.
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
        location
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

createRoot(document.getElementById('graphiql')!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={exampleQuery} defaultEditorToolsVisibility="variables" />
  </StrictMode>,
);
