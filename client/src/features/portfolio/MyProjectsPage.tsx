import { portfolioLimits as L } from '@platform/rules/portfolio-limits';
import { useIntl } from 'react-intl';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData } from 'react-router';
import type { MyProjectsPage_query$key } from '../../__generated__/MyProjectsPage_query.graphql';
import type { MyProjectsPageQuery } from '../../__generated__/MyProjectsPageQuery.graphql';
import { useLocale } from '../../app/LocaleContext';
import { localePath } from '../../app/locale';
import { PanelPage } from '../../app/PanelPage';
import { RegistrationRequired } from '../../app/RegistrationRequired';
import { primaryButtonClass, secondaryButtonClass } from '../../ui/buttons';
import { EmptyState } from '../../ui/EmptyState';
import { CollaboratorsOnly, writesProjects } from './editor/CollaboratorsOnly';
import { myProjectsMessages as m } from './editor/messages';
import { MyProjectRow } from './MyProjectRow';

export interface MyProjectsPageLoaderData {
  queryRef: PreloadedQuery<MyProjectsPageQuery>;
}

function ProjectList({ query, writes }: { query: MyProjectsPage_query$key; writes: boolean }) {
  const intl = useIntl();
  const locale = useLocale();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment MyProjectsPage_query on Query
      @refetchable(queryName: "MyProjectsPagePaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 24 }, cursor: { type: "String" }) {
        myPortfolioProjects(first: $count, after: $cursor)
          @connection(key: "MyProjectsPage_myPortfolioProjects") {
          edges {
            node {
              id
              ...MyProjectRow_project
            }
          }
        }
      }
    `,
    query,
  );
  const { edges } = data.myPortfolioProjects;
  if (edges.length === 0) {
    if (!writes) return <CollaboratorsOnly />;
    return (
      <EmptyState
        title={intl.formatMessage(m.empty)}
        text={intl.formatMessage(m.emptyText)}
        action={
          <Link to={localePath(locale, '/panel/portfolio/new')} className={primaryButtonClass}>
            {intl.formatMessage(m.add)}
          </Link>
        }
      />
    );
  }
  return (
    <section className="space-y-3">
      {writes ? null : <CollaboratorsOnly />}
      <h2 className="text-lg font-bold text-slate-900">{intl.formatMessage(m.projects)}</h2>
      <ul className="space-y-3">
        {edges.map(({ node }) => (
          <MyProjectRow key={node.id} project={node} />
        ))}
      </ul>
      {hasNext ? (
        <button
          type="button"
          disabled={isLoadingNext}
          onClick={() => loadNext(L.pageSize)}
          className={secondaryButtonClass}
        >
          {intl.formatMessage(m.more)}
        </button>
      ) : null}
    </section>
  );
}

function Projects({ queryRef }: MyProjectsPageLoaderData) {
  const intl = useIntl();
  const locale = useLocale();
  const data = usePreloadedQuery<MyProjectsPageQuery>(
    graphql`
      query MyProjectsPageQuery {
        viewer {
          registered
          roles
        }
        ...MyProjectsPage_query
      }
    `,
    queryRef,
  );
  if (!data.viewer?.registered) return <RegistrationRequired />;
  const writes = writesProjects(data.viewer.roles);
  return (
    <>
      {writes ? (
        <div>
          <Link to={localePath(locale, '/panel/portfolio/new')} className={primaryButtonClass}>
            {intl.formatMessage(m.add)}
          </Link>
        </div>
      ) : null}
      <ProjectList query={data} writes={writes} />
    </>
  );
}

/** /panel/portfolio: the viewer's portfolio projects in any visibility, to edit, publish or hide, and a new one. */
export function MyProjectsPage() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as MyProjectsPageLoaderData;
  const title = intl.formatMessage(m.title);
  return (
    <PanelPage title={title} intro={intl.formatMessage(m.intro)} width="narrow">
      <Projects queryRef={queryRef} />
    </PanelPage>
  );
}
