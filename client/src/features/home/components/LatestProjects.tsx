import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { LatestProjects_query$key } from '../../../__generated__/LatestProjects_query.graphql';
import { useLocale } from '../../../app/LocaleContext';
import { localePath } from '../../../app/locale';
import { EmptyState } from '../../../ui/EmptyState';
import { homeMessages } from '../messages';

const linkClass =
  'rounded text-sm font-semibold text-teal-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600';

/**
 * The home page's portfolio highlight (§2): the three most recently published projects, each with its cover, title
 * and summary, the way to the portfolio, and what will be there when nothing is yet.
 */
export function LatestProjects({ query }: { query: LatestProjects_query$key }) {
  const intl = useIntl();
  const locale = useLocale();
  const data = useFragment(
    graphql`
      fragment LatestProjects_query on Query {
        highlightedProjects: portfolioProjects(first: 3) {
          edges {
            node {
              id
              path
              forSale
              cover {
                thumbUrl
              }
              readerWords {
                locale
                title
                summary
              }
            }
          }
        }
      }
    `,
    query,
  );
  const { edges } = data.highlightedProjects;
  return (
    <section aria-labelledby="latest-projects" className="space-y-5">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="latest-projects" className="text-2xl font-bold text-slate-900">
          {intl.formatMessage(homeMessages.portfolioTitle)}
        </h2>
        <Link to={localePath(locale, '/portfolio')} className={linkClass}>
          {intl.formatMessage(homeMessages.portfolioSeeAll)}
        </Link>
      </div>
      {edges.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={intl.formatMessage(homeMessages.portfolioEmptyTitle)}
          text={intl.formatMessage(homeMessages.portfolioEmptyMessage)}
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {edges.map(({ node }) => (
            <li
              key={node.id}
              className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
            >
              {node.cover ? (
                <img
                  src={node.cover.thumbUrl}
                  alt=""
                  width={480}
                  height={300}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[8/5] w-full bg-slate-100 object-cover"
                />
              ) : null}
              <div className="space-y-2 p-5">
                {node.forSale ? (
                  <p className="w-fit rounded-md bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-800">
                    {intl.formatMessage(homeMessages.portfolioForSale)}
                  </p>
                ) : null}
                <Link
                  to={localePath(locale, node.path)}
                  lang={node.readerWords?.locale}
                  dir="auto"
                  className="block text-lg font-bold text-slate-900 hover:text-teal-800 hover:underline"
                >
                  {node.readerWords?.title}
                </Link>
                {node.readerWords ? (
                  <p lang={node.readerWords.locale} dir="auto" className="text-sm text-slate-700">
                    {node.readerWords.summary}
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
