import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useNavigate, type Location } from 'react-router';
import { readJobSearch, writeJobSearch, type JobSearchState } from './jobSearch';

/**
 * The router's address right now. React Router renders a new address in a transition, which React holds back
 * while the new results load; the controls follow the address at once, and the results say they are updating.
 */
function useLatestLocation(): { latest: Location; rendered: Location } {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const rendered = useLocation();
  const subscribe = useCallback(
    (onChange: () => void) => dataRouter?.router.subscribe(onChange) ?? (() => {}),
    [dataRouter],
  );
  const latest = useSyncExternalStore(
    subscribe,
    () => dataRouter?.router.state.location ?? rendered,
    // On the server and while hydrating, the address the page was rendered for.
    () => rendered,
  );
  return { latest: latest.pathname === rendered.pathname ? latest : rendered, rendered };
}

/**
 * The search on the jobs page, read from the address. Every change is a new history entry, so back and forward
 * step through searches, and the route loader starts the request before the page renders again.
 */
export function useJobSearch() {
  const { latest, rendered } = useLatestLocation();
  const navigate = useNavigate();
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const { pathname, search } = latest;
  const state = useMemo(() => readJobSearch(new URLSearchParams(search)), [search]);

  /** The address of another search on this page, for links. */
  const hrefFor = useCallback(
    (next: JobSearchState) => {
      const query = writeJobSearch(new URLSearchParams(search), next).toString();
      return query ? `${pathname}?${query}` : pathname;
    },
    [pathname, search],
  );

  /** Changes the search from the address as it is at this moment, so quick changes in a row all count. */
  const update = useCallback(
    (change: (current: JobSearchState) => JobSearchState) => {
      const routerState = dataRouter?.router.state;
      const target = routerState?.navigation.location ?? routerState?.location;
      const base = new URLSearchParams(target?.pathname === pathname ? target.search : search);
      const query = writeJobSearch(base, change(readJobSearch(base))).toString();
      void navigate(query ? `${pathname}?${query}` : pathname, { preventScrollReset: true });
    },
    [dataRouter, navigate, pathname, search],
  );

  /** True while the results on screen are still those of an earlier address. */
  const pending = latest.key !== rendered.key;

  return { state, update, hrefFor, pending };
}
