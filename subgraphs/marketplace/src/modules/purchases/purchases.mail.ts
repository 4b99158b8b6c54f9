import type { PortfolioPurchaseStatus } from '@platform/db';
import { formatMoney } from '@platform/rules/money';
import { consumer, job } from '@platform/subgraph-kit/consumers';
import type { Locale } from '@platform/subgraph-kit/locale';
import { composeMail, jobMailer } from '@platform/subgraph-kit/mailer';
import { deadlineText, mailRetry, partyOf, siteOf, type MailingOptions } from '../mail/party-mail.ts';

/** The job that e-mails one party of a purchase of one of its steps. */
export const purchaseMailJob = 'marketplace.purchase-mail';

type Party = 'BUYER' | 'SELLER';

/** Who hears of each step by e-mail: the party whose turn it is, and both once it is settled. */
export const mailedParties: Partial<Record<PortfolioPurchaseStatus, Party[]>> = {
  AWAITING_DELIVERY: ['SELLER'],
  DELIVERED: ['BUYER'],
  DISPUTED: ['SELLER'],
  RELEASED: ['BUYER', 'SELLER'],
  REFUNDED: ['BUYER', 'SELLER'],
  SPLIT: ['BUYER', 'SELLER'],
};

interface Facts {
  title: string;
  licence: string;
  amount: string;
  buyer: string;
  /** The inspection period's end, in the recipient's calendar. */
  until: string;
  released: string;
  refunded: string;
  reason: string | null;
}

const words = {
  fa: {
    licence: { SINGLE_USE: 'تک‌استفاده', EXTENDED: 'گسترده (تجاری)' } as Record<string, string>,
    subject: {
      AWAITING_DELIVERY: (f: Facts) => `فروش تازه: «${f.title}»`,
      DELIVERED: (f: Facts) => `«${f.title}» تحویل شد`,
      DISPUTED: (f: Facts) => `خریدار «${f.title}» اعتراض کرد`,
      settled: (f: Facts) => `تسویه «${f.title}»`,
    },
    greeting: (name: string) => `${name} عزیز،`,
    sold: (f: Facts) =>
      `${f.buyer} مجوز ${f.licence} «${f.title}» را به مبلغ ${f.amount} خرید. این مبلغ نزد کارنما امانت است تا خریدار تحویل را بپذیرد؛ آن را از پیشخوان خود تحویل دهید.`,
    delivered: (f: Facts) =>
      `فروشنده «${f.title}» را تحویل داد. تا ${f.until} آن را بررسی کنید و بپذیرید، یا اگر آن‌طور که گفته شده نیست اعتراض کنید. بی‌پاسخ ماندن تا آن روز یعنی پذیرش، و مبلغ به فروشنده پرداخت می‌شود.`,
    disputed: (f: Facts) => `خریدار به «${f.title}» اعتراض کرد. مبلغ تا تصمیم تیم کارنما نزد ما می‌ماند.`,
    settled: (f: Facts) =>
      `خرید «${f.title}» تسویه شد: ${f.released} به فروشنده و ${f.refunded} بازگشت به خریدار.`,
    reason: (reason: string) => `دلیل: ${reason}`,
    inspectionEnded: 'مهلت بررسی بی‌پاسخِ خریدار به پایان رسید.',
    open: 'دیدن در کارنما',
    signature: 'کارنما',
  },
  en: {
    licence: { SINGLE_USE: 'single-use', EXTENDED: 'extended (commercial)' } as Record<string, string>,
    subject: {
      AWAITING_DELIVERY: (f: Facts) => `New sale: “${f.title}”`,
      DELIVERED: (f: Facts) => `“${f.title}” was delivered`,
      DISPUTED: (f: Facts) => `The buyer of “${f.title}” disputed it`,
      settled: (f: Facts) => `“${f.title}” is settled`,
    },
    greeting: (name: string) => `Dear ${name},`,
    sold: (f: Facts) =>
      `${f.buyer} bought the ${f.licence} licence of “${f.title}” for ${f.amount}. Karnama holds the money until the buyer accepts the delivery; deliver it from your panel.`,
    delivered: (f: Facts) =>
      `The seller delivered “${f.title}”. Inspect it until ${f.until}, then accept it, or dispute it if it is not as described. Without a word from you by then, it is accepted and the money is paid to the seller.`,
    disputed: (f: Facts) =>
      `The buyer disputed “${f.title}”. The money stays held until Karnama’s team decides.`,
    settled: (f: Facts) =>
      `The purchase of “${f.title}” is settled: ${f.released} to the seller, ${f.refunded} back to the buyer.`,
    reason: (reason: string) => `Reason: ${reason}`,
    inspectionEnded: 'The inspection period ended without a word from the buyer.',
    open: 'See it on Karnama',
    signature: 'Karnama',
  },
  az: {
    licence: { SINGLE_USE: 'birdəfəlik', EXTENDED: 'genişləndirilmiş (kommersiya)' } as Record<
      string,
      string
    >,
    subject: {
      AWAITING_DELIVERY: (f: Facts) => `Yeni satış: “${f.title}”`,
      DELIVERED: (f: Facts) => `“${f.title}” təhvil verildi`,
      DISPUTED: (f: Facts) => `“${f.title}” alıcısı etiraz etdi`,
      settled: (f: Facts) => `“${f.title}” üzrə hesablaşma`,
    },
    greeting: (name: string) => `Hörmətli ${name},`,
    sold: (f: Facts) =>
      `${f.buyer} “${f.title}” layihəsinin ${f.licence} lisenziyasını ${f.amount} məbləğinə aldı. Alıcı təhvili qəbul edənədək məbləğ Karnamada saxlanılır; onu panelinizdən təhvil verin.`,
    delivered: (f: Facts) =>
      `Satıcı “${f.title}” layihəsini təhvil verdi. ${f.until} tarixinədək yoxlayın və qəbul edin, təsvir edildiyi kimi deyilsə, etiraz edin. O vaxtadək cavab verməsəniz, qəbul edilmiş sayılır və məbləğ satıcıya ödənilir.`,
    disputed: (f: Facts) =>
      `Alıcı “${f.title}” üzrə etiraz etdi. Karnama komandası qərar verənədək məbləğ saxlanılır.`,
    settled: (f: Facts) =>
      `“${f.title}” alışı üzrə hesablaşma aparıldı: ${f.released} satıcıya, ${f.refunded} alıcıya geri.`,
    reason: (reason: string) => `Səbəb: ${reason}`,
    inspectionEnded: 'Yoxlama müddəti alıcıdan cavab olmadan başa çatdı.',
    open: 'Karnamada baxın',
    signature: 'Karnama',
  },
} satisfies Record<Locale, unknown>;

