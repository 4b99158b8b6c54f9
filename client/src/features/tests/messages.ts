import { defineMessage, defineMessages } from 'react-intl';

export const testListMessages = defineMessages({
  documentTitle: { id: 'tests.list.documentTitle', defaultMessage: 'Talent, aptitude and personality tests' },
  title: { id: 'tests.list.title', defaultMessage: 'Talent assessment' },
  intro: {
    id: 'tests.list.intro',
    defaultMessage:
      'Timed tests of reasoning, problem solving and work personality, scored the moment you finish, with results you can read, print and show to employers.',
  },
  description: {
    id: 'tests.list.description',
    defaultMessage:
      'Free and paid talent tests: algorithmic thinking, logical reasoning, problem solving, ethics and work personality, with certificates and detailed reports.',
  },
  filters: { id: 'tests.list.filters', defaultMessage: 'Filter tests' },
  type: { id: 'tests.list.type', defaultMessage: 'Type' },
  anyType: { id: 'tests.list.anyType', defaultMessage: 'All types' },
  price: { id: 'tests.list.price', defaultMessage: 'Price' },
  anyPrice: { id: 'tests.list.anyPrice', defaultMessage: 'Free and paid' },
  freeOnly: { id: 'tests.list.freeOnly', defaultMessage: 'Free' },
  paidOnly: { id: 'tests.list.paidOnly', defaultMessage: 'Paid' },
  duration: { id: 'tests.list.duration', defaultMessage: 'Duration' },
  anyDuration: { id: 'tests.list.anyDuration', defaultMessage: 'Any length' },
  upTo: defineMessage<{ minutes: number }>({
    id: 'tests.list.upTo',
    defaultMessage: 'Up to {minutes, number} minutes',
  }),
  count: defineMessage<{ count: number }>({
    id: 'tests.list.count',
    defaultMessage: '{count, plural, =0 {No tests} one {# test} other {# tests}}',
  }),
  emptyTitle: { id: 'tests.list.emptyTitle', defaultMessage: 'No tests yet' },
  empty: {
    id: 'tests.list.empty',
    defaultMessage: 'New tests are being prepared. Please check back soon.',
  },
  noMatchTitle: { id: 'tests.list.noMatchTitle', defaultMessage: 'No test matches these filters' },
  noMatch: { id: 'tests.list.noMatch', defaultMessage: 'Try another type, price or duration.' },
  clearFilters: { id: 'tests.list.clearFilters', defaultMessage: 'Show all tests' },
  loadError: { id: 'tests.list.loadError', defaultMessage: 'Error loading tests. Please try again.' },
  tryAgain: { id: 'tests.list.tryAgain', defaultMessage: 'Try again' },
  benefitsTitle: { id: 'tests.list.benefitsTitle', defaultMessage: 'Why take a test on Karnama' },
  faqTitle: { id: 'tests.list.faqTitle', defaultMessage: 'Frequently asked questions' },
  ctaTitle: { id: 'tests.list.ctaTitle', defaultMessage: 'Find out what you are good at' },
  ctaText: {
    id: 'tests.list.ctaText',
    defaultMessage:
      'Start with a free test today: it takes fifteen minutes and your result is yours to keep.',
  },
  ctaButton: { id: 'tests.list.ctaButton', defaultMessage: 'See the free tests' },
});

/** The benefits the test page lists, in order. */
export const benefitMessages = defineMessages({
  timedTitle: { id: 'tests.benefit.timedTitle', defaultMessage: 'A fair clock' },
  timed: {
    id: 'tests.benefit.timed',
    defaultMessage:
      'The time is kept by our server, not your browser: a slow connection or a reload never costs you minutes.',
  },
  resultsTitle: { id: 'tests.benefit.resultsTitle', defaultMessage: 'Results you can read' },
  results: {
    id: 'tests.benefit.results',
    defaultMessage:
      'Scores by category and skill, strengths, areas to develop and matching careers, with charts and a printable report.',
  },
  honestTitle: { id: 'tests.benefit.honestTitle', defaultMessage: 'Honest scoring' },
  honest: {
    id: 'tests.benefit.honest',
    defaultMessage:
      'We show your score corrected for guessing and how consistent your answers were, with the rules explained.',
  },
  certificateTitle: {
    id: 'tests.benefit.certificateTitle',
    defaultMessage: 'Certificates employers can check',
  },
  certificate: {
    id: 'tests.benefit.certificate',
    defaultMessage:
      'A passed test gives a certificate with a code and a QR code anyone can verify on Karnama.',
  },
});

