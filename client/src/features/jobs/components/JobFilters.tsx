import { useIntl, type MessageDescriptor } from 'react-intl';
import { type Key, Link, ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { useLocation, useSearchParams } from 'react-router';
import {
  EXPERIENCE_LEVELS,
  JOB_TYPES,
  hasJobFilter,
  readJobFilter,
  writeJobFilter,
  type JobFilterState,
} from '../jobFilter';
import { experienceLevelMessages, jobTypeMessages, jobsMessages } from '../messages';

const chipClass =
  'cursor-pointer rounded-full border px-3 py-1.5 text-sm font-medium transition outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-1 border-slate-300 bg-white text-slate-700 hovered:border-teal-500 selected:border-teal-700 selected:bg-teal-700 selected:text-white';

interface ChipGroupProps<T extends string> {
  label: string;
  options: readonly T[];
  optionLabel: (option: T) => MessageDescriptor;
  selected: T[];
  onChange: (values: T[]) => void;
}

function ChipGroup<T extends string>({ label, options, optionLabel, selected, onChange }: ChipGroupProps<T>) {
  const intl = useIntl();
  return (
    <div className="space-y-2">
      <p className="text-xs font-semibold text-slate-500" aria-hidden="true">
        {label}
      </p>
      <ToggleButtonGroup
        aria-label={label}
        selectionMode="multiple"
        selectedKeys={selected}
        onSelectionChange={(keys: Set<Key>) => onChange(options.filter((option) => keys.has(option)))}
        className="flex flex-wrap gap-2"
      >
        {options.map((option) => (
          <ToggleButton key={option} id={option} className={chipClass}>
            {intl.formatMessage(optionLabel(option))}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  );
}

/** Type and level filters, kept in the query string; changing them reloads the list through the route loader. */
export function JobFilters() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = readJobFilter(searchParams);

  const update = (next: JobFilterState) =>
    setSearchParams(writeJobFilter(searchParams, next), { replace: true, preventScrollReset: true });

  return (
    <section
      aria-label={intl.formatMessage(jobsMessages.filtersTitle)}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <ChipGroup
        label={intl.formatMessage(jobsMessages.filterByType)}
        options={JOB_TYPES}
        optionLabel={(type) => jobTypeMessages[type]}
        selected={filter.types}
        onChange={(types) => update({ ...filter, types })}
      />
      <ChipGroup
        label={intl.formatMessage(jobsMessages.filterByLevel)}
        options={EXPERIENCE_LEVELS}
        optionLabel={(level) => experienceLevelMessages[level]}
        selected={filter.levels}
        onChange={(levels) => update({ ...filter, levels })}
      />
      {hasJobFilter(filter) ? (
        <Link
          href={pathname}
          routerOptions={{ replace: true, preventScrollReset: true }}
          className="inline-block rounded text-sm font-semibold text-teal-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
        >
          {intl.formatMessage(jobsMessages.clearFilters)}
        </Link>
      ) : null}
    </section>
  );
}
