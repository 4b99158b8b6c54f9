import { useId } from 'react';
import { useIntl } from 'react-intl';
import { JOB_SORTS, effectiveSort } from '../jobSearch';
import { searchMessages, sortMessages } from '../messages';
import { useJobSearch } from '../useJobSearch';

/**
 * The order of the results, as the platform's own select (a wheel or a sheet on phones); "most relevant" is offered
 * only while searching.
 */
export function JobSortSelect() {
  const intl = useIntl();
  const id = useId();
  const { state, update } = useJobSearch();
  const sorts = JOB_SORTS.filter((sort) => sort !== 'RELEVANCE' || state.search);

  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-slate-600">
        {intl.formatMessage(searchMessages.sortLabel)}
      </label>
      <select
        id={id}
        value={effectiveSort(state)}
        onChange={(event) => {
          const sort = sorts.find((value) => value === event.target.value);
          if (sort && sort !== effectiveSort(state)) update((current) => ({ ...current, sort }));
        }}
        className="rounded-lg border border-slate-300 bg-white py-1.5 ps-3 pe-8 text-sm font-medium text-slate-800 outline-none hover:border-teal-500 focus-visible:ring-2 focus-visible:ring-teal-600"
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {intl.formatMessage(sortMessages[sort])}
          </option>
        ))}
      </select>
    </div>
  );
}