/** The e-mail telling one party of a purchase's step, in their language, with a link to their purchases. */
export function purchaseMail(
  status: PortfolioPurchaseStatus,
  purchase: {
    title: string;
    licence: string;
    amountRials: bigint;
    inspectionEndsAt: Date | null;
    releasedRials: bigint | null;
    refundedRials: bigint | null;
    reason: string | null;
  },
  to: { locale: Locale; name: string },
  buyer: string,
  site: string,
) {
  const { locale } = to;
  const w = words[locale];
  const money = (rials: bigint | null) => formatMoney(Number(rials ?? 0n), locale);
  const facts: Facts = {
    title: purchase.title,
    licence: w.licence[purchase.licence] ?? purchase.licence,
    amount: money(purchase.amountRials),
    buyer,
    until: deadlineText(purchase.inspectionEndsAt, locale),
    released: money(purchase.releasedRials),
    refunded: money(purchase.refundedRials),
    reason: purchase.reason,
  };
  const [subject, body] =
    status === 'AWAITING_DELIVERY'
      ? [w.subject.AWAITING_DELIVERY(facts), w.sold(facts)]
      : status === 'DELIVERED'
        ? [w.subject.DELIVERED(facts), w.delivered(facts)]
        : status === 'DISPUTED'
          ? [w.subject.DISPUTED(facts), w.disputed(facts)]
          : [w.subject.settled(facts), w.settled(facts)];
  return composeMail(
    locale,
    subject,
    [
      w.greeting(to.name),
      body,
      ...(purchase.reason === 'INSPECTION_ENDED'
        ? [w.inspectionEnded]
        : purchase.reason
          ? [w.reason(purchase.reason)]
          : []),
    ],
    w.signature,
    { text: w.open, href: `${site}/${locale}/panel/purchases` },
  );
}

/**
 * A purchase's parties hear of its steps by e-mail (`purchase.stepped`): one job per step and party, keyed by
 * them, so a repeated event mails nothing twice; a refused or lost delivery is retried with backoff. The team's own
 * sales mail no seller (admins see them in their panel, live). The address and name are the accounts subgraph's,
 * asked of the graph as the recipient; the project's title is in the recipient's language where it has one.
 */
export function purchaseMailing(options: MailingOptions) {
  const { settings, log, graph } = options;
  const mailer = jobMailer(settings, log, options.mailer);

  const feed = consumer({
    name: 'marketplace.purchase-mail-feed',
    on: ['purchase.stepped'],
    async handle(_tx, event, later) {
      const { purchaseId, status, sellerId } = event.payload;
      for (const party of mailedParties[status as PortfolioPurchaseStatus] ?? [])
        if (party === 'BUYER' || sellerId !== null)
          later.send(
            purchaseMailJob,
            { purchaseId, status, party },
            { key: `${purchaseId}:${status}:${party}` },
          );
    },
  });

  const send = job<{ purchaseId: string; status: PortfolioPurchaseStatus; party: Party }>({
    name: purchaseMailJob,
    retry: mailRetry(settings),
    async handle({ purchaseId, status, party }, attempt) {
      const purchase = await attempt.prisma.portfolioPurchase.findUnique({
        where: { id: purchaseId },
        include: {
          project: { select: { words: { select: { locale: true, title: true } } } },
          events: { where: { toStatus: status }, select: { reason: true }, take: 1 },
        },
      });
      const to = party === 'BUYER' ? purchase?.buyerId : purchase?.sellerId;
      if (!purchase || !to) return;
      const recipient = await partyOf(graph, to, purchase.buyerId);
      if (!recipient) {
        log(`The ${party.toLowerCase()} of purchase ${purchaseId} has no e-mail address`);
        return;
      }
      const { name, locale, address } = recipient;
      const titles = purchase.project.words;
      const title = (
        titles.find((w) => w.locale === locale) ??
        titles.find((w) => w.locale === 'fa') ??
        titles[0]
      )?.title;
      const mail = purchaseMail(
        status,
        { ...purchase, title: title ?? '', reason: purchase.events[0]?.reason ?? null },
        { locale, name },
        recipient.other,
        siteOf(options),
      );
      await mailer.send(
        { to: { name, address }, ...mail },
        `The mail of purchase ${purchaseId} (${status})`,
        attempt,
      );
    },
  });

  return { consumers: [feed], jobs: [send] };
}
