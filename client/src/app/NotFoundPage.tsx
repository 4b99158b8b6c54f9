import { useLocation } from 'react-router';
import { ErrorPage } from './ErrorPage';

export function NotFoundPage() {
  const location = useLocation();
  return <ErrorPage kind="notFound" path={`${location.pathname}${location.search}`} />;
}
