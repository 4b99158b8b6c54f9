import { useIntl } from 'react-intl';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Form, Link, useLoaderData, useSearchParams } from 'react-router';
import type { AdminCertificateList_query$key } from '../../__generated__/AdminCertificateList_query.graphql';
import type { AdminCertificatesPageQuery } from '../../__generated__/AdminCertificatesPageQuery.graphql';
import { PanelPage } from '../../app/PanelPage';
import { RegistrationRequired } from '../../app/RegistrationRequired';
import { primaryButtonClass, secondaryButtonClass } from '../../ui/buttons';
import { AdminList, AdminsOnly } from '../../ui/AdminList';
import { certificateFilterOf } from './certificateFilter';
import { CertificateRow } from './components/CertificateRow';
import { adminCertificatesMessages as messages } from './messages';

const PAGE_SIZE = 20;

export interface AdminCertificatesPageLoaderData {
  queryRef: PreloadedQuery<AdminCertificatesPageQuery>;
}

function CertificateList({ query }: { query: AdminCertificateList_query$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment AdminCertificateList_query on Query
      @refetchable(queryName: "AdminCertificateListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        certificates(filter: $filter, first: $count, after: $cursor)
          @connection(key: "AdminCertificateList_certificates", filters: ["filter"]) {
          totalCount
          edges {
            node {
              id
              ...CertificateRow_certificate
            }
          }
        }
      }
    `,
    query,
  );
  const { edges, totalCount } = data.certificates;
  return (
    <AdminList
      nodes={edges.map(({ node }) => node)}
      totalCount={totalCount}
      words={messages}
      row={(node) => <CertificateRow certificate={node} />}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      loadMore={() => loadNext(PAGE_SIZE)}
    />
  );
}

export function Certificates({ queryRef }: AdminCertificatesPageLoaderData) {
  const data = usePreloadedQuery<AdminCertificatesPageQuery>(
    graphql`
      query AdminCertificatesPageQuery($admin: Boolean!, $filter: CertificateFilter) {
        viewer {
          registered
        }
        ...AdminCertificateList_query @include(if: $admin) @alias(as: "list")
      }
    `,
    queryRef,
  );
  if (!data.viewer?.registered) return <RegistrationRequired />;
  if (!data.list) return <AdminsOnly text={messages.adminsOnly} />;
  return <CertificateList query={data.list} />;
}

/** The filter, in the page's address so that a filtered list can be shared and reloaded. */
function FilterForm() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const filter = certificateFilterOf(params);
  const field =
    'block w-full rounded-lg border border-slate-300 px-3 py-2 focus-visible:border-teal-600 focus-visible:outline-2 focus-visible:outline-teal-600';
  return (
    <Form
      method="get"
      key={params.toString()}
      className="grid items-end gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[2fr_2fr_1fr_auto]"
    >
      {filter.holderId ? <input type="hidden" name="holder" value={filter.holderId} /> : null}
      <label className="space-y-1 text-sm font-semibold text-slate-800">
        <span>{intl.formatMessage(messages.code)}</span>
        <input name="code" defaultValue={filter.code ?? ''} dir="ltr" maxLength={100} className={field} />
      </label>
      <label className="space-y-1 text-sm font-semibold text-slate-800">
        <span>{intl.formatMessage(messages.test)}</span>
        <input name="test" defaultValue={filter.testSlug ?? ''} dir="ltr" maxLength={100} className={field} />
      </label>
      <label className="space-y-1 text-sm font-semibold text-slate-800">
        <span>{intl.formatMessage(messages.state)}</span>
        <select name="state" defaultValue={filter.state ?? ''} className={field}>
          <option value="">{intl.formatMessage(messages.anyState)}</option>
          <option value="VALID">{intl.formatMessage(messages.valid)}</option>
          <option value="REVOKED">{intl.formatMessage(messages.revoked)}</option>
        </select>
      </label>
      <div className="flex gap-2">
        <button type="submit" className={primaryButtonClass}>
          {intl.formatMessage(messages.filter)}
        </button>
        {params.size > 0 ? (
          <Link to="?" className={secondaryButtonClass}>
            {intl.formatMessage(messages.clear)}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/** /panel/admin/certificates: every certificate, filtered, and revoking one with a reason (admins). */
export function AdminCertificatesPage() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as AdminCertificatesPageLoaderData;
  const title = intl.formatMessage(messages.title);
  return (
    <PanelPage title={title} intro={intl.formatMessage(messages.intro)} controls={<FilterForm />}>
      <Certificates queryRef={queryRef} />
    </PanelPage>
  );
}
