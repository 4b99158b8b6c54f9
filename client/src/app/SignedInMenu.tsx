import { useIntl } from 'react-intl';
import { Button, Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import { toast } from './toast';
import { useLocale } from './LocaleContext';
import { localePath } from './locale';
import { echoBoxMessages } from '../features/echoBox/messages';
import { useInboxUnreadSubscription } from '../features/echoBox/subscriptions/useInboxUnreadSubscription';
import { accountMenuMessages } from './messages';
import type { AccountMenuEntry } from './navigation';
import { useSignOutMutation } from '../features/accounts/mutations/useSignOutMutation';
import { useChangeIdentity } from '../features/accounts/session';
import { Avatar } from '../ui/Avatar';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-start text-sm text-slate-700 outline-none focus:bg-teal-50 focus:text-teal-800 hovered:bg-slate-50';

export interface SignedInMenuProps {
  name: string;
  avatarUrl: string | null | undefined;
  /** The features' entries this user is offered, in their order. */
  entries: readonly AccountMenuEntry[];
  /** Unread conversations in the inbox, kept current by its subscription. */
  unread: number;
}

/**
 * The signed-in user's account menu: loaded only with a session, so that visitors' pages carry neither its menu
 * widget nor the inbox's live count.
 */
export default function SignedInMenu({ name, avatarUrl, entries, unread }: SignedInMenuProps) {
  const intl = useIntl();
  const locale = useLocale();
  const changeIdentity = useChangeIdentity();
  const [commitSignOut] = useSignOutMutation();
  useInboxUnreadSubscription();
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
          aria-label={intl.formatMessage(accountMenuMessages.label, { name })}
          aria-describedby={unreadText ? 'account-unread' : undefined}
          className="inline-flex h-10 max-w-48 min-w-10 items-center rounded-full border border-slate-300 bg-white ps-10 text-sm font-medium text-slate-700 transition hover:border-teal-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 sm:pe-3 pressed:bg-slate-100"
        >
          <span className="hidden truncate sm:inline">{name}</span>
        </Button>
        <span className="pointer-events-none absolute start-1 top-1 ">
          <Avatar name={name} url={avatarUrl} />
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
          {entries.map((entry) => (
            <MenuItem
              key={entry.id}
              id={entry.id}
              href={localePath(locale, entry.path)}
              textValue={entry.showsUnread ? intl.formatMessage(entry.label) : undefined}
              className={itemClass}
            >
              {intl.formatMessage(entry.label)}
              {entry.showsUnread && unreadText ? (
                <span className="ms-auto rounded-full bg-red-600 px-2 text-xs leading-5 font-bold text-white">
                  <span aria-hidden="true">{intl.formatNumber(unread)}</span>
                  <span className="sr-only">{unreadText}</span>
                </span>
              ) : null}
            </MenuItem>
          ))}
          <Separator className="my-1 border-t border-slate-100" />
          <MenuItem id="signOut" className={`${itemClass} text-red-700 focus:bg-red-50 focus:text-red-800`}>
            {intl.formatMessage(accountMenuMessages.signOut)}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
