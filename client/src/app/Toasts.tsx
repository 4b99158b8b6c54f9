import { useIntl } from 'react-intl';
import { ToastContainer } from 'react-toastify/unstyled';
import { useLocale } from './LocaleContext';
import { directionOf } from './locale';
import { layoutMessages } from './messages';

/** Notification settings from the error catalogue: top-right, 5 s, at most 20 at once. */
export function Toasts() {
  const intl = useIntl();
  const locale = useLocale();
  const closeLabel = intl.formatMessage(layoutMessages.closeNotification);
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      closeOnClick
      pauseOnHover
      pauseOnFocusLoss
      draggable
      draggablePercent={60}
      limit={20}
      hideProgressBar={false}
      newestOnTop
      rtl={directionOf(locale) === 'rtl'}
      theme="light"
      aria-label={intl.formatMessage(layoutMessages.notifications)}
      closeButton={({ closeToast }) => (
        <button
          type="button"
          onClick={closeToast}
          aria-label={closeLabel}
          className="Toastify__close-button Toastify__close-button--light"
        >
          <svg aria-hidden="true" viewBox="0 0 14 16" width="14" height="16" fill="currentColor">
            <path d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z" />
          </svg>
        </button>
      )}
    />
  );
}
