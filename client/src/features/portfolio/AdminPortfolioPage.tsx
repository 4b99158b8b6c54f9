import { portfolioLimits as L } from '@platform/rules/portfolio-limits';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  graphql,
  useFragment,
  useMutation,
  usePaginationFragment,
  usePreloadedQuery,
  type PreloadedQuery,
} from 'react-relay/hooks';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import type { AdminPortfolioPageEvaluateMutation } from '../../__generated__/AdminPortfolioPageEvaluateMutation.graphql';
import type { AdminPortfolioPageQuery } from '../../__generated__/AdminPortfolioPageQuery.graphql';
import type { AdminPortfolioPage_list$key } from '../../__generated__/AdminPortfolioPage_list.graphql';
import type { AdminPortfolioPage_project$key } from '../../__generated__/AdminPortfolioPage_project.graphql';
import { useLocale } from '../../app/LocaleContext';
import { localePath } from '../../app/locale';
import { PanelPage } from '../../app/PanelPage';
import { RegistrationRequired } from '../../app/RegistrationRequired';
import { toast } from '../../app/toast';
import { AdminList, AdminsOnly } from '../../ui/AdminList';
import { primaryButtonClass } from '../../ui/buttons';
import { FilterTabs } from '../../ui/FilterTabs';
import { TextAreaField } from '../../ui/TextAreaField';
import { AdminReviews } from './admin/AdminReviews';
import { portfolioAdminMessages as m, reviewModerationMessages } from './admin/messages';

export interface AdminPortfolioPageLoaderData {
  queryRef: PreloadedQuery<AdminPortfolioPageQuery>;
}

/** Which of the admins' lists an address asks for: `?reviews=shown|hidden` buyers' reviews; else private projects,
 * `?evaluated=1` those evaluated, else those waiting. */
export const evaluatedOf = (params: URLSearchParams) => params.get('evaluated') === '1';
export const reviewsTabOf = (params: URLSearchParams) => {
  const tab = params.get('reviews');
  return tab === 'shown' || tab === 'hidden' ? tab : null;
};

/** The page's query variables: an admin's list of the tab the address names; nothing for anyone else. */
export function adminPortfolioVariables(params: URLSearchParams, admin: boolean) {
  const reviews = reviewsTabOf(params);
  return {
    projects: admin && reviews === null,
    reviews: admin && reviews !== null,
    evaluated: evaluatedOf(params),
    hidden: reviews === 'hidden',
  };
}

