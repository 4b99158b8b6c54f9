import { toAsciiDigits } from '@platform/rules/digits';
import { fromRials, toRials, type MoneyLocale } from '@platform/rules/money';
import {
  portfolioLicences,
  portfolioLocales,
  type PortfolioCategory,
  type PortfolioLicence,
  type PortfolioIndustry,
  type PortfolioProjectState,
} from '@platform/rules/portfolio';
import type { CollaboratorRole } from '@platform/rules/collaborators-limits';

export type WordsLocale = (typeof portfolioLocales)[number];

/** One language's words as the form holds them: '' for none. */
export interface WordsValues {
  title: string;
  summary: string;
  description: string;
  developerNotes: string;
  challenges: string;
}

/**
 * A picture of the gallery: one the project has (its file key) or a fresh upload (its receipt), shown by its
 * small copy. `key` tells pictures apart while they move.
 */
export interface PictureValues {
  key: string;
  file: string | null;
  upload: string | null;
  thumbUrl: string;
  caption: string;
}

/** An offer under one licence as the form holds it: whether it is offered, its price as typed, what comes with it. */
export interface OfferValues {
  offered: boolean;
  price: string;
  includesSource: boolean;
  includesSetup: boolean;
  supportMonths: string;
}

/** A team member: a collaborator's global id, the name shown, and the part taken. */
export interface MemberValues {
  collaboratorId: string;
  displayName: string;
  role: CollaboratorRole;
}

export interface ProjectValues {
  slug: string;
  industry: PortfolioIndustry | '';
  categories: PortfolioCategory[];
  technologies: string[];
  clientName: string;
  /** In the reader's currency, as typed. */
  price: string;
  startedOn: string;
  completedOn: string;
  state: PortfolioProjectState;
  forSale: boolean;
  collaborating: boolean;
  confidential: boolean;
  shareWithEmployers: boolean;
  demoUrl: string;
  demoUsername: string;
  demoPassword: string;
  offers: Record<PortfolioLicence, OfferValues>;
  pictures: PictureValues[];
  team: MemberValues[];
  words: Record<WordsLocale, WordsValues>;
}

/** What the editor reads of a saved project (the `ProjectEditor_project` fragment). */
export interface SavedProject {
  slug: string;
  industry: string;
  categories: readonly string[];
  technologies: readonly string[];
  clientName: string | null | undefined;
  priceRials: number | null | undefined;
  startedOn: string | null | undefined;
  completedOn: string | null | undefined;
  state: string;
  forSale: boolean;
  collaborating: boolean;
  confidential: boolean;
  shareWithEmployers: boolean | null | undefined;
  demoUrl: string | null | undefined;
  demoCredentials:
    { username: string | null | undefined; password: string | null | undefined } | null | undefined;
  offers: readonly {
    licence: string;
    priceRials: number;
    includesSource: boolean;
    includesSetup: boolean;
    supportMonths: number;
  }[];
  pictures: readonly { file: string; thumbUrl: string; caption: string | null | undefined }[];
  team: readonly {
    role: string;
    collaborator: { id: string; displayName?: string | null | undefined } | null | undefined;
  }[];
  words: readonly {
    locale: string;
    title: string;
    summary: string;
    description: string | null | undefined;
    developerNotes: string | null | undefined;
    challenges: string | null | undefined;
  }[];
}

const blankWords: WordsValues = {
  title: '',
  summary: '',
  description: '',
  developerNotes: '',
  challenges: '',
};

/**
 * The form's values for a saved project, or for a new one: a draft of a completed project with the viewer's own
 * published profile (if any) on its team as its developer. A member whose profile is no longer published is left
 * out: the server would refuse them.
 */
