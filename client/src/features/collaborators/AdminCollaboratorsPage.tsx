import { collaboratorLimits, collaboratorStates } from '@platform/rules/collaborators-limits';
import { useIntl } from 'react-intl';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Form, Link, useLoaderData, useSearchParams } from 'react-router';
import type { AdminCollaboratorList_query$key } from '../../__generated__/AdminCollaboratorList_query.graphql';
import type { AdminCollaboratorsPageQuery } from '../../__generated__/AdminCollaboratorsPageQuery.graphql';
import { useLocale } from '../../app/LocaleContext';
import { localePath } from '../../app/locale';
import { PanelPage } from '../../app/PanelPage';
import { RegistrationRequired } from '../../app/RegistrationRequired';
import { AdminList, AdminsOnly } from '../../ui/AdminList';
import { AdminReportedReviews } from './AdminReportedReviews';
import { primaryButtonClass, secondaryButtonClass } from '../../ui/buttons';
import { AdminCollaboratorRow } from './AdminCollaboratorRow';
import { readAdminFilter } from './adminFilter';
import { adminMessages as m, stateMessages } from './messages';
import { talentPoolMessages } from './talentPool/messages';

export interface AdminCollaboratorsPageLoaderData {
  queryRef: PreloadedQuery<AdminCollaboratorsPageQuery>;
}

function CollaboratorList({ query }: { query: AdminCollaboratorList_query$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment AdminCollaboratorList_query on Query
      @refetchable(queryName: "AdminCollaboratorListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 24 }, cursor: { type: "String" }) {
        adminCollaborators(filter: $filter, first: $count, after: $cursor)
          @connection(key: "AdminCollaboratorList_adminCollaborators", filters: ["filter"]) {
          totalCount
          edges {
            node {
              id
              ...AdminCollaboratorRow_collaborator
            }
          }
        }
      }
    `,
    query,
  );
  const { edges, totalCount } = data.adminCollaborators;
  return (
    <AdminList
      nodes={edges.map(({ node }) => node)}
      totalCount={totalCount}
      words={m}
      row={(node) => <AdminCollaboratorRow collaborator={node} />}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      loadMore={() => loadNext(collaboratorLimits.pageSize)}
    />
  );
}

function Collaborators({ queryRef }: AdminCollaboratorsPageLoaderData) {
  const intl = useIntl();
  const locale = useLocale();
  const data = usePreloadedQuery<AdminCollaboratorsPageQuery>(
    graphql`
      query AdminCollaboratorsPageQuery($admin: Boolean!, $filter: AdminCollaboratorFilter) {
        viewer {
          registered
        }
        ...AdminCollaboratorList_query @include(if: $admin) @alias(as: "list")
        ...AdminReportedReviews_query @include(if: $admin) @alias(as: "reported")
      }
    `,
    queryRef,
  );
  if (!data.viewer?.registered) return <RegistrationRequired />;
  if (!data.list || !data.reported) return <AdminsOnly text={m.adminsOnly} />;
  return (
    <>
      <div className="flex flex-wrap gap-3">
        <Link to={localePath(locale, '/panel/admin/resumes')} className={secondaryButtonClass}>
          {intl.formatMessage(m.resumes)}
        </Link>
        <Link to={localePath(locale, '/panel/admin/companies')} className={secondaryButtonClass}>
          {intl.formatMessage(talentPoolMessages.companiesToVerify)}
        </Link>
      </div>
      <CollaboratorList query={data.list} />
      <AdminReportedReviews query={data.reported} />
    </>
  );
}

/** The filter, in the page's address so that a filtered list can be shared and reloaded. */
function FilterForm() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const filter = readAdminFilter(params);
  const field =
    'block w-full rounded-lg border border-slate-300 px-3 py-2 focus-visible:border-teal-600 focus-visible:outline-2 focus-visible:outline-teal-600';
  return (
    <Form
      method="get"
      key={params.toString()}
      role="search"
      className="grid items-end gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[2fr_1fr_auto]"
    >
      <label className="space-y-1 text-sm font-semibold text-slate-800">
        <span>{intl.formatMessage(m.words)}</span>
        <input
          name="q"
          type="search"
          defaultValue={filter.query ?? ''}
          maxLength={collaboratorLimits.searchMax}
          className={field}
        />
      </label>
      <label className="space-y-1 text-sm font-semibold text-slate-800">
        <span>{intl.formatMessage(m.state)}</span>
        <select name="state" defaultValue={filter.state ?? ''} className={field}>
          <option value="">{intl.formatMessage(m.anyState)}</option>
          {collaboratorStates.map((state) => (
            <option key={state} value={state}>
              {intl.formatMessage(stateMessages[state])}
            </option>
          ))}
        </select>
      </label>
      <div className="flex gap-2">
        <button type="submit" className={primaryButtonClass}>
          {intl.formatMessage(m.filter)}
        </button>
        {params.size > 0 ? (
          <Link to="?" className={secondaryButtonClass}>
            {intl.formatMessage(m.clear)}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/**
 * /panel/admin/collaborators: every collaborator's profile, filtered; suspending one with a reason; and the reviews
 * readers reported, to hide or show again (admins).
 */
export function AdminCollaboratorsPage() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as AdminCollaboratorsPageLoaderData;
  const title = intl.formatMessage(m.title);
  return (
    <PanelPage title={title} intro={intl.formatMessage(m.intro)} controls={<FilterForm />}>
      <Collaborators queryRef={queryRef} />
    </PanelPage>
  );
}
