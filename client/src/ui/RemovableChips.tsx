interface RemovableChipsProps {
  /** The list's accessible name. */
  label: string;
  items: readonly string[];
  /** The accessible name of an item's remove button, e.g. "Remove React". */
  removeLabel: (item: string) => string;
  onRemove: (item: string) => void;
}

/** Chosen values as chips, each with a button that removes it. */
export function RemovableChips({ label, items, removeLabel, onRemove }: RemovableChipsProps) {
  if (items.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {items.map((item) => (
        <li
          key={item}
          className="flex items-center gap-1 rounded-full bg-teal-50 py-1 ps-3 pe-1 text-sm font-medium text-teal-900 ring-1 ring-teal-200 ring-inset"
        >
          <bdi>{item}</bdi>
          <button
            type="button"
            aria-label={removeLabel(item)}
            onClick={() => onRemove(item)}
            className="rounded-full p-1 text-teal-700 outline-none hover:bg-teal-100 focus-visible:ring-2 focus-visible:ring-teal-600"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="size-3.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
            >
              <path d="m5 5 10 10M15 5 5 15" strokeLinecap="round" />
            </svg>
          </button>
        </li>
      ))}
    </ul>
  );
}
