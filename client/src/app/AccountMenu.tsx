import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLocation } from 'react-router';
import type { AccountMenuQuery } from '../__generated__/AccountMenuQuery.graphql';
import { useLocale } from './LocaleContext';
import { localePath } from './locale';
import { isPartner } from '../features/apiKeys/partner';
import { accountMenuMessages } from './messages';
import { entriesFor, type AccountMenuEntry } from './navigation';
import { loginPath } from '../shared/accounts/redirect';
import { withAriaProviders } from './withAriaProviders';

const SignedInMenu = lazy(async () => ({
  default: await withAriaProviders(import('./SignedInMenu').then((menu) => menu.default)),
}));

export const accountMenuQuery = graphql`
  query AccountMenuQuery {
    viewer {
      displayName
      avatarUrl
      roles
      ...partner_user
      ...TermsNotice_viewer
    }
    inbox {
      unreadCount
    }
  }
`;

/** The header shows the sign-in button rather than an error page when the account cannot be loaded. */
export class FallbackOnError extends Component<
  { fallback: ReactNode; children: ReactNode; resetKey: unknown },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidUpdate(previous: { resetKey: unknown }) {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function SignInButton() {
  const intl = useIntl();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const onLoginPage = pathname === localePath(locale, '/login');
  return (
    <Link
      to={
        onLoginPage
          ? `${pathname}${search}`
          : loginPath(locale, pathname === localePath(locale) ? undefined : `${pathname}${search}`)
      }
      className="inline-flex items-center rounded-full bg-teal-700 px-4 py-1.5 text-sm font-semibold text-white shadow-sm transition hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
    >
      {intl.formatMessage(accountMenuMessages.signIn)}
    </Link>
  );
}

function Account({
  queryRef,
  entries,
}: {
  queryRef: PreloadedQuery<AccountMenuQuery>;
  entries: readonly AccountMenuEntry[];
}) {
  const { viewer, inbox } = usePreloadedQuery<AccountMenuQuery>(accountMenuQuery, queryRef);
  if (!viewer) return <SignInButton />;
  return (
    <SignedInMenu
      name={viewer.displayName}
      avatarUrl={viewer.avatarUrl}
      entries={entriesFor(entries, { roles: viewer.roles ?? [], partner: isPartner(viewer) })}
      unread={inbox?.unreadCount ?? 0}
    />
  );
}

/**
 * Signed in: the avatar and name opening the account menu, with the features' `entries` this user is offered.
 * Signed out: the sign-in button.
 */
export function AccountMenu({
  queryRef,
  entries,
}: {
  queryRef: PreloadedQuery<AccountMenuQuery> | null;
  entries: readonly AccountMenuEntry[];
}) {
  if (!queryRef) return <SignInButton />;
  return (
    <FallbackOnError fallback={<SignInButton />} resetKey={queryRef}>
      <Suspense
        fallback={
          <span aria-hidden="true" className="block size-8 animate-pulse rounded-full bg-slate-200" />
        }
      >
        <Account queryRef={queryRef} entries={entries} />
      </Suspense>
    </FallbackOnError>
  );
}
