import { defineMessage, defineMessages } from 'react-intl';

export const portfolioMessages = defineMessages({
  title: { id: 'portfolio.list.title', defaultMessage: 'Portfolio' },
  description: {
    id: 'portfolio.list.description',
    defaultMessage:
      'Software our team and collaborators have built: web and mobile apps, AI, bots and online shops, with galleries, demos and ready-made projects for sale.',
  },
  intro: {
    id: 'portfolio.list.intro',
    defaultMessage: 'Projects we and our collaborators have built; some are for sale ready-made.',
  },
  search: { id: 'portfolio.list.search', defaultMessage: 'Search' },
  searchPlaceholder: {
    id: 'portfolio.list.searchPlaceholder',
    defaultMessage: 'Title, client or technology',
  },
  industry: { id: 'portfolio.list.industry', defaultMessage: 'Industry' },
  anyIndustry: { id: 'portfolio.list.anyIndustry', defaultMessage: 'Any industry' },
  category: { id: 'portfolio.list.category', defaultMessage: 'Kind' },
  anyCategory: { id: 'portfolio.list.anyCategory', defaultMessage: 'Any kind' },
  technology: { id: 'portfolio.list.technology', defaultMessage: 'Technology' },
  technologyPlaceholder: {
    id: 'portfolio.list.technologyPlaceholder',
    defaultMessage: 'Such as React or Python',
  },
  state: { id: 'portfolio.list.state', defaultMessage: 'Stage' },
  anyState: { id: 'portfolio.list.anyState', defaultMessage: 'Any stage' },
  forSaleOnly: { id: 'portfolio.list.forSaleOnly', defaultMessage: 'For sale' },
  hasDemoOnly: { id: 'portfolio.list.hasDemoOnly', defaultMessage: 'Has a demo' },
  sort: { id: 'portfolio.list.sort', defaultMessage: 'Order' },
  apply: { id: 'portfolio.list.apply', defaultMessage: 'Show projects' },
  clear: { id: 'portfolio.list.clear', defaultMessage: 'Clear filters' },
  filtersTitle: { id: 'portfolio.list.filtersTitle', defaultMessage: 'Filter projects' },
  counted: defineMessage<{ label: string; count: number }>({
    id: 'portfolio.list.counted',
    defaultMessage: '{label} ({count, number})',
  }),
  count: defineMessage<{ count: number }>({
    id: 'portfolio.list.count',
    defaultMessage: '{count, plural, one {# project} other {# projects}}',
  }),
  empty: { id: 'portfolio.list.empty', defaultMessage: 'No project matches these filters.' },
  emptyAll: { id: 'portfolio.list.emptyAll', defaultMessage: 'No project has been published yet.' },
  more: { id: 'portfolio.list.more', defaultMessage: 'More projects' },
  forSale: { id: 'portfolio.card.forSale', defaultMessage: 'For sale' },
  demo: { id: 'portfolio.card.demo', defaultMessage: 'Demo' },
  byTeam: { id: 'portfolio.card.byTeam', defaultMessage: 'By our team' },
  views: defineMessage<{ count: number }>({
    id: 'portfolio.card.views',
    defaultMessage: '{count, plural, one {# view} other {# views}}',
  }),
  likes: defineMessage<{ count: number }>({
    id: 'portfolio.card.likes',
    defaultMessage: '{count, plural, one {# like} other {# likes}}',
  }),
  noCover: { id: 'portfolio.card.noCover', defaultMessage: 'No picture yet' },
});

