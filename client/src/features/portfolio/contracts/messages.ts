import { defineMessage, defineMessages } from 'react-intl';

/*
 * The words of the panel's contracts and of the private files given with a step (a dispute's evidence, a
 * purchase's delivery): apart from the portfolio's own, so that its public pages do not load them. Their
 * catalogue is the panel's.
 */

/** Contracts for custom work: milestones funded into escrow, reviewed, released. */
export const contractMessages = defineMessages({
  title: { id: 'contract.title', defaultMessage: 'Contracts' },
  description: {
    id: 'contract.description',
    defaultMessage: 'Custom work in milestones, paid through escrow.',
  },
  empty: {
    id: 'contract.empty',
    defaultMessage: 'No contracts yet. Propose one from a collaborator’s profile.',
  },
  withClient: defineMessage<{ name: string }>({
    id: 'contract.withClient',
    defaultMessage: 'Client: {name}',
  }),
  withCollaborator: defineMessage<{ name: string }>({
    id: 'contract.withCollaborator',
    defaultMessage: 'Collaborator: {name}',
  }),
  total: defineMessage<{ amount: string; count: string }>({
    id: 'contract.total',
    defaultMessage: '{amount} in {count} milestones',
  }),
  reviewDays: defineMessage<{ days: string }>({
    id: 'contract.reviewDays',
    defaultMessage: 'The client has {days} to review each milestone handed in; then it is paid.',
  }),
  accept: { id: 'contract.accept', defaultMessage: 'Accept the contract' },
  decline: { id: 'contract.decline', defaultMessage: 'Decline' },
  declineLabel: { id: 'contract.declineLabel', defaultMessage: 'Why you decline it' },
  withdraw: { id: 'contract.withdraw', defaultMessage: 'Withdraw the proposal' },
  declined: defineMessage<{ reason: string }>({
    id: 'contract.declined',
    defaultMessage: 'Declined: {reason}',
  }),
  answered: { id: 'contract.answered', defaultMessage: 'Done.' },
  fund: defineMessage<{ amount: string }>({
    id: 'contract.fund',
    defaultMessage: 'Pay {amount} into escrow',
  }),
  start: { id: 'contract.start', defaultMessage: 'Start work' },
  submit: { id: 'contract.submit', defaultMessage: 'Hand in' },
  submitLabel: { id: 'contract.submitLabel', defaultMessage: 'What was done and where to find it' },
  approve: defineMessage<{ amount: string }>({
    id: 'contract.approve',
    defaultMessage: 'Approve and release {amount}',
  }),
  approvePart: { id: 'contract.approvePart', defaultMessage: 'Approve a part' },
  partLabel: defineMessage<{ max: string }>({
    id: 'contract.partLabel',
    defaultMessage: 'How much to release now (up to {max})',
  }),
  releasePart: { id: 'contract.releasePart', defaultMessage: 'Release this part' },
  requestChanges: { id: 'contract.requestChanges', defaultMessage: 'Ask for changes' },
  changesLabel: { id: 'contract.changesLabel', defaultMessage: 'What is to change' },
  dispute: { id: 'contract.dispute', defaultMessage: 'Open a dispute' },
  disputeLabel: { id: 'contract.disputeLabel', defaultMessage: 'Why you dispute it' },
  answerDispute: { id: 'contract.answerDispute', defaultMessage: 'Answer the dispute' },
  evidenceAgain: {
    id: 'contract.evidenceAgain',
    defaultMessage: 'An attached PDF is no longer valid. Attach it again, then send.',
  },
  answerLabel: { id: 'contract.answerLabel', defaultMessage: 'Your side of it' },
  requestRefund: { id: 'contract.requestRefund', defaultMessage: 'Ask for the money back' },
  refundLabel: { id: 'contract.refundLabel', defaultMessage: 'Why you want it back' },
  agreeRefund: defineMessage<{ amount: string }>({
    id: 'contract.agreeRefund',
    defaultMessage: 'Agree to refund {amount}',
  }),
  declineRefund: { id: 'contract.declineRefund', defaultMessage: 'Decline the refund' },
  send: { id: 'contract.send', defaultMessage: 'Send' },
  cancel: { id: 'contract.cancel', defaultMessage: 'Cancel' },
  held: defineMessage<{ amount: string }>({ id: 'contract.held', defaultMessage: '{amount} held in escrow' }),
  moved: defineMessage<{ released: string; refunded: string }>({
    id: 'contract.moved',
    defaultMessage: '{released} paid to the collaborator, {refunded} refunded',
  }),
  reviewUntil: defineMessage<{ date: string }>({
    id: 'contract.reviewUntil',
    defaultMessage: 'Review it by {date}; after that it is paid.',
  }),
  paidOn: defineMessage<{ date: string }>({
    id: 'contract.paidOn',
    defaultMessage: 'Paid on {date} unless the client answers before.',
  }),
  submission: { id: 'contract.submission', defaultMessage: 'Handed in:' },
  disputeBy: defineMessage<{ side: string }>({
    id: 'contract.disputeBy',
    defaultMessage: 'Disputed by the {side}:',
  }),
  answerBy: defineMessage<{ date: string }>({
    id: 'contract.answerBy',
    defaultMessage: 'Answer due by {date}.',
  }),
  answer: { id: 'contract.answer', defaultMessage: 'The answer:' },
  lost: defineMessage<{ side: string }>({ id: 'contract.lost', defaultMessage: 'Lost by the {side}' }),
  client: { id: 'contract.client', defaultMessage: 'client' },
  collaborator: { id: 'contract.collaborator', defaultMessage: 'collaborator' },
  required: { id: 'contract.required', defaultMessage: 'Write this first.' },
  tooShort: defineMessage<{ min: number }>({
    id: 'contract.tooShort',
    defaultMessage: 'At least {min} characters.',
  }),
  tooLong: defineMessage<{ max: number }>({
    id: 'contract.tooLong',
    defaultMessage: 'At most {max} characters.',
  }),
  amountInvalid: defineMessage<{ max: string }>({
    id: 'contract.amountInvalid',
    defaultMessage: 'Give an amount up to {max}.',
  }),
  changed: {
    id: 'contract.changed',
    defaultMessage: 'This contract has moved on meanwhile. Reload the page to see where it stands.',
  },
  failed: { id: 'contract.failed', defaultMessage: 'That did not work. Try again.' },
  disputes: { id: 'contract.disputes', defaultMessage: 'Disputes to decide' },
  decidedDisputes: { id: 'contract.decidedDisputes', defaultMessage: 'Decided disputes' },
  more: { id: 'contract.more', defaultMessage: 'More' },
  released: defineMessage<{ amount: string }>({
    id: 'contract.released',
    defaultMessage: '{amount} paid to the collaborator',
  }),
  refunded: defineMessage<{ amount: string }>({
    id: 'contract.refunded',
    defaultMessage: '{amount} refunded to the client',
  }),
  milestoneHeading: defineMessage<{ n: string; title: string }>({
    id: 'contract.milestoneHeading',
    defaultMessage: '{n}. {title}',
  }),
  toman: { id: 'contract.toman', defaultMessage: 'Toman' },
  irr: { id: 'contract.irr', defaultMessage: 'IRR' },
  noDisputes: { id: 'contract.noDisputes', defaultMessage: 'No disputes.' },
  toCollaboratorLabel: defineMessage<{ max: string }>({
    id: 'contract.toCollaboratorLabel',
    defaultMessage: 'To the collaborator (up to {max}; the rest goes back to the client)',
  }),
  decisionLabel: { id: 'contract.decisionLabel', defaultMessage: 'The decision, as both sides will read it' },
  decide: { id: 'contract.decide', defaultMessage: 'Decide' },
  propose: { id: 'contract.propose', defaultMessage: 'Propose a contract' },
  proposeTo: defineMessage<{ name: string }>({
    id: 'contract.proposeTo',
    defaultMessage: 'Propose a contract to {name}',
  }),
  proposeHint: {
    id: 'contract.proposeHint',
    defaultMessage:
      'Split the work into milestones. You pay each into escrow when the collaborator has accepted; it is paid to them when you approve it, or when your review time ends.',
  },
  titleLabel: { id: 'contract.titleLabel', defaultMessage: 'Title' },
  scopeLabel: { id: 'contract.scopeLabel', defaultMessage: 'What is to be done' },
  milestones: { id: 'contract.milestones', defaultMessage: 'Milestones' },
  milestoneTitle: defineMessage<{ n: string }>({
    id: 'contract.milestoneTitle',
    defaultMessage: 'Milestone {n}',
  }),
  milestoneAmount: defineMessage<{ n: string; currency: string }>({
    id: 'contract.milestoneAmount',
    defaultMessage: 'Price of milestone {n} ({currency})',
  }),
  addMilestone: { id: 'contract.addMilestone', defaultMessage: 'Add a milestone' },
  removeMilestone: defineMessage<{ n: string }>({
    id: 'contract.removeMilestone',
    defaultMessage: 'Remove milestone {n}',
  }),
  sendProposal: { id: 'contract.sendProposal', defaultMessage: 'Send the proposal' },
  proposed: {
    id: 'contract.proposed',
    defaultMessage: 'Proposal sent. The collaborator accepts or declines it.',
  },
  amountRange: defineMessage<{ min: string; max: string }>({
    id: 'contract.amountRange',
    defaultMessage: 'From {min} to {max}.',
  }),
  ownProfile: { id: 'contract.ownProfile', defaultMessage: 'You cannot propose a contract to yourself.' },
  fromRequest: defineMessage<{ subject: string }>({
    id: 'contract.fromRequest',
    defaultMessage: 'From your request “{subject}”, which they accepted: its words are filled in below.',
  }),
  requestNotCited: {
    id: 'contract.requestNotCited',
    defaultMessage:
      'This request cannot be cited: only your own request to this collaborator, once accepted, can be.',
  },
  fromRequestCard: defineMessage<{ subject: string }>({
    id: 'contract.fromRequestCard',
    defaultMessage: 'From the contact request “{subject}”',
  }),
  notFound: { id: 'contract.notFound', defaultMessage: 'This collaborator’s profile is not available.' },
  aboutProject: defineMessage<{ title: string }>({
    id: 'contract.aboutProject',
    defaultMessage: 'About the project “{title}”, open to collaborators, whose team they are on.',
  }),
  projectNotCited: {
    id: 'contract.projectNotCited',
    defaultMessage:
      'This project cannot be named: only a project open to collaborators, whose team names this collaborator, can be.',
  },
  aboutProjectCard: defineMessage<{ title: string }>({
    id: 'contract.aboutProjectCard',
    defaultMessage: 'About the project “{title}”',
  }),
});

