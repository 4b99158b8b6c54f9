import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { LatestTests_query$key } from '../../../__generated__/LatestTests_query.graphql';
import { useLocale } from '../../../app/LocaleContext';
import { localePath } from '../../../app/locale';
import { TestCard } from '../../../shared/tests/TestCard';
import { EmptyState } from '../../../ui/EmptyState';
import { homeMessages } from '../messages';

/** The home page's tests highlight (§2): a few tests, the way to all of them, and what it says when there are none. */
export function LatestTests({ query }: { query: LatestTests_query$key }) {
  const intl = useIntl();
  const locale = useLocale();
  const data = useFragment(
    graphql`
      fragment LatestTests_query on Query {
        highlightedTests: tests(first: 3) {
          edges {
            node {
              id
              ...TestCard_test
            }
          }
        }
      }
    `,
    query,
  );
  const { edges } = data.highlightedTests;
  return (
    <section aria-labelledby="latest-tests" className="space-y-5">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="latest-tests" className="text-2xl font-bold text-slate-900">
          {intl.formatMessage(homeMessages.latestTestsTitle)}
        </h2>
        <Link
          to={localePath(locale, '/talent-test')}
          className="rounded text-sm font-semibold text-teal-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
        >
          {intl.formatMessage(homeMessages.latestTestsSeeAll)}
        </Link>
      </div>
      {edges.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={intl.formatMessage(homeMessages.latestTestsEmptyTitle)}
          text={intl.formatMessage(homeMessages.latestTestsEmptyMessage)}
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {edges.map((edge) => (
            <li key={edge.node.id}>
              <TestCard test={edge.node} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
