import { defineMessage, defineMessages } from 'react-intl';

/** The talent pool employers of a verified company search, and its requests as the panel's lists show them. */
export const talentPoolMessages = defineMessages({
  title: { id: 'talentPool.title', defaultMessage: 'Talent pool' },
  companiesToVerify: { id: 'talentPool.companiesToVerify', defaultMessage: 'Companies to verify' },
  intro: {
    id: 'talentPool.intro',
    defaultMessage:
      'Résumés the team evaluated as complete, whose owners chose to be found by verified companies. Names and contact details stay hidden until a person accepts your request to talk.',
  },
  employersOnly: {
    id: 'talentPool.employersOnly',
    defaultMessage: 'The talent pool is for employers of a verified company.',
  },
  notVerified: {
    id: 'talentPool.notVerified',
    defaultMessage: 'Your company is not verified yet. Ask the team to verify it with its national ID.',
  },
  verify: { id: 'talentPool.verify', defaultMessage: 'Verify my company' },
  search: { id: 'talentPool.search', defaultMessage: 'Search' },
  query: { id: 'talentPool.query', defaultMessage: 'Words' },
  queryHint: {
    id: 'talentPool.queryHint',
    defaultMessage: 'A role, a place, a technology, an employer…',
  },
  skill: { id: 'talentPool.skill', defaultMessage: 'Skill' },
  language: { id: 'talentPool.language', defaultMessage: 'Written in' },
  anyLanguage: { id: 'talentPool.anyLanguage', defaultMessage: 'Any language' },
  fa: { id: 'talentPool.fa', defaultMessage: 'Persian' },
  en: { id: 'talentPool.en', defaultMessage: 'English' },
  az: { id: 'talentPool.az', defaultMessage: 'Azerbaijani' },
  count: defineMessage<{ count: number }>({
    id: 'talentPool.count',
    defaultMessage: '{count, plural, =0 {No résumé matches} one {# résumé} other {# résumés}}',
  }),
  empty: {
    id: 'talentPool.empty',
    defaultMessage: 'No résumé matches. Try fewer words, or another skill.',
  },
  evaluated: defineMessage<{ date: string }>({
    id: 'talentPool.evaluated',
    defaultMessage: 'Evaluated by the team on {date}',
  }),
  verifiedSkills: defineMessage<{ count: number }>({
    id: 'talentPool.verifiedSkills',
    defaultMessage: '{count, plural, one {# verified skill} other {# verified skills}}',
  }),
  untitled: { id: 'talentPool.untitled', defaultMessage: 'A candidate' },
  read: { id: 'talentPool.read', defaultMessage: 'Read the résumé' },
  hide: { id: 'talentPool.hide', defaultMessage: 'Hide the résumé' },
  gone: {
    id: 'talentPool.gone',
    defaultMessage: 'Its owner took this résumé out of the talent pool.',
  },
  contact: { id: 'talentPool.contact', defaultMessage: 'Ask to talk' },
  sent: {
    id: 'talentPool.sent',
    defaultMessage: 'Sent. You will hear when they answer; accepting opens a conversation in your echo box.',
  },
  myRequests: { id: 'talentPool.myRequests', defaultMessage: 'My requests' },
  loadMore: { id: 'talentPool.loadMore', defaultMessage: 'Show more' },
  loadingMore: { id: 'talentPool.loadingMore', defaultMessage: 'Loading…' },
  fromPool: defineMessage<{ name: string; company: string }>({
    id: 'talentPool.fromPool',
    defaultMessage: 'From {name} of {company}, who found your résumé in the talent pool',
  }),
  fromPoolCompany: defineMessage<{ company: string }>({
    id: 'talentPool.fromPoolCompany',
    defaultMessage: 'From {company}, who found your résumé in the talent pool',
  }),
  toPool: defineMessage<{ headline: string }>({
    id: 'talentPool.toPool',
    defaultMessage: 'To a candidate of the talent pool: {headline}',
  }),
});
