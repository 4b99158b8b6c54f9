import { useLocation } from 'react-router';
import { ErrorPage } from './ErrorPage';
import { HttpStatus } from './httpStatus';

/** The page of an address that names nothing; rendered on the server, it answers 404. */
export function NotFoundPage() {
  const location = useLocation();
  return (
    <>
      <HttpStatus code={404} />
      <ErrorPage kind="notFound" path={`${location.pathname}${location.search}`} />
    </>
  );
}
