import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useNavigate } from 'react-router';
import type { AdminTestsPageQuery } from '../../__generated__/AdminTestsPageQuery.graphql';
import { useLocale } from '../../app/LocaleContext';
import { localePath } from '../../app/locale';
import { PageMeta } from '../../app/PageMeta';
import { PageSpinner } from '../../app/PageSpinner';
import { RegistrationRequired } from '../../app/RegistrationRequired';
import { primaryButtonClass, secondaryButtonClass } from '../../ui/buttons';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { SettingsEditor } from './components/SettingsEditor';
import { newSettings } from './forms';
import { statusMessages, testAdminMessages as m, typeMessages } from './messages';

export interface AdminTestsPageLoaderData {
  queryRef: PreloadedQuery<AdminTestsPageQuery>;
}

function TestList({ queryRef }: AdminTestsPageLoaderData) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const data = usePreloadedQuery<AdminTestsPageQuery>(
    graphql`
      query AdminTestsPageQuery($admin: Boolean!, $after: String) {
        viewer {
          registered
        }
        adminTests(first: 50, after: $after) @include(if: $admin) {
          totalCount
          pageInfo {
            hasNextPage
            endCursor
          }
          edges {
            node {
              id
              slug
              title
              status
              type
              questionsCount
            }
          }
        }
      }
    `,
    queryRef,
  );
  if (!data.viewer?.registered) return <RegistrationRequired />;
  const tests = data.adminTests;
  if (!tests) {
    return (
      <p className="rounded-2xl border border-slate-200 bg-white p-8 text-center text-slate-700 shadow-sm">
        {intl.formatMessage(m.adminsOnly)}
      </p>
    );
  }
  const testPath = (slug: string) => localePath(locale, `/panel/admin/tests/${encodeURIComponent(slug)}`);
  return (
    <div className="space-y-6">
      {creating ? (
        <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 className="mb-4 text-xl font-bold text-slate-900">{intl.formatMessage(m.newTestTitle)}</h2>
          <SettingsEditor
            testId={null}
            initial={newSettings()}
            onSaved={(slug) => navigate(testPath(slug))}
          />
        </section>
      ) : (
        <button type="button" className={primaryButtonClass} onClick={() => setCreating(true)}>
          {intl.formatMessage(m.newTest)}
        </button>
      )}
      {tests.edges.length === 0 ? (
        <EmptyState text={intl.formatMessage(m.empty)} />
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full text-start text-sm">
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="p-3 text-start">
                  {intl.formatMessage(m.columnTest)}
                </th>
                <th scope="col" className="p-3 text-start">
                  {intl.formatMessage(m.columnType)}
                </th>
                <th scope="col" className="p-3 text-start">
                  {intl.formatMessage(m.columnStatus)}
                </th>
                <th scope="col" className="p-3 text-start">
                  {intl.formatMessage(m.columnQuestions)}
                </th>
              </tr>
            </thead>
            <tbody>
              {tests.edges.map(({ node }) => (
                <tr key={node.id} className="border-t border-slate-100">
                  <td className="p-3">
                    <Link to={testPath(node.slug)} className="font-semibold text-teal-800 hover:underline">
                      {node.title}
                    </Link>
                    <span className="ms-2 text-xs text-slate-500" dir="ltr">
                      {node.slug}
                    </span>
                  </td>
                  <td className="p-3">
                    {intl.formatMessage(typeMessages[node.type as keyof typeof typeMessages] ?? m.notShown)}
                  </td>
                  <td className="p-3">
                    {intl.formatMessage(
                      statusMessages[node.status as keyof typeof statusMessages] ?? m.notShown,
                    )}
                  </td>
                  <td className="p-3">{intl.formatNumber(node.questionsCount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
        <span>
          {intl.formatMessage(m.shown, {
            shown: tests.edges.length,
            total: tests.totalCount,
          })}
        </span>
        {tests.pageInfo.hasNextPage && tests.pageInfo.endCursor ? (
          <Link
            to={`?${new URLSearchParams({ after: tests.pageInfo.endCursor })}`}
            className={secondaryButtonClass}
          >
            {intl.formatMessage(m.nextPage)}
          </Link>
        ) : null}
      </div>
    </div>
  );
}

/** `/panel/admin/tests`: every test in any status, and a new one (admins). */
export function AdminTestsPage() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as AdminTestsPageLoaderData;
  return (
    <div className="space-y-6">
      <PageMeta page={intl.formatMessage(m.title)} description={intl.formatMessage(m.intro)} noindex />
      <PageHeader title={intl.formatMessage(m.title)} intro={intl.formatMessage(m.intro)} />
      <Suspense fallback={<PageSpinner />}>
        <TestList queryRef={queryRef} />
      </Suspense>
    </div>
  );
}
