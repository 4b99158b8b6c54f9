import { defineMessage, defineMessages } from 'react-intl';

export const contentPageMessages = defineMessages({
  fallback: defineMessage<{ shown: string; wanted: string }>({
    id: 'content.page.fallback',
    defaultMessage: 'This page is not written in {wanted} yet; it is shown in {shown}.',
  }),
  faqTitle: { id: 'content.page.faqTitle', defaultMessage: 'Questions and answers' },
  stepsTitle: { id: 'content.page.stepsTitle', defaultMessage: 'How we work together' },
  claimsTitle: { id: 'content.page.claimsTitle', defaultMessage: 'In figures' },
  measured: defineMessage<{ value: string }>({
    id: 'content.page.measured',
    defaultMessage: 'Measured on Karnama now: {value}',
  }),
  updated: defineMessage<{ date: string }>({ id: 'content.page.updated', defaultMessage: 'Updated {date}' }),
  published: defineMessage<{ date: string }>({
    id: 'content.page.published',
    defaultMessage: 'Published {date}',
  }),
  notWritten: {
    id: 'content.page.notWritten',
    defaultMessage: 'This page has not been written yet. Come back soon, or write to us.',
  },
  contactCta: { id: 'content.page.contactCta', defaultMessage: 'Write to us' },
  cooperationCta: { id: 'content.page.cooperationCta', defaultMessage: 'Request cooperation' },
  breadcrumb: { id: 'content.page.breadcrumb', defaultMessage: 'You are here' },
  services: { id: 'page.services', defaultMessage: 'Services' },
  developmentServices: { id: 'content.services.development', defaultMessage: 'Development services' },
  developmentEmpty: {
    id: 'content.services.developmentEmpty',
    defaultMessage: 'No development service is published yet.',
  },
  education: { id: 'content.services.education', defaultMessage: 'Coding education' },
  educationEmpty: {
    id: 'content.services.educationEmpty',
    defaultMessage: 'No course is open for sign-up yet.',
  },
  features: { id: 'content.service.features', defaultMessage: 'Features' },
  articles: { id: 'content.service.articles', defaultMessage: 'Articles' },
  noArticles: { id: 'content.service.noArticles', defaultMessage: 'No article about this service yet.' },
  importance: defineMessage<{ value: string; max: string }>({
    id: 'content.feature.importance',
    defaultMessage: 'Importance {value} of {max}',
  }),
  relatedFeatures: { id: 'content.feature.related', defaultMessage: 'Related features' },
  partOf: defineMessage<{ service: string }>({
    id: 'content.feature.partOf',
    defaultMessage: 'Part of {service}',
  }),
  about: { id: 'page.about', defaultMessage: 'About us' },
  servicesDescription: {
    id: 'content.services.description',
    defaultMessage: 'Web, mobile, AI and bot development, and coding courses, from Karnama’s team.',
  },
});

/** The language names a fallback note gives, in the reader's language. */
export const languageNames = defineMessages({
  fa: { id: 'content.language.fa', defaultMessage: 'Persian' },
  en: { id: 'content.language.en', defaultMessage: 'English' },
  az: { id: 'content.language.az', defaultMessage: 'Azerbaijani' },
});

/** What a claim's measured figure is. */
export const figureMessages = defineMessages({
  TESTS_TAKEN: defineMessage<{ count: number }>({
    id: 'content.figure.testsTaken',
    defaultMessage: '{count, plural, one {# test taken} other {# tests taken}}',
  }),
  PUBLISHED_TESTS: defineMessage<{ count: number }>({
    id: 'content.figure.publishedTests',
    defaultMessage: '{count, plural, one {# test published} other {# tests published}}',
  }),
  OPEN_JOBS: defineMessage<{ count: number }>({
    id: 'content.figure.openJobs',
    defaultMessage: '{count, plural, one {# open job} other {# open jobs}}',
  }),
});
