import { useIntl } from 'react-intl';
import { useDisclosure } from '../ui/useDisclosure';
import { useLocale } from './LocaleContext';
import { LanguageLink } from './LanguageLink';
import { LOCALES } from './locale';
import { languageMessages } from './messages';

function GlobeIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
    </svg>
  );
}

const PANEL_ID = 'language-menu';

/**
 * Same page, same query string, other language prefix: a button disclosing the languages as links (each in its
 * own language and direction), so crawlers and people without script follow them too.
 */
export function LanguageSwitcher() {
  const intl = useIntl();
  const locale = useLocale();
  const { container, button, panel, choose } = useDisclosure(PANEL_ID);

  return (
    <div {...container} className="relative">
      <button
        {...button}
        aria-label={intl.formatMessage(languageMessages.current, {
          language: intl.formatMessage(languageMessages[locale]),
        })}
        className="inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 transition hover:border-teal-600 hover:text-teal-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 active:bg-slate-100 aria-expanded:bg-slate-100"
      >
        <GlobeIcon />
        <span lang={locale}>{intl.formatMessage(languageMessages[locale])}</span>
      </button>
      <div
        {...panel}
        className="absolute end-0 top-full z-30 mt-2 min-w-40 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
      >
        <ul aria-label={intl.formatMessage(languageMessages.switcherLabel)}>
          {LOCALES.map((target) => (
            <li key={target}>
              <LanguageLink
                target={target}
                onClick={choose}
                className="flex items-center justify-between gap-4 rounded-lg px-3 py-2 text-start text-sm text-slate-700 outline-none hover:bg-slate-50 focus-visible:bg-teal-50 focus-visible:text-teal-800 focus-visible:outline-2 focus-visible:outline-teal-600"
              >
                {intl.formatMessage(languageMessages[target])}
                {target === locale ? (
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 20 20"
                    className="size-4 text-teal-700"
                    fill="currentColor"
                  >
                    <path d="M7.7 14.3 3.4 10l1.4-1.4 2.9 2.9 7.5-7.5 1.4 1.4z" />
                  </svg>
                ) : null}
              </LanguageLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
