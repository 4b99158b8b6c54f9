import { toast } from './toast';
import type { Locale } from './locale';
import { loadMessages } from '../i18n/messages';
import { formatLocalizedText, intlFor } from '../i18n/translate';
import { loginPath } from '../shared/accounts/redirect';
import { clearAuthToken, readAuthToken, requestLocale } from '../relay/network';
import type { TransportError } from '../relay/transportErrors';

/** Network-layer failures: an expired session signs the user out; anything else becomes a toast. */
export async function reportTransportError(error: TransportError, pageLocale?: Locale): Promise<void> {
  const locale = pageLocale ?? requestLocale(window.location.pathname);
  // Only the first of several failing calls finds the token still stored, so the page is left once.
  if (error.description.invalidToken && readAuthToken() !== null) {
    clearAuthToken();
    const { pathname, search } = window.location;
    const here = `${pathname}${search}`;
    const target = pathname === `/${locale}/login` ? here : loginPath(locale, here);
    window.location.assign(`${window.location.origin}${target}`);
    return;
  }
  // The first request of a visit can fail before the language's catalogue has arrived.
  await loadMessages(locale).catch(() => undefined);
  const text = formatLocalizedText(intlFor(locale), error.description.message);
  toast.error(text, { toastId: text });
}
