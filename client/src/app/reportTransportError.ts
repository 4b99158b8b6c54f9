import { toast } from 'react-toastify';
import type { Locale } from './locale';
import { loadMessages } from '../i18n/messages';
import { formatLocalizedText, intlFor } from '../i18n/translate';
import { clearAuthToken, requestLocale } from '../relay/network';
import type { TransportError } from '../relay/transportErrors';

/** Network-layer failures: an expired session signs the user out; anything else becomes a toast. */
export async function reportTransportError(error: TransportError, pageLocale?: Locale): Promise<void> {
  const locale = pageLocale ?? requestLocale(window.location.pathname);
  if (error.description.invalidToken) {
    clearAuthToken();
    window.location.assign(`${window.location.origin}/${locale}/login`);
    return;
  }
  // The first request of a visit can fail before the language's catalogue has arrived.
  await loadMessages(locale).catch(() => undefined);
  const text = formatLocalizedText(intlFor(locale), error.description.message);
  toast.error(text, { toastId: text });
}
