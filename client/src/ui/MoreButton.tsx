import { secondaryButtonClass } from './buttons';

/** What a paginated list gives the button (Relay's `usePaginationFragment`). */
interface Pages {
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number) => unknown;
}

/** The "more" button under a paginated list: there while the list has more, idle while they load. */
export function MoreButton({ pages, count, label }: { pages: Pages; count: number; label: string }) {
  if (!pages.hasNext) return null;
  return (
    <button
      type="button"
      className={secondaryButtonClass}
      disabled={pages.isLoadingNext}
      onClick={() => pages.loadNext(count)}
    >
      {label}
    </button>
  );
}
