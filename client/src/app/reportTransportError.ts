import { toast } from 'react-toastify';
import { formatLocalizedText, intlFor } from '../i18n/translate';
import { clearAuthToken, requestLocale } from '../relay/network';
import type { TransportError } from '../relay/transportErrors';

/** Network-layer failures: an expired session signs the user out; anything else becomes a toast. */
export function reportTransportError(error: TransportError): void {
  const locale = requestLocale(window.location.pathname);
  if (error.description.invalidToken) {
    clearAuthToken();
    window.location.assign(`${window.location.origin}/${locale}/login`);
    return;
  }
  const text = formatLocalizedText(intlFor(locale), error.description.message);
  toast.error(text, { toastId: text });
}