/** The seven questions of the test page's FAQ. */
export const faqMessages = defineMessages({
  q1: { id: 'tests.faq.q1', defaultMessage: 'Do I need an account to take a test?' },
  a1: {
    id: 'tests.faq.a1',
    defaultMessage:
      'Yes. Sign in with Google so that your sessions, results and certificates are kept for you. Browsing the tests needs no account.',
  },
  q2: { id: 'tests.faq.q2', defaultMessage: 'What happens if my connection drops or I close the page?' },
  a2: {
    id: 'tests.faq.a2',
    defaultMessage:
      'Every answer is saved as you give it. Open the test again from My tests, on any device, and continue where you were. The clock keeps running while you are away.',
  },
  q3: { id: 'tests.faq.q3', defaultMessage: 'What happens when the time runs out?' },
  a3: {
    id: 'tests.faq.a3',
    defaultMessage: 'The test ends by itself and is scored with the answers you gave before the deadline.',
  },
  q4: { id: 'tests.faq.q4', defaultMessage: 'Will I get the same questions if I take a test again?' },
  a4: {
    id: 'tests.faq.a4',
    defaultMessage:
      'No. Each attempt draws its own questions from a larger bank, balanced across categories and difficulty.',
  },
  q5: { id: 'tests.faq.q5', defaultMessage: 'How are paid tests paid for?' },
  a5: {
    id: 'tests.faq.a5',
    defaultMessage:
      'Online, through an Iranian payment gateway with any Shetab bank card. The receipt stays in your panel.',
  },
  q6: { id: 'tests.faq.q6', defaultMessage: 'Who can see my results?' },
  a6: {
    id: 'tests.faq.a6',
    defaultMessage:
      'Only you. A certificate shows your name, the test, a score band and the date to whoever you give its code to.',
  },
  q7: { id: 'tests.faq.q7', defaultMessage: 'When does the detailed report arrive?' },
  a7: {
    id: 'tests.faq.a7',
    defaultMessage:
      'By e-mail, as a PDF, within 24 hours of finishing (48 hours for specialised tests), in the language you took the test in.',
  },
});