export const contractStatusMessages = defineMessages({
  PROPOSED: { id: 'contract.contractStatus.PROPOSED', defaultMessage: 'Waiting for the collaborator' },
  ACTIVE: { id: 'contract.contractStatus.ACTIVE', defaultMessage: 'Active' },
  DECLINED: { id: 'contract.contractStatus.DECLINED', defaultMessage: 'Declined' },
  WITHDRAWN: { id: 'contract.contractStatus.WITHDRAWN', defaultMessage: 'Withdrawn' },
  COMPLETED: { id: 'contract.contractStatus.COMPLETED', defaultMessage: 'Completed' },
});

export const milestoneStatusMessages = defineMessages({
  PROPOSED: { id: 'contract.milestoneStatus.PROPOSED', defaultMessage: 'Not paid yet' },
  FUNDED: { id: 'contract.milestoneStatus.FUNDED', defaultMessage: 'Paid into escrow' },
  IN_PROGRESS: { id: 'contract.milestoneStatus.IN_PROGRESS', defaultMessage: 'In progress' },
  SUBMITTED: { id: 'contract.milestoneStatus.SUBMITTED', defaultMessage: 'Handed in, being reviewed' },
  CHANGES_REQUESTED: {
    id: 'contract.milestoneStatus.CHANGES_REQUESTED',
    defaultMessage: 'Changes asked for',
  },
  DISPUTED: { id: 'contract.milestoneStatus.DISPUTED', defaultMessage: 'Disputed' },
  REFUND_REQUESTED: { id: 'contract.milestoneStatus.REFUND_REQUESTED', defaultMessage: 'Refund asked for' },
  RELEASED: { id: 'contract.milestoneStatus.RELEASED', defaultMessage: 'Paid to the collaborator' },
  REFUNDED: { id: 'contract.milestoneStatus.REFUNDED', defaultMessage: 'Refunded' },
  SPLIT: { id: 'contract.milestoneStatus.SPLIT', defaultMessage: 'Split' },
});

