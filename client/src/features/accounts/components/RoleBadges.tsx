import { useIntl } from 'react-intl';
import { roleMessages } from '../messages';

function isRole(role: string): role is keyof typeof roleMessages {
  return Object.hasOwn(roleMessages, role);
}

/** Phrasing content only, so the badges can sit inside a button. */
export function RoleBadges({ roles }: { roles: readonly string[] }) {
  const intl = useIntl();
  return (
    <span className="flex flex-wrap gap-1.5">
      {roles.filter(isRole).map((role) => (
        <span key={role} className="rounded-full bg-teal-50 px-2.5 py-0.5 text-xs font-medium text-teal-800">
          {intl.formatMessage(roleMessages[role])}
        </span>
      ))}
    </span>
  );
}