export const testDetailMessages = defineMessages({
  descriptionTitle: { id: 'tests.detail.descriptionTitle', defaultMessage: 'About this test' },
  samplesTitle: { id: 'tests.detail.samplesTitle', defaultMessage: 'Sample questions' },
  samplesNote: {
    id: 'tests.detail.samplesNote',
    defaultMessage: 'Samples show the style of the questions; they are never part of a session.',
  },
  categoriesTitle: { id: 'tests.detail.categoriesTitle', defaultMessage: 'What it measures' },
  featuresTitle: { id: 'tests.detail.featuresTitle', defaultMessage: 'What you get' },
  statsTitle: { id: 'tests.detail.statsTitle', defaultMessage: 'In numbers' },
  participants: { id: 'tests.detail.participants', defaultMessage: 'Participants' },
  averageScore: { id: 'tests.detail.averageScore', defaultMessage: 'Average score' },
  passRate: { id: 'tests.detail.passRate', defaultMessage: 'Pass rate' },
  passingScore: { id: 'tests.detail.passingScore', defaultMessage: 'Passing score' },
  practice: {
    id: 'tests.detail.practice',
    defaultMessage: 'A practice test: review every answer afterwards; no certificate',
  },
  profileNote: {
    id: 'tests.detail.profileNote',
    defaultMessage: 'A profile, not a score: nobody passes or fails, and it gives no certificate',
  },
  noStats: { id: 'tests.detail.noStats', defaultMessage: 'Not enough results yet' },
  percent: defineMessage<{ value: number }>({
    id: 'tests.detail.percent',
    defaultMessage: '{value, number}%',
  }),
  faqTitle: { id: 'tests.detail.faqTitle', defaultMessage: 'Questions about this test' },
  pricingTitle: { id: 'tests.detail.pricingTitle', defaultMessage: 'Price' },
  reportDelay: defineMessage<{ hours: number }>({
    id: 'tests.detail.reportDelay',
    defaultMessage: 'Detailed report by e-mail within {hours, number} hours',
  }),
  attempts: defineMessage<{ count: number }>({
    id: 'tests.detail.attempts',
    defaultMessage: '{count, plural, one {One attempt} other {Up to # attempts}}',
  }),
  cooldown: defineMessage<{ hours: number }>({
    id: 'tests.detail.cooldown',
    defaultMessage: '{hours, plural, one {# hour} other {# hours}} between attempts',
  }),
  start: { id: 'tests.detail.start', defaultMessage: 'Start the test' },
  starting: { id: 'tests.detail.starting', defaultMessage: 'Starting…' },
  continue: { id: 'tests.detail.continue', defaultMessage: 'Continue your test' },
  signInToStart: { id: 'tests.detail.signInToStart', defaultMessage: 'Sign in to start' },
  startError: { id: 'tests.detail.startError', defaultMessage: 'Error starting the test. Please try again.' },
  notFound: { id: 'tests.detail.notFound', defaultMessage: 'Test not found.' },
  attemptsExhausted: {
    id: 'tests.detail.attemptsExhausted',
    defaultMessage: 'You have used every attempt this test allows.',
  },
  cooldownUntil: defineMessage<{ when: string }>({
    id: 'tests.detail.cooldownUntil',
    defaultMessage: 'You can take this test again from {when}.',
  }),
  paymentRequired: {
    id: 'tests.detail.paymentRequired',
    defaultMessage: 'This test is paid: buy it first, then start it whenever you are ready.',
  },
  buy: defineMessage<{ price: string }>({ id: 'tests.detail.buy', defaultMessage: 'Buy for {price}' }),
  buying: { id: 'tests.detail.buying', defaultMessage: 'Going to the payment gateway…' },
  buyNote: {
    id: 'tests.detail.buyNote',
    defaultMessage: 'You pay on the payment gateway’s page and come back to your receipt.',
  },
  buyError: {
    id: 'tests.detail.buyError',
    defaultMessage: 'The order could not be made. Please try again in a moment.',
  },
  paid: {
    id: 'tests.detail.paid',
    defaultMessage: 'You have bought this test; start it whenever you are ready.',
  },
  timerNote: defineMessage<{ minutes: number }>({
    id: 'tests.detail.timerNote',
    defaultMessage:
      'Once started, you have {minutes, number} minutes. The clock keeps running if you leave, and you can continue on any device.',
  }),
  backToList: { id: 'tests.detail.backToList', defaultMessage: 'All tests' },
});

export const myTestsMessages = defineMessages({
  title: { id: 'tests.mine.title', defaultMessage: 'My tests' },
  intro: {
    id: 'tests.mine.intro',
    defaultMessage:
      'Your test sessions: continue an unfinished one before its time runs out, or read your results.',
  },
  empty: { id: 'tests.mine.empty', defaultMessage: 'You have not taken a test yet.' },
  browse: { id: 'tests.mine.browse', defaultMessage: 'Browse the tests' },
  startedAt: { id: 'tests.mine.startedAt', defaultMessage: 'Started' },
  score: { id: 'tests.mine.score', defaultMessage: 'Score' },
  scoreValue: defineMessage<{ score: number; verdict: string }>({
    id: 'tests.mine.scoreValue',
    defaultMessage: '{score, number, ::percent .#} ({verdict})',
  }),
  answered: defineMessage<{ answered: number; total: number }>({
    id: 'tests.mine.answered',
    defaultMessage: '{answered, number} of {total, number} answered',
  }),
  continue: { id: 'tests.mine.continue', defaultMessage: 'Continue' },
  results: { id: 'tests.mine.results', defaultMessage: 'View results' },
  loadMore: { id: 'tests.mine.loadMore', defaultMessage: 'Show more' },
});

