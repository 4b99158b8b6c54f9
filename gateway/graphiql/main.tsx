import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { exampleQuery } from './example-query.ts';

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

createRoot(document.getElementById('graphiql')!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={exampleQuery} defaultEditorToolsVisibility="variables" />
  </StrictMode>,
);
