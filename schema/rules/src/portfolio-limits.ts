/**
 * A portfolio project (§3 Portfolio project): its choices and limits, without zod, for pages that only show them.
 * The rules that check a project are in `./portfolio.ts`.
 */
import { collaboratorRoles } from './collaborators-limits.ts';

/** The business a project was made for. */
export const portfolioIndustries = [
  'FINANCE',
  'HEALTH',
  'EDUCATION',
  'RETAIL',
  'LOGISTICS',
  'MEDIA',
  'TRAVEL',
  'REAL_ESTATE',
  'GOVERNMENT',
  'MANUFACTURING',
  'OTHER',
] as const;
export type PortfolioIndustry = (typeof portfolioIndustries)[number];

/** What kind of software a project is; the development services' kinds (web, mobile, AI, bots) among them. */
export const portfolioCategories = [
  'WEBSITE',
  'WEB_APP',
  'MOBILE_APP',
  'AI',
  'BOT',
  'ECOMMERCE',
  'DASHBOARD',
  'API',
  'DESKTOP',
] as const;
export type PortfolioCategory = (typeof portfolioCategories)[number];

/** Where the work stands: done, under way, or not yet begun. */
export const portfolioProjectStates = ['COMPLETED', 'IN_PROGRESS', 'UPCOMING'] as const;
export type PortfolioProjectState = (typeof portfolioProjectStates)[number];

/** Who may read it: DRAFT until its owner publishes it, PUBLISHED in the portfolio, HIDDEN by its owner or an admin. */
export const portfolioVisibilities = ['DRAFT', 'PUBLISHED', 'HIDDEN'] as const;
export type PortfolioVisibility = (typeof portfolioVisibilities)[number];

/** How a ready-made project is sold: for the buyer's own use, or extended (several products, or to resell). */
export const portfolioLicences = ['SINGLE_USE', 'EXTENDED'] as const;
export type PortfolioLicence = (typeof portfolioLicences)[number];

/** How the portfolio orders projects. */
export const portfolioSorts = ['NEWEST', 'MOST_VIEWED', 'MOST_LIKED'] as const;
export type PortfolioSort = (typeof portfolioSorts)[number];

/** The parts a team member takes: a collaborator's roles. */
export const portfolioRoles = collaboratorRoles;

/** The languages a project's words may be written in. */
export const portfolioLocales = ['fa', 'en', 'az'] as const;

export const portfolioLimits = {
  slugMin: 3,
  slugMax: 80,
  titleMin: 3,
  titleMax: 120,
  summaryMax: 300,
  descriptionMax: 5_000,
  notesMax: 2_000,
  clientMax: 120,
  captionMax: 160,
  demoUrlMax: 300,
  categories: 4,
  technologies: 20,
  technologyMax: 40,
  pictures: 12,
  team: 10,
  /** A price in rials: up to a hundred billion tomans. */
  priceMax: 1_000_000_000_000,
  searchMax: 100,
  pageSize: 24,
  /** Related projects shown under one. */
  related: 4,
  /** The demo's sign-in name and password. */
  demoCredentialMax: 80,
  /** Months of support an offer may include. */
  supportMonthsMax: 36,
  /** The team's note on a private project it evaluated, for employers. */
  evaluationNoteMax: 1_000,
} as const;