export const sessionStatusMessages = defineMessages({
  IN_PROGRESS: { id: 'tests.status.inProgress', defaultMessage: 'In progress' },
  COMPLETED: { id: 'tests.status.completed', defaultMessage: 'Completed' },
  TIMED_OUT: { id: 'tests.status.timedOut', defaultMessage: 'Time ran out' },
});

export const sessionMessages = defineMessages({
  documentTitle: defineMessage<{ title: string }>({
    id: 'tests.session.documentTitle',
    defaultMessage: '{title} — test session',
  }),
  questionOf: defineMessage<{ n: number; total: number }>({
    id: 'tests.session.questionOf',
    defaultMessage: 'Question {n, number} of {total, number}',
  }),
  remaining: { id: 'tests.session.remaining', defaultMessage: 'Time left' },
  answeredCount: defineMessage<{ answered: number; total: number }>({
    id: 'tests.session.answeredCount',
    defaultMessage: '{answered, number} of {total, number} answered',
  }),
  previous: { id: 'tests.session.previous', defaultMessage: 'Previous' },
  next: { id: 'tests.session.next', defaultMessage: 'Next' },
  finish: { id: 'tests.session.finish', defaultMessage: 'Finish the test' },
  finishing: { id: 'tests.session.finishing', defaultMessage: 'Scoring…' },
  finishTitle: { id: 'tests.session.finishTitle', defaultMessage: 'Finish the test?' },
  finishText: defineMessage<{ unanswered: number }>({
    id: 'tests.session.finishText',
    defaultMessage:
      '{unanswered, plural, =0 {Every question is answered.} one {One question is still unanswered.} other {# questions are still unanswered.}} Once finished, answers cannot be changed.',
  }),
  exit: { id: 'tests.session.exit', defaultMessage: 'Exit' },
  exitTitle: { id: 'tests.session.exitTitle', defaultMessage: 'Leave the test for now?' },
  exitText: {
    id: 'tests.session.exitText',
    defaultMessage:
      'Your answers are saved and you can continue from My tests. The clock keeps running while you are away.',
  },
  exitConfirm: { id: 'tests.session.exitConfirm', defaultMessage: 'Exit and continue later' },
  stay: { id: 'tests.session.stay', defaultMessage: 'Stay' },
  saving: { id: 'tests.session.saving', defaultMessage: 'Saving…' },
  saved: { id: 'tests.session.saved', defaultMessage: 'Saved' },
  answerError: {
    id: 'tests.session.answerError',
    defaultMessage: 'Your answer could not be saved. Please try again.',
  },
  timeUp: { id: 'tests.session.timeUp', defaultMessage: 'Time is up. Your answers are being scored.' },
  invalidSession: {
    id: 'tests.session.invalid',
    defaultMessage: 'This test session does not exist or is not yours.',
  },
  jumpTo: { id: 'tests.session.jumpTo', defaultMessage: 'Questions' },
  jumpToQuestion: defineMessage<{ n: number }>({
    id: 'tests.session.jumpToQuestion',
    defaultMessage: 'Question {n, number}',
  }),
});

