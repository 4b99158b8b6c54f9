import { Suspense } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-aria-components';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData } from 'react-router';
import type { PanelHomePageQuery } from '../__generated__/PanelHomePageQuery.graphql';
import { useLocale } from './LocaleContext';
import { localePath } from './locale';
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

interface Section {
  path: string;
  title: MessageDescriptor;
  hint: MessageDescriptor;
  icon: string;
}

/** Shown first to users who can post jobs. */
const EMPLOYER_SECTIONS: Section[] = [
  {
    path: '/panel/jobs',
    title: dashboardMessages.myJobs,
    hint: dashboardMessages.myJobsHint,
    icon: 'M4 7h16v12H4zM9 7V5h6v2M12 11v4M10 13h4',
  },
];

/** Shown to partners: employers with a company, and admins. */
const PARTNER_SECTIONS: Section[] = [
  {
    path: '/panel/api-keys',
    title: dashboardMessages.apiKeys,
    hint: dashboardMessages.apiKeysHint,
    icon: 'M10.8 12.2 20 3M17 6l2 2M14.5 8.5l1.5 1.5M12 15a4 4 0 1 1-8 0 4 4 0 1 1 8 0z',
  },
];

/** Shown to admins. */
const ADMIN_SECTIONS: Section[] = [
  {
    path: '/panel/analytics',
    title: dashboardMessages.analytics,
    hint: dashboardMessages.analyticsHint,
    icon: 'M4 20V11M10 20V5M16 20v-6M21 20H3',
  },
];

const SECTIONS: Section[] = [
  {
    path: '/panel/profile',
    title: dashboardMessages.profile,
    hint: dashboardMessages.profileHint,
    icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0',
  },
  {
    path: '/panel/jobs/my-applications',
    title: dashboardMessages.applications,
    hint: dashboardMessages.applicationsHint,
    icon: 'M4 7h16v12H4zM9 7V5h6v2',
  },
  {
    path: '/panel/tests',
    title: dashboardMessages.tests,
    hint: dashboardMessages.testsHint,
    icon: 'M9 11l2 2 4-4M5 4h14v16H5z',
  },
  {
    path: '/panel/orders',
    title: dashboardMessages.orders,
    hint: dashboardMessages.ordersHint,
    icon: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6',
  },
  {
    path: '/panel/echoBox',
    title: dashboardMessages.inbox,
    hint: dashboardMessages.inboxHint,
    icon: 'M4 5h16v11H8l-4 4z',
  },
];

function Dashboard({ queryRef }: PanelHomePageLoaderData) {
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
          {[
            ...(viewer.roles?.includes('EMPLOYER') ? EMPLOYER_SECTIONS : []),
            ...SECTIONS,
            ...(isPartner(viewer) ? PARTNER_SECTIONS : []),
            ...(viewer.roles?.includes('ADMIN') ? ADMIN_SECTIONS : []),
          ].map((section) => (
            <li key={section.path}>
              <Link
                href={localePath(locale, section.path)}
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
                    <path d={section.icon} />
                  </svg>
                </span>
                <span className="space-y-1">
                  <span className="block font-bold text-slate-900">{intl.formatMessage(section.title)}</span>
                  <span className="block text-sm text-slate-600">{intl.formatMessage(section.hint)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

export function PanelHomePage() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as PanelHomePageLoaderData;
  return (
    <>
      <title>
        {intl.formatMessage(pageTitles.documentTitle, { page: intl.formatMessage(dashboardMessages.title) })}
      </title>
      <Suspense fallback={<PageSpinner />}>
        <Dashboard queryRef={queryRef} />
      </Suspense>
    </>
  );
}