export const projectMessages = defineMessages({
  back: { id: 'portfolio.project.back', defaultMessage: 'All projects' },
  gallery: { id: 'portfolio.project.gallery', defaultMessage: 'Gallery' },
  picture: defineMessage<{ number: number; count: number }>({
    id: 'portfolio.project.picture',
    defaultMessage: 'Picture {number, number} of {count, number}',
  }),
  previous: { id: 'portfolio.project.previous', defaultMessage: 'Previous picture' },
  next: { id: 'portfolio.project.next', defaultMessage: 'Next picture' },
  facts: { id: 'portfolio.project.facts', defaultMessage: 'About the project' },
  client: { id: 'portfolio.project.client', defaultMessage: 'Client' },
  industry: { id: 'portfolio.project.industry', defaultMessage: 'Industry' },
  categories: { id: 'portfolio.project.categories', defaultMessage: 'Kind' },
  state: { id: 'portfolio.project.state', defaultMessage: 'Stage' },
  period: { id: 'portfolio.project.period', defaultMessage: 'When' },
  price: { id: 'portfolio.project.price', defaultMessage: 'Price' },
  technologies: { id: 'portfolio.project.technologies', defaultMessage: 'Technologies' },
  description: { id: 'portfolio.project.description', defaultMessage: 'What it is' },
  developerNotes: { id: 'portfolio.project.developerNotes', defaultMessage: 'Developer notes' },
  challenges: { id: 'portfolio.project.challenges', defaultMessage: 'Challenges' },
  team: { id: 'portfolio.project.team', defaultMessage: 'Team' },
  related: { id: 'portfolio.project.related', defaultMessage: 'Related projects' },
  openDemo: { id: 'portfolio.project.openDemo', defaultMessage: 'Open the demo' },
  collaborating: {
    id: 'portfolio.project.collaborating',
    defaultMessage: 'Open to collaborators: ask to join the team.',
  },
  proposeContract: {
    id: 'portfolio.project.proposeContract',
    defaultMessage: 'Propose a contract in milestones',
  },
  proposeToMember: defineMessage<{ name: string }>({
    id: 'portfolio.project.proposeToMember',
    defaultMessage: 'Propose a contract in milestones to {name}',
  }),
  like: { id: 'portfolio.project.like', defaultMessage: 'Like' },
  liked: { id: 'portfolio.project.liked', defaultMessage: 'Liked' },
  signInToLike: { id: 'portfolio.project.signInToLike', defaultMessage: 'Sign in to like' },
  fromTo: defineMessage<{ start: string; end: string }>({
    id: 'portfolio.project.fromTo',
    defaultMessage: '{start} – {end}',
  }),
  ongoing: { id: 'portfolio.project.ongoing', defaultMessage: 'ongoing' },
  writtenIn: defineMessage<{ language: string }>({
    id: 'portfolio.project.writtenIn',
    defaultMessage: 'This project is written in {language}.',
  }),
  offers: { id: 'portfolio.project.offers', defaultMessage: 'Buy it ready-made' },
  source: { id: 'portfolio.project.source', defaultMessage: 'Source code' },
  setup: { id: 'portfolio.project.setup', defaultMessage: 'Set up for you' },
  support: defineMessage<{ count: number }>({
    id: 'portfolio.project.support',
    defaultMessage: '{count, plural, =0 {No support} one {# month of support} other {# months of support}}',
  }),
  demoSignIn: { id: 'portfolio.project.demoSignIn', defaultMessage: 'The demo’s sign-in' },
  demoUser: { id: 'portfolio.project.demoUser', defaultMessage: 'User name' },
  demoPassword: { id: 'portfolio.project.demoPassword', defaultMessage: 'Password' },
  signInForDemo: {
    id: 'portfolio.project.signInForDemo',
    defaultMessage: 'Sign in to see the demo’s sign-in',
  },
  privateProject: {
    id: 'portfolio.project.privateProject',
    defaultMessage:
      'A private project: never in the public portfolio; employers of verified companies read it.',
  },
  evaluated: defineMessage<{ date: string }>({
    id: 'portfolio.project.evaluated',
    defaultMessage: 'Evaluated by our team on {date}.',
  }),
  notEvaluated: {
    id: 'portfolio.project.notEvaluated',
    defaultMessage: 'Not yet evaluated by our team: employers do not see it until it is.',
  },
  draft: {
    id: 'portfolio.project.draft',
    defaultMessage: 'Only you and the admins see this project: it is not published.',
  },
});