export const resultMessages = defineMessages({
  documentTitle: defineMessage<{ title: string }>({
    id: 'tests.results.documentTitle',
    defaultMessage: '{title} — results',
  }),
  title: { id: 'tests.results.title', defaultMessage: 'Your results' },
  score: { id: 'tests.results.score', defaultMessage: 'Score' },
  adjustedAptitude: {
    id: 'tests.results.adjustedAptitude',
    defaultMessage:
      'Corrected for guessing: each wrong answer takes away the share of a point a lucky guess would have won, so guessing neither helps nor hurts on average.',
  },
  passed: { id: 'tests.results.passed', defaultMessage: 'Passed' },
  failed: { id: 'tests.results.failed', defaultMessage: 'Not passed' },
  validProfile: { id: 'tests.results.validProfile', defaultMessage: 'Valid profile' },
  invalidProfile: { id: 'tests.results.invalidProfile', defaultMessage: 'Profile not reliable' },
  passMark: defineMessage<{ value: number }>({
    id: 'tests.results.passMark',
    defaultMessage: 'Pass mark: {value, number}%',
  }),
  rightAnswersOf: defineMessage<{ correct: number; total: number }>({
    id: 'tests.results.rightAnswersOf',
    defaultMessage: 'Right answers: {correct, number} of {total, number}',
  }),
  profileTitle: { id: 'tests.results.profileTitle', defaultMessage: 'Personality profile' },
  profileNote: {
    id: 'tests.results.profileNote',
    defaultMessage:
      'A profile describes how you work; it has no score and is not passed or failed. It is valid when enough questions were answered, consistently enough.',
  },
  comparison: defineMessage<{ value: number; count: number }>({
    id: 'tests.results.comparison',
    defaultMessage:
      'Better than {value, number}% of {count, plural, one {# person} other {# people}} who took this test.',
  }),
  comparisonTooFew: defineMessage<{ count: number; minimum: number }>({
    id: 'tests.results.comparisonTooFew',
    defaultMessage:
      'Too few results yet for a comparison: {count, plural, one {# person has} other {# people have}} taken this test, and a comparison needs {minimum, number}.',
  }),
  answeredOf: defineMessage<{ answered: number; total: number; correct: number }>({
    id: 'tests.results.answeredOf',
    defaultMessage: '{answered, number} of {total, number} answered, {correct, number} right',
  }),
  categoriesTitle: { id: 'tests.results.categoriesTitle', defaultMessage: 'By category' },
  traitsTitle: { id: 'tests.results.traitsTitle', defaultMessage: 'Your traits' },
  skillsTitle: { id: 'tests.results.skillsTitle', defaultMessage: 'By skill' },
  strengthsTitle: { id: 'tests.results.strengthsTitle', defaultMessage: 'Strengths' },
  weaknessesTitle: { id: 'tests.results.weaknessesTitle', defaultMessage: 'Areas to develop' },
  none: { id: 'tests.results.none', defaultMessage: 'None stood out.' },
  careersTitle: { id: 'tests.results.careersTitle', defaultMessage: 'Careers that match' },
  match: defineMessage<{ value: number }>({
    id: 'tests.results.match',
    defaultMessage: '{value, number}% match',
  }),
  nextStepsTitle: { id: 'tests.results.nextStepsTitle', defaultMessage: 'Next steps' },
  consistencyTitle: { id: 'tests.results.consistencyTitle', defaultMessage: 'Consistency' },
  consistencyScore: defineMessage<{ value: number; pairs: number }>({
    id: 'tests.results.consistencyScore',
    defaultMessage:
      '{value, number} out of 100, from {pairs, plural, one {one pair} other {# pairs}} of questions meant to agree.',
  }),
  consistencyNone: {
    id: 'tests.results.consistencyNone',
    defaultMessage: 'Not enough paired questions were answered to measure consistency.',
  },
  contradictionsTitle: { id: 'tests.results.contradictionsTitle', defaultMessage: 'Contradictions' },
  noContradictions: { id: 'tests.results.noContradictions', defaultMessage: 'No contradicting answers.' },
  flatRun: defineMessage<{ count: number }>({
    id: 'tests.results.flatRun',
    defaultMessage:
      '{count, number} identical answers in a row: answering without reading makes a profile unreliable.',
  }),
  integrityTitle: { id: 'tests.results.integrityTitle', defaultMessage: 'How the test was taken' },
  integrityNote: {
    id: 'tests.results.integrityNote',
    defaultMessage: 'These signals are recorded for your information. They never fail anyone.',
  },
  riskLOW: { id: 'tests.results.riskLow', defaultMessage: 'Low risk' },
  riskMEDIUM: { id: 'tests.results.riskMedium', defaultMessage: 'Medium risk' },
  riskHIGH: { id: 'tests.results.riskHigh', defaultMessage: 'High risk' },
  tabHidden: defineMessage<{ count: number }>({
    id: 'tests.results.tabHidden',
    defaultMessage:
      '{count, plural, =0 {Never left the page} one {Left the page once} other {Left the page # times}}',
  }),
  pastes: defineMessage<{ count: number }>({
    id: 'tests.results.pastes',
    defaultMessage: '{count, plural, =0 {No pastes} one {One paste} other {# pastes}}',
  }),
  fastAnswers: defineMessage<{ count: number }>({
    id: 'tests.results.fastAnswers',
    defaultMessage:
      '{count, plural, =0 {No very fast answers} one {One very fast answer} other {# very fast answers}}',
  }),
  certificateTitle: { id: 'tests.results.certificateTitle', defaultMessage: 'Your certificate' },
  certificateLink: { id: 'tests.results.certificateLink', defaultMessage: 'Open the certificate page' },
  noCertificate: {
    id: 'tests.results.noCertificate',
    defaultMessage: 'A passed test gives a certificate with a public page anyone can check.',
  },
  noCertificatePractice: {
    id: 'tests.results.noCertificatePractice',
    defaultMessage:
      'This is a practice test: it gives no certificate, and you may review every answer below.',
  },
  noCertificateProfile: {
    id: 'tests.results.noCertificateProfile',
    defaultMessage: 'A personality profile gives no certificate.',
  },
  reportDue: defineMessage<{ when: string }>({
    id: 'tests.results.reportDue',
    defaultMessage: 'The detailed report is being prepared and will be e-mailed to you by {when}.',
  }),
  reportSent: defineMessage<{ when: string }>({
    id: 'tests.results.reportSent',
    defaultMessage: 'The detailed report was e-mailed to you on {when}.',
  }),
  reportNoAddress: {
    id: 'tests.results.reportNoAddress',
    defaultMessage:
      'Your account has no e-mail address, so the detailed report was not e-mailed. This page is the report: print it or save it as a PDF.',
  },
  reportUndeliverable: {
    id: 'tests.results.reportUndeliverable',
    defaultMessage:
      'We could not e-mail the detailed report to your address. This page is the report: print it or save it as a PDF.',
  },
  print: { id: 'tests.results.print', defaultMessage: 'Print' },
  answersTitle: { id: 'tests.results.answersTitle', defaultMessage: 'Your answers' },
  keyWithheld: {
    id: 'tests.results.keyWithheld',
    defaultMessage:
      'This test gives a certificate and can be taken again, so its right answers are not shown. This is how your answers went in each category.',
  },
  categoryCounts: defineMessage<{ correct: number; wrong: number; unanswered: number; total: number }>({
    id: 'tests.results.categoryCounts',
    defaultMessage:
      '{total, plural, one {# question} other {# questions}}: {correct, number} right, {wrong, number} wrong, {unanswered, number} not answered',
  }),
  right: { id: 'tests.results.right', defaultMessage: 'Right' },
  wrong: { id: 'tests.results.wrong', defaultMessage: 'Wrong' },
  unanswered: { id: 'tests.results.unanswered', defaultMessage: 'Not answered' },
  rightAnswer: defineMessage<{ answer: string }>({
    id: 'tests.results.rightAnswer',
    defaultMessage: 'Right answer: {answer}',
  }),
  yourAnswer: defineMessage<{ answer: string }>({
    id: 'tests.results.yourAnswer',
    defaultMessage: 'Your answer: {answer}',
  }),
  notScored: { id: 'tests.results.notScored', defaultMessage: 'This test session is not finished yet.' },
  backToSession: { id: 'tests.results.backToSession', defaultMessage: 'Back to the test' },
  timedOut: {
    id: 'tests.results.timedOut',
    defaultMessage: 'Time ran out: the answers given before the deadline were scored.',
  },
  takenBy: defineMessage<{ name: string; when: string }>({
    id: 'tests.results.takenBy',
    defaultMessage: 'Taken by {name} on {when}',
  }),
  myTests: { id: 'tests.results.myTests', defaultMessage: 'My tests' },
  quoted: defineMessage<{ text: string }>({ id: 'tests.results.quoted', defaultMessage: '“{text}”' }),
  numbered: defineMessage<{ n: number; text: string }>({
    id: 'tests.results.numbered',
    defaultMessage: '{n, number}. {text}',
  }),
});