export function projectValues(
  saved: SavedProject | null,
  locale: MoneyLocale,
  me: { id: string; displayName: string } | null,
): ProjectValues {
  const wordsOf = (l: WordsLocale) => saved?.words.find((w) => w.locale === l);
  return {
    slug: saved?.slug ?? '',
    industry: (saved?.industry ?? '') as PortfolioIndustry | '',
    categories: [...(saved?.categories ?? [])] as PortfolioCategory[],
    technologies: [...(saved?.technologies ?? [])],
    clientName: saved?.clientName ?? '',
    price: saved?.priceRials ? String(fromRials(saved.priceRials, locale)) : '',
    startedOn: saved?.startedOn ?? '',
    completedOn: saved?.completedOn ?? '',
    state: (saved?.state ?? 'COMPLETED') as PortfolioProjectState,
    forSale: saved?.forSale ?? false,
    collaborating: saved?.collaborating ?? false,
    confidential: saved?.confidential ?? false,
    shareWithEmployers: saved?.shareWithEmployers ?? false,
    demoUrl: saved?.demoUrl ?? '',
    demoUsername: saved?.demoCredentials?.username ?? '',
    demoPassword: saved?.demoCredentials?.password ?? '',
    offers: Object.fromEntries(
      portfolioLicences.map((licence) => {
        const offer = saved?.offers.find((o) => o.licence === licence);
        return [
          licence,
          {
            offered: Boolean(offer),
            price: offer ? String(fromRials(offer.priceRials, locale)) : '',
            includesSource: offer?.includesSource ?? true,
            includesSetup: offer?.includesSetup ?? licence === 'EXTENDED',
            supportMonths: String(offer?.supportMonths ?? (licence === 'EXTENDED' ? 12 : 3)),
          },
        ];
      }),
    ) as Record<PortfolioLicence, OfferValues>,
    pictures: (saved?.pictures ?? []).map((p) => ({
      key: p.file,
      file: p.file,
      upload: null,
      thumbUrl: p.thumbUrl,
      caption: p.caption ?? '',
    })),
    team: saved
      ? saved.team.flatMap(({ role, collaborator }) =>
          collaborator
            ? [
                {
                  collaboratorId: collaborator.id,
                  displayName: collaborator.displayName ?? '',
                  role: role as CollaboratorRole,
                },
              ]
            : [],
        )
      : me
        ? [{ collaboratorId: me.id, displayName: me.displayName, role: 'DEVELOPER' }]
        : [],
    words: Object.fromEntries(
      portfolioLocales.map((l) => {
        const w = wordsOf(l);
        return [
          l,
          w
            ? {
                title: w.title,
                summary: w.summary,
                description: w.description ?? '',
                developerNotes: w.developerNotes ?? '',
                challenges: w.challenges ?? '',
              }
            : { ...blankWords },
        ];
      }),
    ) as Record<WordsLocale, WordsValues>,
  };
}

/** The licences offered, in the order sent: the rules name an offer by its place among them. */
export const offeredLicences = (values: ProjectValues): PortfolioLicence[] =>
  portfolioLicences.filter((licence) => values.offers[licence].offered);

function offerInput(offer: OfferValues, locale: MoneyLocale, licence: PortfolioLicence) {
  const months = Number(toAsciiDigits(offer.supportMonths).trim());
  return {
    licence,
    priceRials: priceRials(offer.price, locale) ?? 0,
    includesSource: offer.includesSource,
    includesSetup: offer.includesSetup,
    supportMonths: Number.isInteger(months) ? months : -1,
  };
}

/** The languages written in, in the order sent: the rules name a language's words by its place among them. */
export const writtenLocales = (values: ProjectValues): WordsLocale[] =>
  portfolioLocales.filter((l) => Object.values(values.words[l]).some((text) => text.trim() !== ''));

/** An amount typed in the reader's currency (any digits), in rials; null when none is typed. */
export function priceRials(typed: string, locale: MoneyLocale): number | null {
  const digits = toAsciiDigits(typed).replace(/[^\d]/g, '');
  return digits ? toRials(Number(digits), locale) : null;
}

/** What `savePortfolioProject` takes: '' becomes none, the price rials, each picture kept by file or by upload. */
export function projectInput(values: ProjectValues, locale: MoneyLocale) {
  return {
    slug: values.slug.trim().toLowerCase(),
    industry: values.industry,
    categories: values.categories,
    technologies: values.technologies,
    clientName: values.clientName.trim() || null,
    priceRials: priceRials(values.price, locale),
    startedOn: values.startedOn || null,
    completedOn: values.completedOn || null,
    state: values.state,
    forSale: values.forSale,
    collaborating: values.collaborating,
    confidential: values.confidential,
    // Shared with employers only while it is private.
    shareWithEmployers: values.confidential && values.shareWithEmployers,
    demoUrl: values.demoUrl.trim() || null,
    demoUsername: values.demoUsername.trim() || null,
    demoPassword: values.demoPassword.trim() || null,
    // Offered only while it is for sale; a price that is no number is sent as none, which the rules refuse.
    offers: values.forSale
      ? offeredLicences(values).map((licence) => offerInput(values.offers[licence], locale, licence))
      : [],
    pictures: values.pictures.map((p) => ({
      ...(p.upload ? { upload: p.upload } : { file: p.file }),
      caption: p.caption.trim() || null,
    })),
    team: values.team.map(({ collaboratorId, role }) => ({ collaboratorId, role })),
    words: writtenLocales(values).map((l) => {
      const w = values.words[l];
      return {
        locale: l,
        title: w.title,
        summary: w.summary,
        description: w.description.trim() || null,
        developerNotes: w.developerNotes.trim() || null,
        challenges: w.challenges.trim() || null,
      };
    }),
  };
}
