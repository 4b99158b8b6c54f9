import { ToastContainer } from 'react-toastify';
import { useLocale } from './LocaleContext';
import { directionOf } from './locale';

/** Notification settings from the error catalogue: top-right, 5 s, at most 20 at once. */
export function Toasts() {
  const locale = useLocale();
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
    />
  );
}
