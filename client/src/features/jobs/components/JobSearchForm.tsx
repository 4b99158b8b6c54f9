import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { MAX_SEARCH_LENGTH, PARAM } from '../jobSearch';
import { jobsMessages, searchMessages } from '../messages';
import { useJobSearch } from '../useJobSearch';

function SearchIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="size-5 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <circle cx="8.5" cy="8.5" r="5.5" />
      <path d="m13 13 4.5 4.5" strokeLinecap="round" />
    </svg>
  );
}

/** The search box: nothing is requested while typing, only on Enter or the button. */
export function JobSearchForm() {
  const { state } = useJobSearch();
  // A new search in effect (back, forward, a link) starts a fresh box showing it.
  return <SearchBox key={state.search} />;
}

function SearchBox() {
  const intl = useIntl();
  const { state, update } = useJobSearch();
  const [text, setText] = useState(state.search);
  const id = useId();

  const submit = (value: string) => {
    const search = value.trim();
    if (search === state.search) return;
    // Without a search, "most relevant" means nothing, so the order goes back to the default.
    update((current) => ({
      ...current,
      search,
      sort: current.sort === 'RELEVANCE' && !search ? null : current.sort,
    }));
  };
  const clear = () => {
    setText('');
    submit('');
  };

  return (
    <form
      role="search"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submit(text);
      }}
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
    >
      <div className="flex flex-1 flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-semibold text-slate-700">
          {intl.formatMessage(searchMessages.label)}
        </label>
        <div className="flex items-center gap-2 rounded-xl border border-slate-300 bg-white px-3 shadow-sm focus-within:border-teal-600 focus-within:ring-2 focus-within:ring-teal-600/30">
          <span className="text-slate-400">
            <SearchIcon />
          </span>
          <input
            id={id}
            type="search"
            // Before the page's script runs (or without it), the form is sent as a plain GET with the search.
            name={PARAM.search}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              // Escape empties the box and shows every job again, as search fields do.
              if (event.key !== 'Escape' || !text) return;
              event.preventDefault();
              clear();
            }}
            maxLength={MAX_SEARCH_LENGTH}
            enterKeyHint="search"
            placeholder={intl.formatMessage(searchMessages.placeholder)}
            className="min-w-0 flex-1 bg-transparent py-3 text-base text-slate-900 outline-none placeholder:text-slate-400 [&::-webkit-search-cancel-button]:hidden"
          />
          <button
            type="button"
            aria-label={intl.formatMessage(jobsMessages.clearSearch)}
            onClick={clear}
            className={`rounded-full p-1 text-slate-500 outline-none hover:text-slate-800 focus-visible:ring-2 focus-visible:ring-teal-600 ${text ? '' : 'invisible'}`}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="size-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="m5 5 10 10M15 5 5 15" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      </div>
      <button
        type="submit"
        className="rounded-xl bg-teal-700 px-6 py-3 font-semibold text-white shadow-sm transition outline-none hover:bg-teal-800 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2"
      >
        {intl.formatMessage(searchMessages.submit)}
      </button>
    </form>
  );
}