/** A project's page: what its buyers made of it. */
export const reviewMessages = defineMessages({
  heading: { id: 'portfolio.reviews.heading', defaultMessage: 'Buyers’ reviews' },
  stars: defineMessage<{ rating: string }>({
    id: 'portfolio.reviews.stars',
    defaultMessage: 'Rated {rating} of 5',
  }),
  summary: defineMessage<{ rating: string; count: number; shown: string }>({
    id: 'portfolio.reviews.summary',
    defaultMessage: '{rating} of 5, from {count, plural, one {{shown} review} other {{shown} reviews}}',
  }),
  users: defineMessage<{ count: number; shown: string }>({
    id: 'portfolio.reviews.users',
    defaultMessage: '{count, plural, one {{shown} buyer uses it} other {{shown} buyers use it}}',
  }),
  verifiedBuyer: { id: 'portfolio.reviews.verifiedBuyer', defaultMessage: 'Verified buyer' },
  none: {
    id: 'portfolio.reviews.none',
    defaultMessage: 'No reviews yet. Buyers review it once they have received it and kept it.',
  },
});

export const industryMessages = defineMessages({
  FINANCE: { id: 'portfolio.industry.FINANCE', defaultMessage: 'Finance and banking' },
  HEALTH: { id: 'portfolio.industry.HEALTH', defaultMessage: 'Health' },
  EDUCATION: { id: 'portfolio.industry.EDUCATION', defaultMessage: 'Education' },
  RETAIL: { id: 'portfolio.industry.RETAIL', defaultMessage: 'Retail and shops' },
  LOGISTICS: { id: 'portfolio.industry.LOGISTICS', defaultMessage: 'Logistics' },
  MEDIA: { id: 'portfolio.industry.MEDIA', defaultMessage: 'Media' },
  TRAVEL: { id: 'portfolio.industry.TRAVEL', defaultMessage: 'Travel' },
  REAL_ESTATE: { id: 'portfolio.industry.REAL_ESTATE', defaultMessage: 'Real estate' },
  GOVERNMENT: { id: 'portfolio.industry.GOVERNMENT', defaultMessage: 'Public sector' },
  MANUFACTURING: { id: 'portfolio.industry.MANUFACTURING', defaultMessage: 'Manufacturing' },
  OTHER: { id: 'portfolio.industry.OTHER', defaultMessage: 'Other' },
});

export const categoryMessages = defineMessages({
  WEBSITE: { id: 'portfolio.category.WEBSITE', defaultMessage: 'Website' },
  WEB_APP: { id: 'portfolio.category.WEB_APP', defaultMessage: 'Web app' },
  MOBILE_APP: { id: 'portfolio.category.MOBILE_APP', defaultMessage: 'Mobile app' },
  AI: { id: 'portfolio.category.AI', defaultMessage: 'Artificial intelligence' },
  BOT: { id: 'portfolio.category.BOT', defaultMessage: 'Bot' },
  ECOMMERCE: { id: 'portfolio.category.ECOMMERCE', defaultMessage: 'Online shop' },
  DASHBOARD: { id: 'portfolio.category.DASHBOARD', defaultMessage: 'Dashboard' },
  API: { id: 'portfolio.category.API', defaultMessage: 'API' },
  DESKTOP: { id: 'portfolio.category.DESKTOP', defaultMessage: 'Desktop app' },
});

export const stateMessages = defineMessages({
  COMPLETED: { id: 'portfolio.state.COMPLETED', defaultMessage: 'Completed' },
  IN_PROGRESS: { id: 'portfolio.state.IN_PROGRESS', defaultMessage: 'In progress' },
  UPCOMING: { id: 'portfolio.state.UPCOMING', defaultMessage: 'Upcoming' },
});

