import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { Outlet, useLoaderData } from 'react-router';
import type { Environment } from 'relay-runtime';

export interface RelayRootLoaderData {
  environment: Environment;
}

/**
 * The Relay environment comes with the router's loader data, so a page and the environment its preloaded
 * queries belong to change in the same render after a sign-in or sign-out.
 */
export function RelayRoot() {
  const { environment } = useLoaderData() as RelayRootLoaderData;
  return (
    <RelayEnvironmentProvider environment={environment}>
      <Outlet />
    </RelayEnvironmentProvider>
  );
}
