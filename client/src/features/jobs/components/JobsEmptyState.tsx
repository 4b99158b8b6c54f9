import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { EmptyState } from '../../../ui/EmptyState';
import { hasJobFilter, withoutFilters } from '../jobSearch';
import { jobsMessages } from '../messages';
import { useJobSearch } from '../useJobSearch';

const actionClass =
  'inline-block rounded-lg border border-teal-700 px-5 py-2 font-semibold text-teal-800 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600';

/** Nothing matched: says why, and offers to drop the filters or the search. */
export function JobsEmptyState() {
  const intl = useIntl();
  const { state, hrefFor } = useJobSearch();
  const filtered = hasJobFilter(state);
  const searched = state.search !== '';

  let title: string;
  let message: string;
  if (searched) {
    title = intl.formatMessage(jobsMessages.noSearchMatchTitle, { search: state.search });
    message = intl.formatMessage(
      filtered ? jobsMessages.noSearchMatchFilteredMessage : jobsMessages.noSearchMatchMessage,
    );
  } else if (filtered) {
    title = intl.formatMessage(jobsMessages.noMatchTitle);
    message = intl.formatMessage(jobsMessages.noMatchMessage);
  } else {
    title = intl.formatMessage(jobsMessages.emptyTitle);
    message = intl.formatMessage(jobsMessages.emptyMessage);
  }

  return (
    <EmptyState
      icon={
        <svg viewBox="0 0 24 24" className="size-10" fill="none" stroke="currentColor" strokeWidth="1.5">
          <path d="M9 6V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v1m-11 0h16a1 1 0 0 1 1 1v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a1 1 0 0 1 1-1z" />
        </svg>
      }
      title={title}
      text={message}
      action={
        filtered || searched ? (
          <>
            {filtered ? (
              <Link to={hrefFor(withoutFilters(state))} className={actionClass}>
                {intl.formatMessage(jobsMessages.clearFilters)}
              </Link>
            ) : null}
            {searched ? (
              <Link
                to={hrefFor({ ...state, search: '', sort: state.sort === 'RELEVANCE' ? null : state.sort })}
                className={actionClass}
              >
                {intl.formatMessage(jobsMessages.clearSearch)}
              </Link>
            ) : null}
          </>
        ) : null
      }
    />
  );
}