export const certificateMessages = defineMessages({
  documentTitle: { id: 'tests.certificate.documentTitle', defaultMessage: 'Certificate verification' },
  description: {
    id: 'tests.certificate.description',
    defaultMessage: 'Check that a Karnama test certificate is genuine and still valid.',
  },
  valid: { id: 'tests.certificate.valid', defaultMessage: 'This certificate is valid' },
  revoked: { id: 'tests.certificate.revoked', defaultMessage: 'This certificate has been revoked' },
  revokedOn: defineMessage<{ when: string }>({
    id: 'tests.certificate.revokedOn',
    defaultMessage: 'Revoked on {when}.',
  }),
  notFound: {
    id: 'tests.certificate.notFound',
    defaultMessage: 'No certificate has this code. Check the code and try again.',
  },
  holder: { id: 'tests.certificate.holder', defaultMessage: 'Awarded to' },
  test: { id: 'tests.certificate.test', defaultMessage: 'Test' },
  scoreBand: { id: 'tests.certificate.scoreBand', defaultMessage: 'Score' },
  scoreBandValue: defineMessage<{ low: number; high: number }>({
    id: 'tests.certificate.scoreBandValue',
    defaultMessage: '{low, number}–{high, number} out of 100',
  }),
  issuedAt: { id: 'tests.certificate.issuedAt', defaultMessage: 'Date' },
  code: { id: 'tests.certificate.code', defaultMessage: 'Code' },
  qr: { id: 'tests.certificate.qr', defaultMessage: 'QR code of this page' },
});

