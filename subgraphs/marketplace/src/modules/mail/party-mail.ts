import { encodeGlobalID } from '@pothos/plugin-relay';
import { firstLocale, type Locale } from '@platform/subgraph-kit/locale';
import type { Mailer } from '@platform/subgraph-kit/mailer';
import type { MailSettings } from '@platform/subgraph-kit/mail-settings';
import type { GraphClient, Log } from '@platform/subgraph-kit/subgraph';

/** What the marketplace's mailings (purchases', contracts') are made with. */
export interface MailingOptions {
  log: Log;
  graph: GraphClient;
  settings: MailSettings;
  pagesUrl: () => string | null;
  mailer?: Mailer;
}

/** A deadline in the recipient's language and calendar, at Tehran's time. */
export function deadlineText(date: Date | null | undefined, locale: Locale) {
  if (!date) return '';
  const calendar: Record<Locale, string> = { fa: 'fa-IR-u-ca-persian', en: 'en-GB', az: 'az' };
  return new Intl.DateTimeFormat(calendar[locale], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Tehran',
  }).format(date);
}

type Recipient = {
  email: string | null;
  fullName: string | null;
  displayName: string;
  preferredLanguage: string | null;
};

/**
 * One party of a step, as the accounts subgraph has them, asked of the graph as that party: their address, name and
 * language, and the display name of the other party (`other`, a user's id). Null when they have no address.
 */
export async function partyOf(graph: GraphClient, userId: string, other: string) {
  const { viewer, node } = await graph.query<{
    viewer: Recipient | null;
    node: { displayName?: string } | null;
  }>(
    `query MarketplaceMailRecipient($other: ID!) {
      viewer { email fullName displayName preferredLanguage }
      node(id: $other) { ... on User { displayName } } }`,
    { other: encodeGlobalID('User', other) },
    { asUser: userId },
  );
  if (!viewer?.email) return null;
  return {
    address: viewer.email,
    name: viewer.fullName || viewer.displayName,
    locale: firstLocale(viewer.preferredLanguage),
    other: node?.displayName ?? '',
  };
}

/** How a mail job retries a refused or lost delivery: ten times, doubling, at most six hours apart. */
export const mailRetry = (settings: MailSettings) => ({
  limit: 10,
  delaySeconds: settings.mailRetrySeconds,
  backoff: true,
  maxDelaySeconds: 6 * 3_600,
});

/** The product's address for links in mail: the configured public one, else the pages' own. */
export const siteOf = (options: MailingOptions) => options.settings.publicUrl ?? options.pagesUrl() ?? '';
