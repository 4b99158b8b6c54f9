import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { DevSignIn_options$key } from '../../../__generated__/DevSignIn_options.graphql';
import { loginMessages } from '../messages';
import { RoleBadges } from './RoleBadges';

export const NEW_USER_ACCOUNT = 'new-user';

const accountButtonClass =
  'flex w-full flex-col items-start gap-1.5 rounded-xl border border-slate-200 bg-white px-4 py-3 text-start transition hover:border-teal-600 hover:bg-teal-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 disabled:cursor-wait disabled:opacity-60';

/** Demo users for development installations, clearly set apart from the real sign-in. */
export function DevSignIn({
  options,
  onSignIn,
  isPending,
}: {
  options: DevSignIn_options$key;
  onSignIn: (account: string) => void;
  isPending: boolean;
}) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment DevSignIn_options on SignInOptions {
        devAccounts {
          key
          displayName
          roles
        }
      }
    `,
    options,
  );

  return (
    <section
      aria-labelledby="dev-sign-in"
      className="rounded-2xl border-2 border-dashed border-amber-300 bg-amber-50/60 p-5"
    >
      <h2 id="dev-sign-in" className="flex items-center gap-2 text-base font-bold text-amber-900">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="m8 8-4 4 4 4M16 8l4 4-4 4M13.5 5l-3 14" />
        </svg>
        {intl.formatMessage(loginMessages.devHeading)}
      </h2>
      <p className="mt-1 text-sm text-amber-900/80">{intl.formatMessage(loginMessages.devNotice)}</p>
      <ul
        aria-label={intl.formatMessage(loginMessages.devAccounts)}
        className="mt-4 grid gap-2 sm:grid-cols-2"
      >
        {data.devAccounts.map((account) => (
          <li key={account.key}>
            <button
              type="button"
              onClick={() => onSignIn(account.key)}
              disabled={isPending}
              className={accountButtonClass}
            >
              <span className="font-semibold text-slate-900">{account.displayName}</span>
              <RoleBadges roles={account.roles} />
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={() => onSignIn(NEW_USER_ACCOUNT)}
            disabled={isPending}
            className={accountButtonClass}
          >
            <span className="font-semibold text-slate-900">
              {intl.formatMessage(loginMessages.devNewUser)}
            </span>
            <span className="text-xs text-slate-600">{intl.formatMessage(loginMessages.devNewUserHint)}</span>
          </button>
        </li>
      </ul>
    </section>
  );
}
