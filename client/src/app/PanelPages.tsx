import { Outlet } from 'react-router';

/** The signed-in area's pages: private, never listed, whatever each page says of itself. */
export function PanelPages() {
  return (
    <>
      <meta name="robots" content="noindex" />
      <Outlet />
    </>
  );
}
