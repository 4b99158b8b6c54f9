import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { useLocale } from './LocaleContext';
import { LanguageLink } from './LanguageLink';
import { localePath, LOCALES } from './locale';
import { languageMessages, layoutMessages } from './messages';
import { isCurrentSection, SECTIONS } from './sections';
import { useDisclosure } from '../ui/useDisclosure';

const PANEL_ID = 'site-menu';

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

const focusRing =
  'outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-teal-600';

/**
 * The header's menu on narrow screens: a button that discloses every section and the languages. It is a plain
 * disclosure rather than a menu widget, so the links stay links.
 */
export function SiteMenu() {
  const intl = useIntl();
  const locale = useLocale();
  const location = useLocation();
  const { open, container, button, panel, choose: onChoose } = useDisclosure(PANEL_ID);

  return (
    <div {...container} className="xl:hidden">
      <button
        {...button}
        aria-label={intl.formatMessage(layoutMessages.menu)}
        className={`grid size-10 place-items-center rounded-lg text-slate-700 transition hover:bg-slate-100 aria-expanded:bg-slate-100 ${focusRing}`}
      >
        <MenuIcon open={open} />
      </button>
      <div
        {...panel}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-var(--header-height,4rem))] overflow-y-auto border-b border-slate-200 bg-white shadow-lg"
      >
        <div className="mx-auto max-w-6xl space-y-4 px-4 py-4 sm:px-6">
          <nav aria-label={intl.formatMessage(layoutMessages.mainNavigation)}>
            <ul className="grid gap-1 sm:grid-cols-2">
              {SECTIONS.map((section) => {
                const href = localePath(locale, section.path);
                return (
                  <li key={section.path}>
                    <Link
                      to={href}
                      aria-current={isCurrentSection(location.pathname, href) ? 'page' : undefined}
                      onClick={onChoose}
                      className={`block rounded-lg px-3 py-3 font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:bg-teal-50 aria-[current=page]:text-teal-800 ${focusRing}`}
                    >
                      {intl.formatMessage(section.label)}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div
            role="group"
            aria-labelledby={`${PANEL_ID}-languages`}
            className="border-t border-slate-100 pt-4"
          >
            <p id={`${PANEL_ID}-languages`} className="px-3 text-xs font-medium text-slate-500">
              {intl.formatMessage(languageMessages.switcherLabel)}
            </p>
            <ul className="mt-2 flex flex-wrap gap-2 px-3">
              {LOCALES.map((target) => (
                <li key={target}>
                  <LanguageLink
                    target={target}
                    onClick={onChoose}
                    className={`inline-flex rounded-full border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:border-teal-600 hover:text-teal-700 aria-[current=true]:border-teal-700 aria-[current=true]:bg-teal-50 aria-[current=true]:text-teal-800 ${focusRing}`}
                  >
                    {intl.formatMessage(languageMessages[target])}
                  </LanguageLink>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </div>
  );
}
