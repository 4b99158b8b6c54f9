import type { Availability as AvailabilityValue, Expertise } from '@platform/rules/collaborators-limits';
import { useIntl } from 'react-intl';
import { Stars } from '../../ui/Rating';
import { availabilityMessages, expertiseMessages, reviewMessages, reviewRatingMessages } from './messages';

const availabilityClass: Record<AvailabilityValue, string> = {
  AVAILABLE: 'bg-teal-50 text-teal-800 ring-teal-200',
  BUSY: 'bg-amber-50 text-amber-800 ring-amber-200',
  UNAVAILABLE: 'bg-slate-100 text-slate-600 ring-slate-200',
};

/** Whether a collaborator takes work now, as a coloured label. */
export function Availability({ value: given }: { value: string }) {
  const intl = useIntl();
  const value: AvailabilityValue =
    given in availabilityMessages ? (given as AvailabilityValue) : 'UNAVAILABLE';
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${availabilityClass[value]}`}
    >
      {intl.formatMessage(availabilityMessages[value])}
    </span>
  );
}

/** A collaborator's areas of expertise. */
export function ExpertiseBadges({ values: given }: { values: readonly string[] }) {
  const intl = useIntl();
  const values = given.filter((value): value is Expertise => value in expertiseMessages);
  return (
    <ul className="flex flex-wrap gap-1.5">
      {values.map((value) => (
        <li
          key={value}
          className="rounded-full bg-teal-700/10 px-2.5 py-0.5 text-xs font-semibold text-teal-900"
        >
          {intl.formatMessage(expertiseMessages[value])}
        </li>
      ))}
    </ul>
  );
}

/** The check of a verified skill (a certificate's badge), drawn; its words are beside it. */
export function VerifiedMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0" fill="currentColor">
      <path d="M10 1.5 12.3 3l2.7-.2.9 2.6 2.3 1.5-.9 2.6.9 2.6-2.3 1.5-.9 2.6-2.7-.2L10 18.5 7.7 17l-2.7.2-.9-2.6-2.3-1.5.9-2.6-.9-2.6 2.3-1.5.9-2.6L7.7 3zm-1.2 11.7 5.3-5.3-1.2-1.2-4.1 4.1-2-2-1.2 1.2z" />
    </svg>
  );
}

/** A rating's stars, read aloud with its number and words. */
export const ReviewStars = ({ rating, className }: { rating: number; className?: string }) => (
  <Stars
    rating={rating}
    labels={reviewRatingMessages}
    describe={reviewMessages.stars}
    className={className}
  />
);
