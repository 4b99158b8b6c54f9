import { companyVerificationLimits } from '@platform/rules/companies-limits';
import { useId, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  graphql,
  useFragment,
  useMutation,
  usePaginationFragment,
  usePreloadedQuery,
  type PreloadedQuery,
} from 'react-relay/hooks';
import { useLoaderData, useSearchParams } from 'react-router';
import type { AdminCompaniesPageQuery } from '../../__generated__/AdminCompaniesPageQuery.graphql';
import type { AdminCompaniesPageReviewMutation } from '../../__generated__/AdminCompaniesPageReviewMutation.graphql';
import type { AdminCompaniesPage_company$key } from '../../__generated__/AdminCompaniesPage_company.graphql';
import type { AdminCompaniesPage_list$key } from '../../__generated__/AdminCompaniesPage_list.graphql';
import { PanelPage } from '../../app/PanelPage';
import { RegistrationRequired } from '../../app/RegistrationRequired';
import { toast } from '../../app/toast';
import { AdminList, AdminsOnly } from '../../ui/AdminList';
import { dangerButtonClass, primaryButtonClass } from '../../ui/buttons';
import { FilterTabs } from '../../ui/FilterTabs';
import { TextAreaField } from '../../ui/TextAreaField';
import { companyStateOf, companyStates } from './adminCompanies';
import { adminCompaniesMessages as m } from './verification/messages';

export interface AdminCompaniesPageLoaderData {
  queryRef: PreloadedQuery<AdminCompaniesPageQuery>;
}

const L = companyVerificationLimits;

const stateWords: Record<string, MessageDescriptor> = {
  PENDING: m.PENDING,
  VERIFIED: m.VERIFIED,
  REJECTED: m.REJECTED,
  UNVERIFIED: m.UNVERIFIED,
};

function CompanyRow({ company }: { company: AdminCompaniesPage_company$key }) {
  const intl = useIntl();
  const id = useId();
  const data = useFragment(
    graphql`
      fragment AdminCompaniesPage_company on Company {
        id
        name
        website
        verification
        nationalId
        verificationNote
        verificationRequestedAt
        memberCount
      }
    `,
    company,
  );
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [commit, saving] = useMutation<AdminCompaniesPageReviewMutation>(graphql`
    mutation AdminCompaniesPageReviewMutation($input: ReviewCompanyVerificationInput!) {
      reviewCompanyVerification(input: $input) {
        __typename
        ... on MutationReviewCompanyVerificationSuccess {
          data {
            ...AdminCompaniesPage_company
          }
        }
        ... on ValidationError {
          fields {
            path
            code
          }
        }
        ... on ConflictError {
          code
        }
      }
    }
  `);

  function review(verdict: 'VERIFIED' | 'REJECTED') {
    const reason = note.trim();
    if (verdict === 'REJECTED' && !reason) return setProblem(intl.formatMessage(m.noteRequired));
    if (reason.length > L.noteMax) return setProblem(intl.formatMessage(m.noteTooLong, { max: L.noteMax }));
    setProblem(null);
    const failed = () => void toast.error(intl.formatMessage(m.failed));
    commit({
      variables: { input: { companyId: data.id, verdict, note: reason || null } },
      onCompleted: ({ reviewCompanyVerification: result }) => {
        if (result.__typename === 'MutationReviewCompanyVerificationSuccess') {
          setNote('');
          toast.success(intl.formatMessage(m.saved));
        } else if (result.__typename === 'ConflictError') setProblem(intl.formatMessage(m.notPending));
        else if (result.__typename === 'ValidationError')
          setProblem(
            intl.formatMessage(
              result.fields?.some((f) => f.code === 'NATIONAL_ID_TAKEN') ? m.taken : m.noteRequired,
            ),
          );
        else failed();
      },
      onError: failed,
    });
  }

  const state = data.verification ?? 'UNVERIFIED';
  const decides = state === 'PENDING' || state === 'VERIFIED';
  return (
    <article
      aria-labelledby={`${id}-name`}
      data-company-verification={state}
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h2 id={`${id}-name`} className="text-lg font-bold text-slate-900">
            <bdi>{data.name}</bdi>
          </h2>
          {data.website ? (
            <p className="text-sm">
              <a
                href={data.website}
                rel="noopener noreferrer nofollow"
                target="_blank"
                dir="ltr"
                className="text-teal-700 hover:underline"
              >
                {data.website}
              </a>
            </p>
          ) : null}
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
            <span>
              {intl.formatMessage(m.nationalId, {
                id: intl.formatNumber(Number(data.nationalId ?? 0), {
                  useGrouping: false,
                  minimumIntegerDigits: 11,
                }),
              })}
            </span>
            {data.verificationRequestedAt ? (
              <span>
                {intl.formatMessage(m.asked, {
                  date: intl.formatDate(data.verificationRequestedAt, { dateStyle: 'long' }),
                })}
              </span>
            ) : null}
            {data.memberCount != null ? (
              <span>{intl.formatMessage(m.members, { count: data.memberCount })}</span>
            ) : null}
          </p>
          {data.verificationNote ? (
            <p dir="auto" className="text-sm text-slate-700">
              {data.verificationNote}
            </p>
          ) : null}
        </div>
        <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-800">
          {intl.formatMessage(stateWords[state] ?? stateWords.UNVERIFIED!)}
        </span>
      </div>
      {decides ? (
        <div className="space-y-3 border-t border-slate-200 pt-3">
          <TextAreaField
            id={`${id}-note`}
            label={intl.formatMessage(m.note)}
            value={note}
            onChange={(value) => {
              setNote(value);
              setProblem(null);
            }}
            rows={2}
            maxLength={L.noteMax}
            problem={problem}
          />
          <div className="flex flex-wrap gap-3">
            {state === 'PENDING' ? (
              <button
                type="button"
                disabled={saving}
                onClick={() => review('VERIFIED')}
                className={primaryButtonClass}
              >
                {intl.formatMessage(m.verify)}
              </button>
            ) : null}
            <button
              type="button"
              disabled={saving}
              onClick={() => review('REJECTED')}
              className={dangerButtonClass}
            >
              {intl.formatMessage(state === 'VERIFIED' ? m.revoke : m.reject)}
            </button>
          </div>
        </div>
      ) : null}
    </article>
  );
}