/** A dispute's evidence: PDFs chosen for it, and those given with it. */
export const evidenceMessages = defineMessages({
  heading: { id: 'contract.evidence.heading', defaultMessage: 'Evidence' },
  badge: { id: 'contract.evidence.badge', defaultMessage: 'PDF' },
  chosen: { id: 'contract.evidence.chosen', defaultMessage: 'PDFs to send as evidence' },
  add: defineMessage<{ max: string }>({
    id: 'contract.evidence.add',
    defaultMessage: 'Attach a PDF as evidence (up to {max})',
  }),
  details: defineMessage<{ side: string; pages: number }>({
    id: 'contract.evidence.details',
    defaultMessage: 'from the {side}, {pages, plural, one {# page} other {# pages}}',
  }),
  byClient: { id: 'contract.evidence.byClient', defaultMessage: 'client' },
  byCollaborator: { id: 'contract.evidence.byCollaborator', defaultMessage: 'collaborator' },
});
/** What a picker of private files (a dispute's evidence, a purchase's delivery) says while it uploads. */
export const privateFileMessages = defineMessages({
  uploading: { id: 'privateFile.uploading', defaultMessage: 'Uploading the file' },
  remove: defineMessage<{ name: string }>({
    id: 'privateFile.remove',
    defaultMessage: 'Remove {name}',
  }),
  removeShort: { id: 'privateFile.removeShort', defaultMessage: 'Remove' },
  tooLarge: defineMessage<{ size: string }>({
    id: 'privateFile.tooLarge',
    defaultMessage: 'This file is too large ({size} at most).',
  }),
  notPdf: { id: 'privateFile.notPdf', defaultMessage: 'Only PDF files can be attached.' },
  tooManyPages: defineMessage<{ pages: string }>({
    id: 'privateFile.tooManyPages',
    defaultMessage: 'A PDF of {pages} pages at most.',
  }),
  failed: { id: 'privateFile.failed', defaultMessage: 'The file could not be uploaded. Try again.' },
  notZipOrPdf: {
    id: 'privateFile.notZipOrPdf',
    defaultMessage: 'Only ZIP archives and PDF files can be attached.',
  },
  badArchive: {
    id: 'privateFile.badArchive',
    defaultMessage: 'This ZIP could not be opened: check that it is whole and try again.',
  },
  encryptedArchive: {
    id: 'privateFile.encryptedArchive',
    defaultMessage: 'A ZIP protected by a password cannot be attached: nobody could check what it holds.',
  },
  archiveTooBig: defineMessage<{ entries: string; unpacked: string }>({
    id: 'privateFile.archiveTooBig',
    defaultMessage: 'This ZIP holds too much: {entries} files and {unpacked} unpacked at most.',
  }),
});
