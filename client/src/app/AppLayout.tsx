import { Suspense, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { PreloadedQuery } from 'react-relay/hooks';
import { Outlet, ScrollRestoration, useLoaderData, useLocation } from 'react-router';
import type { AccountMenuQuery } from '../__generated__/AccountMenuQuery.graphql';
import { Footer } from './Footer';
import { Header } from './Header';
import { LanguageOfferBar } from './LanguageOfferBar';
import type { AccountMenuEntry } from './navigation';
import { layoutMessages } from './messages';
import { NavigationProgress } from './NavigationProgress';
import { PageSpinner } from './PageSpinner';
import { TermsNotice } from './TermsNotice';

export interface AppLayoutLoaderData {
  /** Only with a stored session: visitors need no request to show the sign-in button. */
  accountRef: PreloadedQuery<AccountMenuQuery> | null;
}

/** `accountMenu`: every feature's entries of the account menu. */
export function AppLayout({ accountMenu }: { accountMenu: readonly AccountMenuEntry[] }) {
  const intl = useIntl();
  const { accountRef } = useLoaderData() as AppLayoutLoaderData;
  const { pathname, key } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const previousPath = useRef(pathname);

  // After a client-side page change, move focus to the new content so screen readers announce it.
  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 text-slate-900 print:bg-white">
      <NavigationProgress />
      <a
        href="#main"
        className="sr-only z-30 rounded-md bg-teal-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {intl.formatMessage(layoutMessages.skipToContent)}
      </a>
      <LanguageOfferBar />
      <Header accountRef={accountRef} accountMenu={accountMenu} />
      <TermsNotice queryRef={accountRef} />
      <main
        ref={mainRef}
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 outline-none sm:px-6"
      >
        {/* Keyed by path so every page change replays the (motion-safe) entrance animation. The page the server
            sent (the router's first location, key "default") shows at once: it is the first paint. */}
        <div key={pathname} className={key === 'default' ? undefined : 'motion-safe:animate-page-in'}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
