import { useState } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { INTL_LOCALE } from '../i18n/intlLocale';
import type { LanguageOffer } from './languageOffer';
import { useLocale } from './LocaleContext';
import { DEFAULT_LOCALE, directionOf, persistLocale, switchLocalePath } from './locale';
import { languageOfferMessages } from './messages';
import { useSite } from './site';

function Offer({ offer, onDismiss }: { offer: LanguageOffer; onDismiss: () => void }) {
  const intl = useIntl();
  const location = useLocation();
  return (
    <aside
      lang={offer.locale}
      dir={directionOf(offer.locale)}
      aria-label={intl.formatMessage(languageOfferMessages.label)}
      className="border-b border-teal-100 bg-teal-50 text-sm text-teal-950 print:hidden"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-2 sm:px-6">
        <p className="flex min-w-0 flex-1 flex-wrap gap-x-1.5">
          <span>{intl.formatMessage(languageOfferMessages.notice)}</span>
          <Link
            to={switchLocalePath(location, offer.locale)}
            onClick={() => persistLocale(offer.locale)}
            className="rounded font-semibold text-teal-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-teal-600"
          >
            {intl.formatMessage(languageOfferMessages.follow)}
          </Link>
        </p>
        <button
          type="button"
          onClick={onDismiss}
          aria-label={intl.formatMessage(languageOfferMessages.dismiss)}
          className="grid size-8 shrink-0 place-items-center rounded-lg text-teal-900 hover:bg-teal-100 focus-visible:outline-2 focus-visible:outline-teal-600"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
    </aside>
  );
}

/**
 * The server's offer of this page in the browser's language (`languageOffer.ts`), in that language, on Persian pages
 * until the reader follows or dismisses it; either stores the choice.
 */
export function LanguageOfferBar() {
  const { languageOffer } = useSite();
  const locale = useLocale();
  const [dismissed, setDismissed] = useState(false);
  if (!languageOffer || dismissed || locale !== DEFAULT_LOCALE) return null;
  return (
    <IntlProvider
      locale={INTL_LOCALE[languageOffer.locale]}
      messages={languageOffer.messages as Record<string, string>}
    >
      <Offer
        offer={languageOffer}
        onDismiss={() => {
          persistLocale(DEFAULT_LOCALE);
          setDismissed(true);
        }}
      />
    </IntlProvider>
  );
}
