import { Component, Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, Link, Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLocation } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import type { AccountMenuQuery } from '../__generated__/AccountMenuQuery.graphql';
import { useLocale } from './LocaleContext';
import { localePath } from './locale';
import { isPartner } from '../features/apiKeys/partner';
import { echoBoxMessages } from '../features/echoBox/messages';
import { useInboxUnreadSubscription } from '../features/echoBox/subscriptions/useInboxUnreadSubscription';
import { accountMenuMessages } from '../features/accounts/messages';
import { useSignOutMutation } from '../features/accounts/mutations/useSignOutMutation';
import { loginPath } from '../features/accounts/redirect';
import { useChangeIdentity } from '../features/accounts/session';
import { Avatar } from '../ui/Avatar';

export const accountMenuQuery = graphql`
  query AccountMenuQuery {
    viewer {
      displayName
      avatarUrl
      roles
      ...partner_user
    }
    inbox {
      unreadCount
    }
  }
`;

/** The header shows the sign-in button rather than an error page when the account cannot be loaded. */
class FallbackOnError extends Component<
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

function SignInButton() {
  const intl = useIntl();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const onLoginPage = pathname === localePath(locale, '/login');
  return (
    <Link
      href={
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

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-start text-sm text-slate-700 outline-none focus:bg-teal-50 focus:text-teal-800 hovered:bg-slate-50';

function SignedInMenu({ queryRef }: { queryRef: PreloadedQuery<AccountMenuQuery> }) {
  const intl = useIntl();
  const locale = useLocale();
  const changeIdentity = useChangeIdentity();
  const [commitSignOut] = useSignOutMutation();
  const { viewer, inbox } = usePreloadedQuery<AccountMenuQuery>(accountMenuQuery, queryRef);
  useInboxUnreadSubscription();
  if (!viewer) return <SignInButton />;
  const unread = inbox?.unreadCount ?? 0;
  const unreadText = unread > 0 ? intl.formatMessage(echoBoxMessages.unread, { count: unread }) : null;

  function signOut() {
    // The session ends on this device whatever the server answers.
    const leave = () =>
      void changeIdentity(null, localePath(locale)).then(() =>
        toast.success(intl.formatMessage(accountMenuMessages.signedOut)),
      );
    commitSignOut({ variables: {}, onCompleted: leave, onError: leave });
  }

  return (
    <MenuTrigger>
      {/* The initials stay outside the button: its visible text is then the name its label contains. */}
      <span className="relative inline-flex">
        <Button
          aria-label={intl.formatMessage(accountMenuMessages.label, { name: viewer.displayName })}
          aria-describedby={unreadText ? 'account-unread' : undefined}
          className="inline-flex h-10 max-w-48 min-w-10 items-center rounded-full border border-slate-300 bg-white ps-10 text-sm font-medium text-slate-700 transition hover:border-teal-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 sm:pe-3 pressed:bg-slate-100"
        >
          <span className="hidden truncate sm:inline">{viewer.displayName}</span>
        </Button>
        <span className="pointer-events-none absolute start-1 top-1 ">
          <Avatar name={viewer.displayName} url={viewer.avatarUrl} />
        </span>
        {unreadText ? (
          <>
            <span
              aria-hidden="true"
              className="pointer-events-none absolute -start-1.5 -top-1.5 min-w-5 rounded-full bg-red-600 px-1.5 text-center text-xs leading-5 font-bold text-white ring-2 ring-white"
            >
              {intl.formatNumber(unread)}
            </span>
            {/* The button's description: screen readers hear the count with the button, not on its own. */}
            <span id="account-unread" hidden>
              {unreadText}
            </span>
          </>
        ) : null}
      </span>
      <Popover
        placement="bottom end"
        className="min-w-52 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
      >
        <Menu
          aria-label={intl.formatMessage(accountMenuMessages.menu)}
          onAction={(key) => (key === 'signOut' ? signOut() : undefined)}
          className="outline-none"
        >
          <MenuItem id="dashboard" href={localePath(locale, '/panel')} className={itemClass}>
            {intl.formatMessage(accountMenuMessages.dashboard)}
          </MenuItem>
          <MenuItem id="profile" href={localePath(locale, '/panel/profile')} className={itemClass}>
            {intl.formatMessage(accountMenuMessages.profile)}
          </MenuItem>
          {viewer.roles?.includes('EMPLOYER') ? (
            <>
              <MenuItem id="myJobs" href={localePath(locale, '/panel/jobs')} className={itemClass}>
                {intl.formatMessage(accountMenuMessages.myJobs)}
              </MenuItem>
              <MenuItem id="postJob" href={localePath(locale, '/panel/jobs/create')} className={itemClass}>
                {intl.formatMessage(accountMenuMessages.postJob)}
              </MenuItem>
            </>
          ) : (
            <MenuItem
              id="applications"
              href={localePath(locale, '/panel/jobs/my-applications')}
              className={itemClass}
            >
              {intl.formatMessage(accountMenuMessages.applications)}
            </MenuItem>
          )}
          <MenuItem
            id="inbox"
            href={localePath(locale, '/panel/echoBox')}
            textValue={intl.formatMessage(accountMenuMessages.inbox)}
            className={itemClass}
          >
            {intl.formatMessage(accountMenuMessages.inbox)}
            {unreadText ? (
              <span className="ms-auto rounded-full bg-red-600 px-2 text-xs leading-5 font-bold text-white">
                <span aria-hidden="true">{intl.formatNumber(unread)}</span>
                <span className="sr-only">{unreadText}</span>
              </span>
            ) : null}
          </MenuItem>
          <MenuItem id="tests" href={localePath(locale, '/panel/tests')} className={itemClass}>
            {intl.formatMessage(accountMenuMessages.tests)}
          </MenuItem>
          {isPartner(viewer) ? (
            <MenuItem id="apiKeys" href={localePath(locale, '/panel/api-keys')} className={itemClass}>
              {intl.formatMessage(accountMenuMessages.apiKeys)}
            </MenuItem>
          ) : null}
          <Separator className="my-1 border-t border-slate-100" />
          <MenuItem id="signOut" className={`${itemClass} text-red-700 focus:bg-red-50 focus:text-red-800`}>
            {intl.formatMessage(accountMenuMessages.signOut)}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

/** Signed in: the avatar and name opening the account menu. Signed out: the sign-in button. */
export function AccountMenu({ queryRef }: { queryRef: PreloadedQuery<AccountMenuQuery> | null }) {
  if (!queryRef) return <SignInButton />;
  return (
    <FallbackOnError fallback={<SignInButton />} resetKey={queryRef}>
      <Suspense
        fallback={
          <span aria-hidden="true" className="block size-8 animate-pulse rounded-full bg-slate-200" />
        }
      >
        <SignedInMenu queryRef={queryRef} />
      </Suspense>
    </FallbackOnError>
  );
}