export const sortMessages = defineMessages({
  NEWEST: { id: 'portfolio.sort.NEWEST', defaultMessage: 'Newest' },
  MOST_VIEWED: { id: 'portfolio.sort.MOST_VIEWED', defaultMessage: 'Most viewed' },
  MOST_LIKED: { id: 'portfolio.sort.MOST_LIKED', defaultMessage: 'Most liked' },
});

export const roleMessages = defineMessages({
  DEVELOPER: { id: 'portfolio.role.DEVELOPER', defaultMessage: 'Developer' },
  TECH_LEAD: { id: 'portfolio.role.TECH_LEAD', defaultMessage: 'Tech lead' },
  ARCHITECT: { id: 'portfolio.role.ARCHITECT', defaultMessage: 'Software architect' },
  DESIGNER: { id: 'portfolio.role.DESIGNER', defaultMessage: 'Designer' },
  DEVOPS_ENGINEER: { id: 'portfolio.role.DEVOPS_ENGINEER', defaultMessage: 'DevOps engineer' },
  QA_ENGINEER: { id: 'portfolio.role.QA_ENGINEER', defaultMessage: 'QA engineer' },
  PROJECT_MANAGER: { id: 'portfolio.role.PROJECT_MANAGER', defaultMessage: 'Project manager' },
  PRODUCT_MANAGER: { id: 'portfolio.role.PRODUCT_MANAGER', defaultMessage: 'Product manager' },
  CONSULTANT: { id: 'portfolio.role.CONSULTANT', defaultMessage: 'Consultant' },
  MENTOR: { id: 'portfolio.role.MENTOR', defaultMessage: 'Mentor' },
});

export const licenceMessages = defineMessages({
  SINGLE_USE: { id: 'portfolio.licence.SINGLE_USE', defaultMessage: 'Single use: one product of your own' },
  EXTENDED: {
    id: 'portfolio.licence.EXTENDED',
    defaultMessage: 'Extended: several products, or for your clients',
  },
});

