/**
 * Shown before the first language catalogue arrives, so it cannot contain any text; the server sends it as the
 * page of the signed-in area, which the browser renders. Those pages are private: never listed.
 */
export function InitialLoading() {
  return (
    <div aria-busy="true" className="flex min-h-dvh items-center justify-center">
      <meta name="robots" content="noindex" />
      <span className="size-8 animate-spin rounded-full border-4 border-teal-100 border-t-teal-700" />
    </div>
  );
}
