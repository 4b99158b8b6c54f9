import { Link } from 'react-router';

export interface FilterTab {
  /** What the tab shows; the current one is marked `aria-current="page"`. */
  key: string;
  /** Its address (a query string such as `?state=PENDING`). */
  to: string;
  label: string;
}

/** The states a list can be filtered by, as links in the address: an admin's queue by state, say. */
export function FilterTabs({ label, tabs, current }: { label: string; tabs: FilterTab[]; current: string }) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-2">
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          to={tab.to}
          aria-current={tab.key === current ? 'page' : undefined}
          className="rounded-full border border-slate-300 px-3 py-1 text-sm font-semibold aria-[current=page]:border-teal-600 aria-[current=page]:bg-teal-50"
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
