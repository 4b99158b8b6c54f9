import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData } from 'react-router';
import type { PurchasesPageQuery } from '../../../__generated__/PurchasesPageQuery.graphql';
import { useLocale } from '../../../app/LocaleContext';
import { localePath } from '../../../app/locale';
import { PageMeta } from '../../../app/PageMeta';
import { PageSpinner } from '../../../app/PageSpinner';
import { RegistrationRequired } from '../../../app/RegistrationRequired';
import { secondaryButtonClass } from '../../../ui/buttons';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { purchaseMessages as m } from '../messages';
import { PurchaseCard } from './PurchaseCard';

export interface PurchasesPageLoaderData {
  queryRef: PreloadedQuery<PurchasesPageQuery>;
}

type Edges = readonly {
  readonly node: { readonly id: string } & Parameters<typeof PurchaseCard>[0]['purchase'];
}[];

function Section({ title, edges, admin }: { title: string; edges: Edges | undefined; admin: boolean }) {
  if (!edges?.length) return null;
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      <ul className="space-y-3">
        {edges.map(({ node }) => (
          <PurchaseCard key={node.id} purchase={node} admin={admin} />
        ))}
      </ul>
    </section>
  );
}

function Purchases({ queryRef }: PurchasesPageLoaderData) {
  const intl = useIntl();
  const locale = useLocale();
  const data = usePreloadedQuery<PurchasesPageQuery>(
    graphql`
      query PurchasesPageQuery($admin: Boolean!) {
        viewer {
          registered
        }
        myPurchases(first: 10) {
          edges {
            node {
              id
              ...PurchaseCard_purchase
            }
          }
        }
        mySales(first: 10) {
          edges {
            node {
              id
              ...PurchaseCard_purchase
            }
          }
        }
        disputes: purchases(status: DISPUTED, first: 10) @include(if: $admin) {
          edges {
            node {
              id
              ...PurchaseCard_purchase
            }
          }
        }
        teamSales: purchases(status: AWAITING_DELIVERY, byTeam: true, first: 10) @include(if: $admin) {
          edges {
            node {
              id
              ...PurchaseCard_purchase
            }
          }
        }
      }
    `,
    queryRef,
  );
  if (!data.viewer?.registered) return <RegistrationRequired />;
  const admin = data.disputes !== undefined && data.disputes !== null;
  const lists: [string, Edges | undefined][] = [
    [intl.formatMessage(m.disputesToDecide), data.disputes?.edges],
    [intl.formatMessage(m.teamToDeliver), data.teamSales?.edges],
    [intl.formatMessage(m.bought), data.myPurchases.edges],
    [intl.formatMessage(m.sold), data.mySales.edges],
  ];
  if (lists.every(([, edges]) => !edges?.length))
    return (
      <EmptyState
        title={intl.formatMessage(m.empty)}
        text={intl.formatMessage(m.emptyText)}
        action={
          <Link to={localePath(locale, '/portfolio?sale=1')} className={secondaryButtonClass}>
            {intl.formatMessage(m.browse)}
          </Link>
        }
      />
    );
  return (
    <>
      {lists.map(([title, edges]) => (
        <Section key={title} title={title} edges={edges} admin={admin} />
      ))}
    </>
  );
}

/**
 * /panel/purchases: ready-made projects the viewer bought and sold, with the step that is theirs (deliver,
 * accept, dispute); admins also decide disputes and deliver the team's own sales.
 */
export function PurchasesPage() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as PurchasesPageLoaderData;
  const title = intl.formatMessage(m.title);
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageMeta page={title} description={intl.formatMessage(m.intro)} noindex />
      <PageHeader title={title} intro={intl.formatMessage(m.intro)} />
      <Suspense fallback={<PageSpinner />}>
        <Purchases queryRef={queryRef} />
      </Suspense>
    </div>
  );
}
