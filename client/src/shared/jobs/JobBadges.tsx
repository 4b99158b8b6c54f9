import { useIntl } from 'react-intl';
import type { ExperienceLevel, JobType } from '../../__generated__/JobCard_job.graphql';
import { experienceLevelMessages, jobTypeMessages } from './messages';

interface JobBadgesProps {
  type: JobType;
  experienceLevel: ExperienceLevel;
}

export function jobTypeLabel(type: JobType) {
  return type in jobTypeMessages ? jobTypeMessages[type as keyof typeof jobTypeMessages] : null;
}

export function experienceLevelLabel(level: ExperienceLevel) {
  return level in experienceLevelMessages
    ? experienceLevelMessages[level as keyof typeof experienceLevelMessages]
    : null;
}

export function JobBadges({ type, experienceLevel }: JobBadgesProps) {
  const intl = useIntl();
  const typeLabel = jobTypeLabel(type);
  const levelLabel = experienceLevelLabel(experienceLevel);
  return (
    <ul className="flex flex-wrap gap-2">
      {typeLabel ? (
        <li className="rounded-full bg-teal-50 px-2.5 py-1 text-xs font-medium text-teal-800 ring-1 ring-teal-200 ring-inset">
          {intl.formatMessage(typeLabel)}
        </li>
      ) : null}
      {levelLabel ? (
        <li className="rounded-full bg-indigo-50 px-2.5 py-1 text-xs font-medium text-indigo-800 ring-1 ring-indigo-200 ring-inset">
          {intl.formatMessage(levelLabel)}
        </li>
      ) : null}
    </ul>
  );
}
