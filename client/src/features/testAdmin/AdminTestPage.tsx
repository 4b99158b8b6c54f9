import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import type { AdminTestPageQuery } from '../../__generated__/AdminTestPageQuery.graphql';
import { useLocale } from '../../app/LocaleContext';
import { localePath } from '../../app/locale';
import { PageMeta } from '../../app/PageMeta';
import { PageSpinner } from '../../app/PageSpinner';
import { RegistrationRequired } from '../../app/RegistrationRequired';
import { secondaryButtonClass } from '../../ui/buttons';
import { PageHeader } from '../../ui/PageHeader';
import { ItemEditor } from './components/ItemEditor';
import { ItemTable } from './components/ItemTable';
import { itemFromServer, newItem } from './forms';
import { statusMessages, testAdminMessages as m } from './messages';

export interface AdminTestPageLoaderData {
  queryRef: PreloadedQuery<AdminTestPageQuery>;
}

/** The search parameter naming the item being edited; `new` for a new one. */
export const itemParam = 'item';

function TestEditor({ queryRef }: AdminTestPageLoaderData) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [params] = useSearchParams();
  const [lastSaved, setLastSaved] = useState<{ key: string; version: number } | null>(null);
  const data = usePreloadedQuery<AdminTestPageQuery>(
    graphql`
      query AdminTestPageQuery($admin: Boolean!, $slug: String!, $item: String!, $hasItem: Boolean!) {
        viewer {
          registered
        }
        test(slug: $slug) @include(if: $admin) {
          id
          slug
          title
          status
          categories {
            key
            name
          }
          ...ItemTable_test
          question(key: $item) @include(if: $hasItem) {
            key
            version
            kind
            difficulty
            category
            skill
            trait
            reverseKeyed
            pairKey
            sample
            active
            prompts {
              fa
              en
              az
            }
            options {
              key
              text {
                fa
                en
                az
              }
            }
            correct
            numericValue
            numericTolerance
            explanation {
              fa
              en
              az
            }
          }
        }
      }
    `,
    queryRef,
  );
  if (!data.viewer?.registered) return <RegistrationRequired />;
  const test = data.test;
  if (!test) {
    return (
      <p className="rounded-2xl border border-slate-200 bg-white p-8 text-center text-slate-700 shadow-sm">
        {intl.formatMessage(data.test === undefined ? m.adminsOnly : m.notFound)}
      </p>
    );
  }
  const selected = params.get(itemParam);
  const editing = test.question ?? null;
  const showItem = (key: string, version: number) => {
    setLastSaved({ key, version });
    const next = `?${new URLSearchParams({ [itemParam]: key })}`;
    if (selected === key) void revalidator.revalidate();
    else void navigate(next, { replace: selected === 'new' });
  };
  return (
    <div className="space-y-8">
      <PageHeader
        title={test.title}
        intro={
          <span className="flex flex-wrap gap-3">
            <span>
              {intl.formatMessage(statusMessages[test.status as keyof typeof statusMessages] ?? m.notShown)}
            </span>
            <span dir="ltr">{test.slug}</span>
          </span>
        }
        actions={
          <>
            <Link
              to={localePath(locale, `/panel/admin/tests/${encodeURIComponent(test.slug)}/settings`)}
              className={secondaryButtonClass}
            >
              {intl.formatMessage(m.settings)}
            </Link>
            <Link to={localePath(locale, '/panel/admin/tests')} className={secondaryButtonClass}>
              {intl.formatMessage(m.backToList)}
            </Link>
          </>
        }
      />
      <section className="space-y-4" aria-labelledby="items-heading">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="items-heading" className="text-xl font-bold text-slate-900">
            {intl.formatMessage(m.items)}
          </h2>
          <Link to={`?${itemParam}=new`} className={secondaryButtonClass}>
            {intl.formatMessage(m.newItem)}
          </Link>
        </div>
        <ItemTable test={test} selected={selected} />
        {selected === 'new' || editing ? (
          <section
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
            aria-labelledby="item-heading"
          >
            <h3 id="item-heading" className="mb-4 text-lg font-bold text-slate-900">
              {editing ? intl.formatMessage(m.editItem, { key: editing.key }) : intl.formatMessage(m.newItem)}
            </h3>
            <ItemEditor
              key={editing ? `${editing.key}:${editing.version}:${String(editing.active)}` : 'new'}
              testId={test.id}
              categories={test.categories}
              initial={editing ? itemFromServer(editing) : newItem(test.categories[0]?.key ?? '')}
              isNew={!editing}
              savedVersion={editing && lastSaved?.key === editing.key ? lastSaved.version : undefined}
              onSaved={showItem}
            />
          </section>
        ) : null}
      </section>
    </div>
  );
}

/** `/panel/admin/tests/:slug`: a test's bank with each item's figures, and an item's editor. */
export function AdminTestPage() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as AdminTestPageLoaderData;
  return (
    <div className="space-y-6">
      <PageMeta page={intl.formatMessage(m.title)} description={intl.formatMessage(m.intro)} noindex />
      <Suspense fallback={<PageSpinner />}>
        <TestEditor queryRef={queryRef} />
      </Suspense>
    </div>
  );
}
