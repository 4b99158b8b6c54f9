import { defineMessage, defineMessages } from 'react-intl';

export const analyticsMessages = defineMessages({
  title: { id: 'analytics.title', defaultMessage: 'Site statistics' },
  intro: {
    id: 'analytics.intro',
    defaultMessage: 'Visits and clicks per day, the most visited pages and the sites visitors came from.',
  },
  adminsOnly: { id: 'analytics.adminsOnly', defaultMessage: 'Only admins can see the site’s statistics.' },
  period: { id: 'analytics.period', defaultMessage: 'Period' },
  lastDays: defineMessage<{ count: number }>({
    id: 'analytics.lastDays',
    defaultMessage: '{count, plural, one {Last # day} other {Last # days}}',
  }),
  totals: { id: 'analytics.totals', defaultMessage: 'Totals for the period' },
  visits: { id: 'analytics.visits', defaultMessage: 'Visits' },
  visitsHint: { id: 'analytics.visitsHint', defaultMessage: 'Pages shown: page loads and navigations' },
  clicks: { id: 'analytics.clicks', defaultMessage: 'Clicks' },
  clicksHint: { id: 'analytics.clicksHint', defaultMessage: 'On links and buttons' },
  visitors: { id: 'analytics.visitors', defaultMessage: 'Visitors' },
  visitorsHint: { id: 'analytics.visitorsHint', defaultMessage: 'Different browsers' },
  perDay: { id: 'analytics.perDay', defaultMessage: 'Per day' },
  chartSummary: defineMessage<{ from: string; to: string; visits: number; clicks: number }>({
    id: 'analytics.chartSummary',
    defaultMessage:
      'From {from} to {to}: {visits, plural, one {# visit} other {# visits}} and {clicks, plural, one {# click} other {# clicks}}.',
  }),
  dayPoint: defineMessage<{ day: string; visits: number; clicks: number }>({
    id: 'analytics.dayPoint',
    defaultMessage:
      '{day}: {visits, plural, one {# visit} other {# visits}}, {clicks, plural, one {# click} other {# clicks}}',
  }),
  showNumbers: { id: 'analytics.showNumbers', defaultMessage: 'Show the numbers' },
  numbersCaption: {
    id: 'analytics.numbersCaption',
    defaultMessage: 'Visits and clicks per day (days without any left out)',
  },
  day: { id: 'analytics.day', defaultMessage: 'Day' },
  topPaths: { id: 'analytics.topPaths', defaultMessage: 'Most visited pages' },
  topReferrers: { id: 'analytics.topReferrers', defaultMessage: 'Sites visitors came from' },
  noPaths: { id: 'analytics.noPaths', defaultMessage: 'No page was visited in this period.' },
  noReferrers: {
    id: 'analytics.noReferrers',
    defaultMessage: 'No visitor came from another site in this period.',
  },
  empty: {
    id: 'analytics.empty',
    defaultMessage:
      'Nothing was recorded in this period. Visits appear here a few seconds after they happen.',
  },
});
