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
  askToBuy: { id: 'portfolio.project.askToBuy', defaultMessage: 'Ask us to buy it' },
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