/** Buying a ready-made project, and the purchases page where its buyer, seller and admins take their steps. */
export const purchaseMessages = defineMessages({
  buy: defineMessage<{ price: string }>({ id: 'purchase.buy', defaultMessage: 'Buy for {price}' }),
  buying: { id: 'purchase.buying', defaultMessage: 'Going to payment…' },
  signInToBuy: { id: 'purchase.signInToBuy', defaultMessage: 'Sign in to buy' },
  yours: { id: 'purchase.yours', defaultMessage: 'This project is yours.' },
  notForSale: { id: 'purchase.notForSale', defaultMessage: 'It is no longer sold under this licence.' },
  buyError: { id: 'purchase.buyError', defaultMessage: 'The order could not be made. Try again.' },
  escrowNote: defineMessage<{ days: string }>({
    id: 'purchase.escrowNote',
    defaultMessage:
      'Safe payment: what you pay is held by Karnama, not paid to the seller. The seller is paid once you accept the delivery, or {days} days after it if you say nothing; until then you may dispute it and the team decides.',
  }),
  askInstead: { id: 'purchase.askInstead', defaultMessage: 'Questions first? Ask us' },
  title: { id: 'purchase.title', defaultMessage: 'Purchases' },
  intro: {
    id: 'purchase.intro',
    defaultMessage:
      'Ready-made projects you bought and sold. The money stays in escrow until the buyer accepts the delivery or the inspection period ends.',
  },
  bought: { id: 'purchase.bought', defaultMessage: 'Bought' },
  sold: { id: 'purchase.sold', defaultMessage: 'Sold' },
  disputesToDecide: { id: 'purchase.disputesToDecide', defaultMessage: 'Disputes to decide' },
  teamToDeliver: { id: 'purchase.teamToDeliver', defaultMessage: 'The team’s sales to deliver' },
  empty: { id: 'purchase.empty', defaultMessage: 'No purchases yet' },
  emptyText: {
    id: 'purchase.emptyText',
    defaultMessage: 'Ready-made projects you buy or sell appear here, with what is yours to do next.',
  },
  browse: { id: 'purchase.browse', defaultMessage: 'Projects for sale' },
  held: { id: 'purchase.held', defaultMessage: 'The money is held until the seller delivers.' },
  heldDisputed: { id: 'purchase.heldDisputed', defaultMessage: 'The money is held until the team decides.' },
  inspectUntil: defineMessage<{ date: string }>({
    id: 'purchase.inspectUntil',
    defaultMessage:
      'Inspect it until {date}: accept it or dispute it. If you say nothing, the seller is paid then.',
  }),
  releasedOn: defineMessage<{ date: string }>({
    id: 'purchase.releasedOn',
    defaultMessage: 'The buyer inspects it until {date}; if they say nothing, the money is released then.',
  }),
  settled: defineMessage<{ date: string; released: string; refunded: string }>({
    id: 'purchase.settled',
    defaultMessage: 'Settled on {date}: {released} to the seller, {refunded} back to the buyer.',
  }),
  disputeReason: { id: 'purchase.disputeReason', defaultMessage: 'Why it was disputed:' },
  decisionReason: { id: 'purchase.decisionReason', defaultMessage: 'The team’s decision:' },
  deliveryNote: defineMessage<{ date: string }>({
    id: 'purchase.deliveryNote',
    defaultMessage: 'The delivery ({date})',
  }),
  deliveryLabel: {
    id: 'purchase.deliveryLabel',
    defaultMessage: 'The handover: where and how to get it, its sign-in, how to set it up',
  },
  deliver: { id: 'purchase.deliver', defaultMessage: 'Deliver' },
  deliveryHint: {
    id: 'purchase.deliveryHint',
    defaultMessage: 'Deliver the files, a note, or both: the buyer downloads them from this page.',
  },
  filesAdd: defineMessage<{ max: string }>({
    id: 'purchase.files.add',
    defaultMessage: 'Attach a ZIP of the work or a PDF (up to {max})',
  }),
  filesChosen: { id: 'purchase.files.chosen', defaultMessage: 'Files to deliver' },
  filesHeading: { id: 'purchase.files.heading', defaultMessage: 'Delivered files' },
  zipBadge: { id: 'purchase.files.zip', defaultMessage: 'ZIP' },
  pdfBadge: { id: 'purchase.files.pdf', defaultMessage: 'PDF' },
  filesAgain: {
    id: 'purchase.files.again',
    defaultMessage: 'An attached file is no longer valid. Attach it again, then deliver.',
  },
  delivered: {
    id: 'purchase.delivered',
    defaultMessage: 'Delivered: the buyer’s inspection period has begun.',
  },
  accept: defineMessage<{ price: string }>({
    id: 'purchase.accept',
    defaultMessage: 'Accept and release {price}',
  }),
  accepted: { id: 'purchase.accepted', defaultMessage: 'Accepted: the seller is paid.' },
  dispute: { id: 'purchase.dispute', defaultMessage: 'Dispute it' },
  disputeLabel: {
    id: 'purchase.disputeLabel',
    defaultMessage: 'What is wrong? The team reads it and decides.',
  },
  sendDispute: { id: 'purchase.sendDispute', defaultMessage: 'Send the dispute' },
  disputed: {
    id: 'purchase.disputed',
    defaultMessage: 'Disputed: the money stays held until the team decides.',
  },
  toSellerLabel: defineMessage<{ max: string }>({
    id: 'purchase.toSellerLabel',
    defaultMessage: 'To the seller (the rest goes back to the buyer), of {max}',
  }),
  amountInvalid: defineMessage<{ max: string }>({
    id: 'purchase.amountInvalid',
    defaultMessage: 'Give an amount from zero to {max}.',
  }),
  decisionLabel: { id: 'purchase.decisionLabel', defaultMessage: 'The decision, as both sides will read it' },
  decide: { id: 'purchase.decide', defaultMessage: 'Decide' },
  decided: { id: 'purchase.decided', defaultMessage: 'Decided: the money has been settled.' },
  receipt: { id: 'purchase.receipt', defaultMessage: 'The receipt' },
  required: { id: 'purchase.required', defaultMessage: 'Write this first.' },
  tooShort: defineMessage<{ min: number }>({
    id: 'purchase.tooShort',
    defaultMessage: 'At least {min} characters.',
  }),
  tooLong: defineMessage<{ max: number }>({
    id: 'purchase.tooLong',
    defaultMessage: 'At most {max} characters.',
  }),
  changed: {
    id: 'purchase.changed',
    defaultMessage: 'This purchase has moved on meanwhile. Reload the page to see where it stands.',
  },
  failed: { id: 'purchase.failed', defaultMessage: 'That did not work. Try again.' },
  more: { id: 'purchase.more', defaultMessage: 'More' },
  newSale: defineMessage<{ title: string }>({
    id: 'purchase.newSale',
    defaultMessage: 'A new sale: “{title}”. Deliver it when you are ready.',
  }),
});

