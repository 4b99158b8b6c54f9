import { defineMessage, defineMessages } from 'react-intl';

export const layoutMessages = defineMessages({
  termsChanged: {
    id: 'app.termsChanged',
    defaultMessage: 'The terms of use have changed. Please read the new version and accept it.',
  },
  readTerms: { id: 'app.readTerms', defaultMessage: 'Read the terms' },
  brand: { id: 'app.brand', defaultMessage: 'Karnama' },
  brandTagline: {
    id: 'app.brandTagline',
    defaultMessage: 'Jobs, talent tests and software services in one place.',
  },
  homeLinkLabel: { id: 'app.homeLinkLabel', defaultMessage: 'Karnama home page' },
  skipToContent: { id: 'app.skipToContent', defaultMessage: 'Skip to main content' },
  mainNavigation: { id: 'app.mainNavigation', defaultMessage: 'Main navigation' },
  menu: { id: 'app.menu', defaultMessage: 'Menu' },
  footerNavigation: { id: 'app.footerNavigation', defaultMessage: 'Site links' },
  copyright: defineMessage<{ year: string }>({
    id: 'app.copyright',
    defaultMessage: '© {year} Karnama. All rights reserved.',
  }),
  loading: { id: 'app.loading', defaultMessage: 'Loading…' },
  notifications: { id: 'app.notifications', defaultMessage: 'Notifications' },
  closeNotification: { id: 'app.closeNotification', defaultMessage: 'Close notification' },
});

export const navMessages = defineMessages({
  home: { id: 'nav.home', defaultMessage: 'Home' },
  jobs: { id: 'nav.jobs', defaultMessage: 'Jobs' },
  talentTests: { id: 'nav.talentTests', defaultMessage: 'Talent tests' },
  collaborators: { id: 'nav.collaborators', defaultMessage: 'Collaborators' },
  portfolio: { id: 'nav.portfolio', defaultMessage: 'Portfolio' },
  services: { id: 'nav.services', defaultMessage: 'Services' },
  contact: { id: 'nav.contact', defaultMessage: 'Contact' },
  about: { id: 'nav.about', defaultMessage: 'About us' },
  terms: { id: 'nav.terms', defaultMessage: 'Terms' },
  cooperation: { id: 'nav.cooperation', defaultMessage: 'Work with us' },
});

export const languageMessages = defineMessages({
  switcherLabel: { id: 'language.switcherLabel', defaultMessage: 'Change language' },
  current: defineMessage<{ language: string }>({
    id: 'language.current',
    defaultMessage: 'Language: {language}',
  }),
  fa: { id: 'language.fa', defaultMessage: 'فارسی' },
  en: { id: 'language.en', defaultMessage: 'English' },
  az: { id: 'language.az', defaultMessage: 'Azərbaycanca' },
});

/** Language names in the interface language, e.g. for "this ad is written in …". */
export const languageNameMessages = defineMessages({
  fa: { id: 'languageName.fa', defaultMessage: 'Persian' },
  en: { id: 'languageName.en', defaultMessage: 'English' },
  az: { id: 'languageName.az', defaultMessage: 'Azerbaijani' },
});

export const errorMessages = defineMessages({
  notFoundTitle: { id: 'error.notFound.title', defaultMessage: 'Page not found' },
  notFoundMessage: {
    id: 'error.notFound.message',
    defaultMessage:
      'We could not find the page you are looking for. It may have been moved or never existed.',
  },
  requestedPath: { id: 'error.requestedPath', defaultMessage: 'Requested address:' },
  goneTitle: { id: 'error.gone.title', defaultMessage: 'Page permanently removed' },
  goneMessage: {
    id: 'error.gone.message',
    defaultMessage: 'This page has been removed for good and will not come back.',
  },
  serverTitle: { id: 'error.server.title', defaultMessage: 'Server error' },
  serverMessage: {
    id: 'error.server.message',
    defaultMessage: 'Something went wrong on our side. Please try again in a few minutes.',
  },
  unavailableTitle: { id: 'error.unavailable.title', defaultMessage: 'Briefly unavailable' },
  rateLimitedTitle: { id: 'error.rateLimited.title', defaultMessage: 'Too many requests' },
  generalTitle: { id: 'error.general.title', defaultMessage: 'Something went wrong' },
  generalMessage: {
    id: 'error.general.message',
    defaultMessage: 'An unexpected error stopped this page from loading. Please try again.',
  },
  statusLabel: defineMessage<{ status: number }>({
    id: 'error.statusLabel',
    defaultMessage: 'Error code {status}',
  }),
  backHome: { id: 'error.backHome', defaultMessage: 'Back to home page' },
  reportProblem: { id: 'error.reportProblem', defaultMessage: 'Report a problem' },
  tryAgain: { id: 'error.tryAgain', defaultMessage: 'Try again' },
  suggestionsTitle: { id: 'error.suggestions.title', defaultMessage: 'You could try:' },
  suggestionCheckUrl: {
    id: 'error.suggestions.checkUrl',
    defaultMessage: 'Checking the address for typing mistakes',
  },
  suggestionSearch: { id: 'error.suggestions.search', defaultMessage: 'Searching the job listings' },
  suggestionNavigation: {
    id: 'error.suggestions.navigation',
    defaultMessage: 'Using the menu at the top of the page',
  },
  suggestionContact: { id: 'error.suggestions.contact', defaultMessage: 'Contacting our support team' },
});

export const pageTitles = defineMessages({
  documentTitle: defineMessage<{ page: string }>({
    id: 'page.documentTitle',
    defaultMessage: '{page} | Karnama',
  }),
  home: {
    id: 'home.documentTitle',
    defaultMessage: 'Karnama | Jobs, talent tests and software services',
  },
});

/** The account menu in the site's header (signed in). */
export const accountMenuMessages = defineMessages({
  signIn: { id: 'accountMenu.signIn', defaultMessage: 'Sign in' },
  label: defineMessage<{ name: string }>({
    id: 'accountMenu.label',
    defaultMessage: 'Account menu of {name}',
  }),
  menu: { id: 'accountMenu.menu', defaultMessage: 'Account' },
  dashboard: { id: 'accountMenu.dashboard', defaultMessage: 'Dashboard' },
  signOut: { id: 'accountMenu.signOut', defaultMessage: 'Sign out' },
  signedOut: { id: 'accountMenu.signedOut', defaultMessage: 'You have signed out.' },
});

/**
 * The offer of a Persian page to a browser that prefers another language (`languageOffer.ts`), shown in that
 * language: each catalogue's words name its own language.
 */
export const languageOfferMessages = defineMessages({
  label: { id: 'languageOffer.label', defaultMessage: 'Language' },
  notice: { id: 'languageOffer.notice', defaultMessage: 'This page is also in English.' },
  follow: { id: 'languageOffer.follow', defaultMessage: 'Read it in English' },
  dismiss: { id: 'languageOffer.dismiss', defaultMessage: 'No, keep the Persian site' },
});
