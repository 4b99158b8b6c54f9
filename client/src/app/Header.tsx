import { useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { PreloadedQuery } from 'react-relay/hooks';
import { Link, useLocation } from 'react-router';
import type { AccountMenuQuery } from '../__generated__/AccountMenuQuery.graphql';
import { AccountMenu } from './AccountMenu';
import { LanguageSwitcher } from './LanguageSwitcher';
import { useLocale } from './LocaleContext';
import { localePath } from './locale';
import type { AccountMenuEntry } from './navigation';
import { layoutMessages } from './messages';
import { isCurrentSection, SECTIONS } from './sections';
import { SiteMenu } from './SiteMenu';

/**
 * Publishes the sticky header's height as `--header-height` on the page, for what must stay clear of it: the
 * toasts, the scroll padding that keeps a focused field or a revealed panel from sliding under it, and the height
 * of the menu on narrow screens. The height changes with the width and the font size, so it is measured.
 */
function usePublishedHeight() {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const header = ref.current;
    if (!header || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty('--header-height', `${header.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--header-height');
    };
  }, []);
  return ref;
}

export function Header({
  accountRef,
  accountMenu,
}: {
  accountRef: PreloadedQuery<AccountMenuQuery> | null;
  accountMenu: readonly AccountMenuEntry[];
}) {
  const intl = useIntl();
  const locale = useLocale();
  const { pathname } = useLocation();
  const headerRef = usePublishedHeight();

  return (
    <header
      ref={headerRef}
      className="sticky top-0 z-20 border-b border-slate-200 bg-white/90 backdrop-blur print:hidden"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-x-6 px-4 py-3 sm:px-6">
        <Link
          to={localePath(locale)}
          aria-label={intl.formatMessage(layoutMessages.homeLinkLabel)}
          className="flex items-center gap-2 rounded-md text-xl font-extrabold text-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
        >
          <span
            aria-hidden="true"
            className="grid size-8 place-items-center rounded-lg bg-teal-700 text-white"
          >
            <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
              <rect x="3" y="7" width="18" height="13" rx="2" />
              <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18" />
            </svg>
          </span>
          {intl.formatMessage(layoutMessages.brand)}
        </Link>
        <nav
          aria-label={intl.formatMessage(layoutMessages.mainNavigation)}
          className="hidden min-w-0 flex-1 overflow-x-auto xl:block"
        >
          <ul className="flex min-w-max items-center gap-1">
            {SECTIONS.map((item) => (
              <li key={item.path}>
                <Link
                  to={localePath(locale, item.path)}
                  aria-current={
                    isCurrentSection(pathname, localePath(locale, item.path)) ? 'page' : undefined
                  }
                  className="block rounded-lg px-3 py-2 text-sm font-medium text-slate-600 transition outline-none hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-teal-600 aria-[current=page]:bg-teal-50 aria-[current=page]:text-teal-800"
                >
                  {intl.formatMessage(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* On narrow screens the languages are in the menu, and the account stays in sight beside it. */}
        <div className="ms-auto flex items-center gap-2 xl:ms-0">
          <div className="hidden xl:block">
            <LanguageSwitcher />
          </div>
          <AccountMenu queryRef={accountRef} entries={accountMenu} />
          <SiteMenu />
        </div>
      </div>
    </header>
  );
}
