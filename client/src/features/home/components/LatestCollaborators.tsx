import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { LatestCollaborators_query$key } from '../../../__generated__/LatestCollaborators_query.graphql';
import { useLocale } from '../../../app/LocaleContext';
import { localePath } from '../../../app/locale';
import { EmptyState } from '../../../ui/EmptyState';
import { homeMessages } from '../messages';

const linkClass =
  'rounded text-sm font-semibold text-teal-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600';

/**
 * The home page's collaborators highlight (§2): the three most recently active published collaborators, each with
 * their headline, the way to the directory, and an invitation to publish a profile when there are none.
 */
export function LatestCollaborators({ query }: { query: LatestCollaborators_query$key }) {
  const intl = useIntl();
  const locale = useLocale();
  const data = useFragment(
    graphql`
      fragment LatestCollaborators_query on Query {
        highlightedCollaborators: collaborators(first: 3) {
          edges {
            node {
              id
              path
              displayName
              readerWords {
                locale
                headline
              }
            }
          }
        }
      }
    `,
    query,
  );
  const { edges } = data.highlightedCollaborators;
  return (
    <section aria-labelledby="latest-collaborators" className="space-y-5">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="latest-collaborators" className="text-2xl font-bold text-slate-900">
          {intl.formatMessage(homeMessages.collaboratorsTitle)}
        </h2>
        <Link to={localePath(locale, '/collaborators')} className={linkClass}>
          {intl.formatMessage(homeMessages.collaboratorsSeeAll)}
        </Link>
      </div>
      {edges.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={intl.formatMessage(homeMessages.collaboratorsEmptyTitle)}
          text={intl.formatMessage(homeMessages.collaboratorsEmptyMessage)}
          action={
            <Link to={localePath(locale, '/panel/collaborator')} className={linkClass}>
              {intl.formatMessage(homeMessages.collaboratorsBecomeOne)}
            </Link>
          }
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {edges.map(({ node }) => (
            <li key={node.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <Link
                to={localePath(locale, node.path)}
                className="text-lg font-bold text-slate-900 hover:text-teal-800 hover:underline"
              >
                {node.displayName}
              </Link>
              {node.readerWords ? (
                <p lang={node.readerWords.locale} dir="auto" className="mt-2 text-sm text-slate-700">
                  {node.readerWords.headline}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