function CompanyList({ query }: { query: AdminCompaniesPage_list$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment AdminCompaniesPage_list on Query
      @refetchable(queryName: "AdminCompaniesPageListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        companiesToVerify(state: $state, first: $count, after: $cursor)
          @connection(key: "AdminCompaniesPage_companiesToVerify", filters: ["state"]) {
          totalCount
          edges {
            node {
              id
              ...AdminCompaniesPage_company
            }
          }
        }
      }
    `,
    query,
  );
  const { edges, totalCount } = data.companiesToVerify;
  return (
    <AdminList
      nodes={edges.map(({ node }) => node)}
      totalCount={totalCount}
      words={m}
      row={(node) => <CompanyRow company={node} />}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      loadMore={() => loadNext(L.page)}
    />
  );
}

function Companies({ queryRef }: AdminCompaniesPageLoaderData) {
  const data = usePreloadedQuery<AdminCompaniesPageQuery>(
    graphql`
      query AdminCompaniesPageQuery($admin: Boolean!, $state: CompanyVerification) {
        viewer {
          registered
        }
        ...AdminCompaniesPage_list @include(if: $admin) @alias(as: "list")
      }
    `,
    queryRef,
  );
  if (!data.viewer?.registered) return <RegistrationRequired />;
  if (!data.list) return <AdminsOnly text={m.adminsOnly} />;
  return <CompanyList query={data.list} />;
}

/** /panel/admin/companies: the companies that asked to be verified, to check and verify or reject (admins). */
export function AdminCompaniesPage() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as AdminCompaniesPageLoaderData;
  const [params] = useSearchParams();
  const current = companyStateOf(params);
  const title = intl.formatMessage(m.title);
  return (
    <PanelPage
      title={title}
      intro={intl.formatMessage(m.intro)}
      controls={
        <FilterTabs
          label={intl.formatMessage(m.state)}
          current={current ?? 'all'}
          tabs={[...companyStates, null].map((state) => ({
            key: state ?? 'all',
            to: `?state=${state ?? 'all'}`,
            label: intl.formatMessage(state ? m[state] : m.all),
          }))}
        />
      }
    >
      <Companies queryRef={queryRef} />
    </PanelPage>
  );
}
