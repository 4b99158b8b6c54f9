import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-aria-components';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { PanelHomePageQuery } from '../__generated__/PanelHomePageQuery.graphql';
import { useLocale } from './LocaleContext';
import { localePath } from './locale';
import { entriesFor, type PanelCard } from './navigation';
import { pageTitles } from './messages';
import { PageSpinner } from './PageSpinner';
import { isPartner } from '../features/apiKeys/partner';
import { Avatar } from '../ui/Avatar';
import { RegistrationRequired } from './RegistrationRequired';
import { RoleBadges } from '../features/accounts/components/RoleBadges';
import { dashboardMessages } from '../features/accounts/messages';

export interface PanelHomePageLoaderData {
  queryRef: PreloadedQuery<PanelHomePageQuery>;
}

export interface PanelHomePageProps {
  /** The features' cards, in their order; each user sees those meant for them. */
  cards: readonly PanelCard[];
}

/** The dashboard: the user, and the cards of the features meant for them. */
export function Dashboard({ queryRef, cards }: PanelHomePageLoaderData & PanelHomePageProps) {
  const intl = useIntl();
  const locale = useLocale();
  const { viewer } = usePreloadedQuery<PanelHomePageQuery>(
    graphql`
      query PanelHomePageQuery {
        viewer {
          displayName
          avatarUrl
          registered
          roles
          ...partner_user
        }
      }
    `,
    queryRef,
  );
  if (!viewer?.registered) return <RegistrationRequired />;

  return (
    <div className="space-y-8">
      <header className="flex flex-wrap items-center gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <Avatar name={viewer.displayName} url={viewer.avatarUrl} size="lg" />
        <div className="space-y-2">
          <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">
            {intl.formatMessage(dashboardMessages.greeting, { name: viewer.displayName })}
          </h1>
          <p className="text-slate-600">{intl.formatMessage(dashboardMessages.intro)}</p>
          <RoleBadges roles={viewer.roles ?? []} />
        </div>
      </header>
      <nav aria-label={intl.formatMessage(dashboardMessages.sections)}>
        <ul className="grid gap-4 sm:grid-cols-2">
          {entriesFor(cards, { roles: viewer.roles ?? [], partner: isPartner(viewer) }).map((card) => (
            <li key={card.path}>
              <Link
                href={localePath(locale, card.path)}
                className="flex h-full items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-teal-600 hover:shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
              >
                <span
                  aria-hidden="true"
                  className="grid size-10 shrink-0 place-items-center rounded-xl bg-teal-50 text-teal-700"
                >
                  <svg
                    viewBox="0 0 24 24"
                    className="size-5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                  >
                    <path d={card.icon} />
                  </svg>
                </span>
                <span className="space-y-1">
                  <span className="block font-bold text-slate-900">{intl.formatMessage(card.title)}</span>
                  <span className="block text-sm text-slate-600">{intl.formatMessage(card.hint)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

export function PanelHomePage({ cards }: PanelHomePageProps) {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as PanelHomePageLoaderData;
  return (
    <>
      <title>
        {intl.formatMessage(pageTitles.documentTitle, { page: intl.formatMessage(dashboardMessages.title) })}
      </title>
      <Suspense fallback={<PageSpinner />}>
        <Dashboard queryRef={queryRef} cards={cards} />
      </Suspense>
    </>
  );
}