/** A seller's earnings from sales of ready-made projects, and the admins' record of payouts. */
export const earningsMessages = defineMessages({
  title: { id: 'earnings.title', defaultMessage: 'Your earnings' },
  owed: { id: 'earnings.owed', defaultMessage: 'Owed to you' },
  paidOut: { id: 'earnings.paidOut', defaultMessage: 'Paid to you so far' },
  note: defineMessage<{ fee: string }>({
    id: 'earnings.note',
    defaultMessage:
      'What buyers accepted, less Karnama’s {fee} fee, is owed to you until the team pays it to your bank account.',
  }),
  payoutLine: defineMessage<{ amount: string; date: string; reference: string }>({
    id: 'earnings.payoutLine',
    defaultMessage: '{amount} paid on {date} (transfer {reference})',
  }),
  sellersToPay: { id: 'earnings.sellersToPay', defaultMessage: 'Sellers to pay' },
  sellerOwed: defineMessage<{ name: string; amount: string }>({
    id: 'earnings.sellerOwed',
    defaultMessage: '{name} is owed {amount}',
  }),
  amount: { id: 'earnings.amount', defaultMessage: 'Amount paid' },
  reference: { id: 'earnings.reference', defaultMessage: 'Bank transfer reference' },
  record: { id: 'earnings.record', defaultMessage: 'Record the payout' },
  recorded: { id: 'earnings.recorded', defaultMessage: 'The payout was recorded.' },
  amountInvalid: defineMessage<{ max: string }>({
    id: 'earnings.amountInvalid',
    defaultMessage: 'Give an amount up to what they are owed ({max}).',
  }),
  referenceInvalid: defineMessage<{ min: number; max: number }>({
    id: 'earnings.referenceInvalid',
    defaultMessage: 'Give the transfer’s reference ({min} to {max} characters).',
  }),
  failed: { id: 'earnings.failed', defaultMessage: 'That did not work. Try again.' },
});

export const purchaseStatusMessages = defineMessages({
  AWAITING_DELIVERY: { id: 'purchase.status.AWAITING_DELIVERY', defaultMessage: 'Waiting for delivery' },
  DELIVERED: { id: 'purchase.status.DELIVERED', defaultMessage: 'Delivered, being inspected' },
  DISPUTED: { id: 'purchase.status.DISPUTED', defaultMessage: 'Disputed' },
  RELEASED: { id: 'purchase.status.RELEASED', defaultMessage: 'Paid to the seller' },
  REFUNDED: { id: 'purchase.status.REFUNDED', defaultMessage: 'Refunded' },
  SPLIT: { id: 'purchase.status.SPLIT', defaultMessage: 'Split' },
});
