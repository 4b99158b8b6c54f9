import { useCallback, useContext, useMemo } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useNavigate, useSearchParams } from 'react-router';
import { readJobSearch, writeJobSearch, type JobSearchState } from './jobSearch';

/**
 * The search on the jobs page, read from the address. Every change is a new history entry, so back and forward
 * step through searches, and the route loader starts the request before the page renders again.
 */
export function useJobSearch() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const state = useMemo(() => readJobSearch(params), [params]);

  /** The address of another search on this page, for links. */
  const hrefFor = useCallback(
    (next: JobSearchState) => {
      const query = writeJobSearch(params, next).toString();
      return query ? `${pathname}?${query}` : pathname;
    },
    [params, pathname],
  );

  /**
   * Changes the search from the address as it is at this moment: while the previous change's results load, the
   * page still shows the previous address, and a second quick change must not undo the first.
   */
  const update = useCallback(
    (change: (current: JobSearchState) => JobSearchState) => {
      const routerState = dataRouter?.router.state;
      const latest = routerState?.navigation.location ?? routerState?.location;
      const base = latest?.pathname === pathname ? new URLSearchParams(latest.search) : params;
      const query = writeJobSearch(base, change(readJobSearch(base))).toString();
      void navigate(query ? `${pathname}?${query}` : pathname, { preventScrollReset: true });
    },
    [dataRouter, navigate, params, pathname],
  );

  return { state, update, hrefFor };
}