/** Keeping and showing a valid certificate: its PDF, its link, and LinkedIn. */
export const certificateShareMessages = defineMessages({
  actions: { id: 'tests.certificate.actions', defaultMessage: 'Keep and share this certificate' },
  download: { id: 'tests.certificate.download', defaultMessage: 'Download as PDF' },
  copyLink: { id: 'tests.certificate.copyLink', defaultMessage: 'Copy link' },
  copied: { id: 'tests.certificate.copied', defaultMessage: 'The link was copied.' },
  copyFailed: {
    id: 'tests.certificate.copyFailed',
    defaultMessage: 'The link could not be copied; copy it from the address bar.',
  },
  share: { id: 'tests.certificate.share', defaultMessage: 'Share' },
  linkedIn: { id: 'tests.certificate.linkedIn', defaultMessage: 'Add to LinkedIn profile' },
  noDownload: {
    id: 'tests.certificate.noDownload',
    defaultMessage: 'A revoked certificate cannot be downloaded or shared.',
  },
});

/** The page of an e-mailed invitation to take a test. */
export const invitationMessages = defineMessages({
  documentTitle: { id: 'tests.invitation.documentTitle', defaultMessage: 'Invitation to a test' },
  description: {
    id: 'tests.invitation.description',
    defaultMessage: 'An invitation to take a Karnama talent test free of charge.',
  },
  invited: defineMessage<{ test: string }>({
    id: 'tests.invitation.invited',
    defaultMessage: 'You are invited to take the test “{test}” free of charge.',
  }),
  until: defineMessage<{ when: string }>({
    id: 'tests.invitation.until',
    defaultMessage: 'The invitation is open until {when}.',
  }),
  share: {
    id: 'tests.invitation.share',
    defaultMessage: 'Share my result of this test with the employer who invited me',
  },
  accept: { id: 'tests.invitation.accept', defaultMessage: 'Accept the invitation' },
  signIn: { id: 'tests.invitation.signIn', defaultMessage: 'Sign in or register to accept' },
  accepted: defineMessage<{ test: string }>({
    id: 'tests.invitation.accepted',
    defaultMessage: 'You accepted the invitation: the test “{test}” is free for you once.',
  }),
  toTest: { id: 'tests.invitation.toTest', defaultMessage: 'Go to the test' },
  notFound: {
    id: 'tests.invitation.notFound',
    defaultMessage: 'There is no such invitation. Check the link in your e-mail.',
  },
  expired: { id: 'tests.invitation.expired', defaultMessage: 'This invitation has expired.' },
  withdrawn: {
    id: 'tests.invitation.withdrawn',
    defaultMessage: 'This invitation was withdrawn: the employer who sent it was refunded for it.',
  },
  used: { id: 'tests.invitation.used', defaultMessage: 'This invitation has already been accepted.' },
  own: { id: 'tests.invitation.own', defaultMessage: 'You cannot accept an invitation you sent.' },
  failed: {
    id: 'tests.invitation.failed',
    defaultMessage: 'The invitation could not be accepted. Try again.',
  },
});
