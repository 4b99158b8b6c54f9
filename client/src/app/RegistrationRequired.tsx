import { Navigate, useLocation } from 'react-router';
import { useLocale } from './LocaleContext';
import { loginPath } from '../shared/accounts/redirect';

/** A panel page opened before the registration step is done: the login page asks for the name first. */
export function RegistrationRequired() {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  return <Navigate replace to={loginPath(locale, `${pathname}${search}`)} />;
}