function ProjectRow({ project }: { project: AdminPortfolioPage_project$key }) {
  const intl = useIntl();
  const locale = useLocale();
  const id = useId();
  const p = useFragment(
    graphql`
      fragment AdminPortfolioPage_project on PortfolioProject {
        id
        path
        updatedAt
        evaluatedAt
        evaluationNote
        readerWords {
          locale
          title
          summary
        }
      }
    `,
    project,
  );
  const [note, setNote] = useState(p.evaluationNote ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [commit, saving] = useMutation<AdminPortfolioPageEvaluateMutation>(graphql`
    mutation AdminPortfolioPageEvaluateMutation($input: EvaluatePortfolioProjectInput!) {
      evaluatePortfolioProject(input: $input) {
        __typename
        ... on MutationEvaluatePortfolioProjectSuccess {
          data {
            ...AdminPortfolioPage_project
          }
        }
        ... on NotFoundError {
          code
        }
      }
    }
  `);

  function evaluate() {
    const text = note.trim();
    if (!text) return setProblem(intl.formatMessage(m.noteRequired));
    if (text.length > L.evaluationNoteMax)
      return setProblem(intl.formatMessage(m.noteTooLong, { max: L.evaluationNoteMax }));
    setProblem(null);
    const failed = () => void toast.error(intl.formatMessage(m.failed));
    commit({
      variables: { input: { id: p.id, note: text } },
      onCompleted: ({ evaluatePortfolioProject: result }) => {
        if (result.__typename === 'MutationEvaluatePortfolioProjectSuccess')
          toast.success(intl.formatMessage(m.saved));
        else if (result.__typename === 'NotFoundError') setProblem(intl.formatMessage(m.gone));
        else failed();
      },
      onError: failed,
    });
  }

  return (
    <article
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <div className="space-y-1">
        <h2
          id={`${id}-title`}
          lang={p.readerWords?.locale}
          dir="auto"
          className="text-lg font-bold text-slate-900"
        >
          {p.readerWords?.title}
        </h2>
        {p.readerWords ? (
          <p lang={p.readerWords.locale} dir="auto" className="text-sm text-slate-700">
            {p.readerWords.summary}
          </p>
        ) : null}
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <span>
            {intl.formatMessage(m.changed, { date: intl.formatDate(p.updatedAt, { dateStyle: 'long' }) })}
          </span>
          {p.evaluatedAt ? (
            <span>
              {intl.formatMessage(m.evaluatedOn, {
                date: intl.formatDate(p.evaluatedAt, { dateStyle: 'long' }),
              })}
            </span>
          ) : null}
          <Link to={localePath(locale, p.path)} className="font-semibold text-teal-700 hover:underline">
            {intl.formatMessage(m.open)}
          </Link>
        </p>
      </div>
      <div className="space-y-3 border-t border-slate-200 pt-3">
        <TextAreaField
          id={`${id}-note`}
          label={intl.formatMessage(m.note)}
          value={note}
          onChange={(value) => {
            setNote(value);
            setProblem(null);
          }}
          rows={3}
          maxLength={L.evaluationNoteMax}
          problem={problem}
        />
        <button type="button" disabled={saving} onClick={evaluate} className={primaryButtonClass}>
          {intl.formatMessage(p.evaluatedAt ? m.evaluateAgain : m.evaluate)}
        </button>
      </div>
    </article>
  );
}

function ProjectList({ query }: { query: AdminPortfolioPage_list$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment AdminPortfolioPage_list on Query
      @refetchable(queryName: "AdminPortfolioPageListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        portfolioProjectsToEvaluate(evaluated: $evaluated, first: $count, after: $cursor)
          @connection(key: "AdminPortfolioPage_portfolioProjectsToEvaluate", filters: ["evaluated"]) {
          totalCount
          edges {
            node {
              id
              ...AdminPortfolioPage_project
            }
          }
        }
      }
    `,
    query,
  );
  const { edges, totalCount } = data.portfolioProjectsToEvaluate;
  return (
    <AdminList
      nodes={edges.map(({ node }) => node)}
      totalCount={totalCount}
      words={m}
      row={(node) => <ProjectRow project={node} />}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      loadMore={() => loadNext(20)}
    />
  );
}

function Projects({ queryRef }: AdminPortfolioPageLoaderData) {
  const data = usePreloadedQuery<AdminPortfolioPageQuery>(
    graphql`
      query AdminPortfolioPageQuery(
        $projects: Boolean!
        $reviews: Boolean!
        $evaluated: Boolean!
        $hidden: Boolean!
      ) {
        viewer {
          registered
        }
        ...AdminPortfolioPage_list @include(if: $projects) @alias(as: "list")
        ...AdminReviews_query @include(if: $reviews) @alias(as: "reviews")
      }
    `,
    queryRef,
  );
  if (!data.viewer?.registered) return <RegistrationRequired />;
  if (data.reviews) return <AdminReviews query={data.reviews} />;
  if (!data.list) return <AdminsOnly text={m.adminsOnly} />;
  return <ProjectList query={data.list} />;
}

/**
 * /panel/admin/portfolio: the private projects their owners share with verified employers, to read and evaluate
 * with the team's note, and buyers' reviews to moderate (admins).
 */
export function AdminPortfolioPage() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as AdminPortfolioPageLoaderData;
  const [params] = useSearchParams();
  const evaluated = evaluatedOf(params);
  const reviews = reviewsTabOf(params);
  const title = intl.formatMessage(reviews ? reviewModerationMessages.title : m.title);
  const intro = intl.formatMessage(reviews ? reviewModerationMessages.intro : m.intro);
  return (
    <PanelPage
      title={title}
      intro={intro}
      controls={
        <FilterTabs
          label={intl.formatMessage(m.tabs)}
          current={reviews ? `reviews-${reviews}` : evaluated ? 'evaluated' : 'waiting'}
          tabs={[
            { key: 'waiting', to: '?', label: intl.formatMessage(m.waiting) },
            { key: 'evaluated', to: '?evaluated=1', label: intl.formatMessage(m.evaluated) },
            {
              key: 'reviews-shown',
              to: '?reviews=shown',
              label: intl.formatMessage(reviewModerationMessages.shown),
            },
            {
              key: 'reviews-hidden',
              to: '?reviews=hidden',
              label: intl.formatMessage(reviewModerationMessages.hidden),
            },
          ]}
        />
      }
    >
      <Projects queryRef={queryRef} />
    </PanelPage>
  );
}
