import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLocale } from '../../../app/LocaleContext';
import { localePath } from '../../../app/locale';
import { primaryButtonClass } from '../../../ui/buttons';
import { EmptyState } from '../../../ui/EmptyState';
import { myProjectsMessages as m } from './messages';

/** Whether this user writes portfolio projects: collaborators (a published profile) and admins do. */
export const writesProjects = (roles: readonly string[] | null | undefined) =>
  (roles ?? []).some((role) => role === 'COLLABORATOR' || role === 'ADMIN');

/** What someone who may not write projects reads instead: publishing their collaborator profile lets them. */
export function CollaboratorsOnly() {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <EmptyState
      title={intl.formatMessage(m.notAllowed)}
      text={intl.formatMessage(m.notAllowedText)}
      action={
        <Link to={localePath(locale, '/panel/collaborator')} className={primaryButtonClass}>
          {intl.formatMessage(m.profile)}
        </Link>
      }
    />
  );
}
