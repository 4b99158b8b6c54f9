import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ActivityFeedItem_item$key } from '../../../__generated__/ActivityFeedItem_item.graphql';
import { useLocale } from '../../../app/LocaleContext';
import { localePath } from '../../../app/locale';
import { formatRelativeTime } from '../../../i18n/relativeTime';
import { activityText } from '../activityText';
import { activityMessages } from '../messages';

/** The server calls an item live for this long after it happened; the page keeps that true as time passes. */
const LIVE_FOR_MS = 15 * 60_000;

const CATEGORIES = {
  BUSINESS: { style: 'bg-sky-50 text-sky-800', icon: 'M4 8h16v11H4zM9 8V6a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2' },
  EDUCATION: { style: 'bg-violet-50 text-violet-800', icon: 'M3 9l9-5 9 5-9 5zM7 11v5c3 2 7 2 10 0v-5' },
  ACHIEVEMENT: { style: 'bg-amber-50 text-amber-800', icon: 'M8 4h8v5a4 4 0 0 1-8 0zM12 13v4M8 20h8' },
} as const;

type Category = keyof typeof CATEGORIES;
const isCategory = (value: string): value is Category => Object.hasOwn(CATEGORIES, value);

/** One thing that happened: its category, LIVE and VIP markers, what it was, and how long ago. */
export function ActivityFeedItem({ item, now }: { item: ActivityFeedItem_item$key; now: Date }) {
  const intl = useIntl();
  const locale = useLocale();
  const data = useFragment(
    graphql`
      fragment ActivityFeedItem_item on ActivityItem {
        category
        kind
        title
        actor
        count
        link
        vip
        live
        occurredAt
      }
    `,
    item,
  );
  const category = isCategory(data.category) ? data.category : 'BUSINESS';
  const live = data.live && now.getTime() - new Date(data.occurredAt).getTime() < LIVE_FOR_MS;
  const text = activityText(intl, {
    kind: data.kind,
    title: data.title,
    actor: data.actor,
    count: data.count,
  });

  return (
    <div className="flex items-start gap-3 py-3">
      <span
        aria-hidden="true"
        className={`grid size-9 shrink-0 place-items-center rounded-xl ${CATEGORIES[category].style}`}
      >
        <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
          <path d={CATEGORIES[category].icon} />
        </svg>
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        <p className="text-sm leading-6 text-slate-800">
          {data.link ? (
            <Link
              to={localePath(locale, data.link)}
              className="rounded font-medium hover:text-teal-800 hover:underline focus-visible:outline-2 focus-visible:outline-teal-600"
            >
              {text}
            </Link>
          ) : (
            text
          )}
        </p>
        <p className="flex flex-wrap items-center gap-2 text-xs">
          <span className={`rounded-full px-2 py-0.5 font-semibold ${CATEGORIES[category].style}`}>
            {intl.formatMessage(activityMessages[category])}
          </span>
          {live ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 font-bold text-red-700">
              <span
                aria-hidden="true"
                className="size-1.5 rounded-full bg-red-600 motion-safe:animate-pulse"
              />
              {intl.formatMessage(activityMessages.live)}
            </span>
          ) : null}
          {data.vip ? (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 font-bold text-amber-900">
              {intl.formatMessage(activityMessages.vip)}
            </span>
          ) : null}
          <time dateTime={data.occurredAt} className="text-slate-500">
            {formatRelativeTime(intl, data.occurredAt, now)}
          </time>
        </p>
      </div>
    </div>
  );
}
