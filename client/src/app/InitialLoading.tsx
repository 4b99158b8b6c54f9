/**
 * Shown before the first language catalogue arrives, so it cannot contain any text; the server sends it as the
 * page of the signed-in area, which the browser renders.
 */
export function InitialLoading() {
  return (
    <div aria-busy="true" className="flex min-h-dvh items-center justify-center">
      <span className="size-8 animate-spin rounded-full border-4 border-teal-100 border-t-teal-700" />
    </div>
  );
}
