import { useIntl } from 'react-intl';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { JOB_SORTS, effectiveSort, type JobSort } from '../jobSearch';
import { searchMessages, sortMessages } from '../messages';
import { useJobSearch } from '../useJobSearch';

/** The order of the results; "most relevant" is offered only while searching. */
export function JobSortSelect() {
  const intl = useIntl();
  const { state, update } = useJobSearch();
  const sorts = JOB_SORTS.filter((sort) => sort !== 'RELEVANCE' || state.search);

  return (
    <Select
      selectedKey={effectiveSort(state)}
      onSelectionChange={(key) => {
        const sort = sorts.find((value) => value === key);
        if (sort && sort !== effectiveSort(state))
          update((current) => ({ ...current, sort: sort satisfies JobSort }));
      }}
      className="flex items-center gap-2"
    >
      <Label className="text-sm text-slate-600">{intl.formatMessage(searchMessages.sortLabel)}</Label>
      <Button className="flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 outline-none hover:border-teal-500 focus-visible:ring-2 focus-visible:ring-teal-600">
        <SelectValue />
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 text-slate-500" fill="currentColor">
          <path d="M5.5 7.5 10 12l4.5-4.5z" />
        </svg>
      </Button>
      <Popover className="min-w-(--trigger-width) rounded-lg border border-slate-200 bg-white p-1 shadow-lg outline-none">
        <ListBox className="outline-none">
          {sorts.map((sort) => (
            <ListBoxItem
              key={sort}
              id={sort}
              className="cursor-pointer rounded-md px-3 py-1.5 text-sm text-slate-700 outline-none data-[focused]:bg-teal-50 data-[selected]:font-semibold data-[selected]:text-teal-800"
            >
              {intl.formatMessage(sortMessages[sort])}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
