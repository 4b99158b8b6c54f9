import type { MilestoneAction } from '@platform/db';
import { settledMilestoneStatuses } from '@platform/rules/contracts-limits';
import { formatMoney } from '@platform/rules/money';
import { consumer, job } from '@platform/subgraph-kit/consumers';
import type { Locale } from '@platform/subgraph-kit/locale';
import { composeMail, jobMailer } from '@platform/subgraph-kit/mailer';
import { deadlineText, mailRetry, partyOf, siteOf, type MailingOptions } from '../mail/party-mail.ts';

/** The job that e-mails one party of a contract of one of its steps, or of one of its milestones' steps. */
export const contractMailJob = 'marketplace.contract-mail';

type Party = 'CLIENT' | 'COLLABORATOR';
type Kind =
  | 'proposed'
  | 'accepted'
  | 'declined'
  | 'withdrawn'
  | 'funded'
  | 'submitted'
  | 'changes'
  | 'partReleased'
  | 'disputed'
  | 'refundAsked'
  | 'refundDeclined'
  | 'settled';

/** Who hears of a contract's answer: the side that did not give it. */
const contractMail: Record<string, { kind: Kind; to: Party }> = {
  PROPOSED: { kind: 'proposed', to: 'COLLABORATOR' },
  ACTIVE: { kind: 'accepted', to: 'CLIENT' },
  DECLINED: { kind: 'declined', to: 'CLIENT' },
  WITHDRAWN: { kind: 'withdrawn', to: 'COLLABORATOR' },
};

/**
 * Who hears of a milestone's step: the side whose turn it is next (the other side of a dispute), and both once it
 * is settled. Starting work, answering a dispute and a dispute's unanswered deadline mail nobody: admins decide
 * disputes from their panel, where they see them live.
 */
export function milestoneMail(
  action: MilestoneAction,
  to: string,
  disputedByClient: boolean,
): { kind: Kind; to: Party[] } | null {
  if ((settledMilestoneStatuses as readonly string[]).includes(to))
    return { kind: 'settled', to: ['CLIENT', 'COLLABORATOR'] };
  switch (action) {
    case 'FUND':
      return { kind: 'funded', to: ['COLLABORATOR'] };
    case 'SUBMIT':
      return { kind: 'submitted', to: ['CLIENT'] };
    case 'REQUEST_CHANGES':
      return { kind: 'changes', to: ['COLLABORATOR'] };
    case 'APPROVE':
      return { kind: 'partReleased', to: ['COLLABORATOR'] };
    case 'DISPUTE':
      return { kind: 'disputed', to: [disputedByClient ? 'COLLABORATOR' : 'CLIENT'] };
    case 'REQUEST_REFUND':
      return { kind: 'refundAsked', to: ['COLLABORATOR'] };
    case 'DECLINE_REFUND':
      return { kind: 'refundDeclined', to: ['CLIENT'] };
    default:
      return null;
  }
}

interface Facts {
  contract: string;
  milestone: string;
  /** The other side's name. */
  other: string;
  milestones: number;
  amount: string;
  /** What this step released (a part approved). */
  part: string;
  held: string;
  released: string;
  refunded: string;
  /** A deadline (review, answer to a dispute) in the recipient's calendar. */
  until: string;
}

type Texts = Record<Kind, (f: Facts) => [subject: string, body: string]>;

const words = {
  fa: {
    texts: {
      proposed: (f) => [
        `پیشنهاد قرارداد: «${f.contract}»`,
        `${f.other} قرارداد «${f.contract}» را در ${f.milestones} مرحله به مبلغ ${f.amount} به شما پیشنهاد داد. آن را بپذیرید یا با ذکر دلیل رد کنید؛ تا پاسخ شما چیزی پرداخت نمی‌شود.`,
      ],
      accepted: (f) => [
        `«${f.contract}» پذیرفته شد`,
        `${f.other} قرارداد «${f.contract}» را پذیرفت. مرحلهٔ اول را تأمین کنید تا کار آغاز شود؛ مبلغ هر مرحله تا تأیید شما نزد کارنما امانت می‌ماند.`,
      ],
      declined: (f) => [`«${f.contract}» رد شد`, `${f.other} قرارداد «${f.contract}» را نپذیرفت.`],
      withdrawn: (f) => [
        `«${f.contract}» پس گرفته شد`,
        `${f.other} پیشنهاد قرارداد «${f.contract}» را پس گرفت.`,
      ],
      funded: (f) => [
        `مرحلهٔ «${f.milestone}» تأمین شد`,
        `${f.other} مرحلهٔ «${f.milestone}» از قرارداد «${f.contract}» را تأمین کرد: ${f.amount} نزد کارنما امانت است. کار را آغاز کنید و از صفحهٔ قراردادها تحویل دهید.`,
      ],
      submitted: (f) => [
        `مرحلهٔ «${f.milestone}» تحویل شد`,
        `${f.other} مرحلهٔ «${f.milestone}» از قرارداد «${f.contract}» را تحویل داد. تا ${f.until} آن را بررسی کنید: همه یا بخشی از آن را تأیید کنید یا تغییر بخواهید. بی‌پاسخ ماندن تا آن زمان یعنی تأیید، و مبلغ امانت به همکار پرداخت می‌شود.`,
      ],
      changes: (f) => [
        `درخواست تغییر در «${f.milestone}»`,
        `${f.other} برای مرحلهٔ «${f.milestone}» از قرارداد «${f.contract}» تغییر خواست. مبلغ همچنان امانت است.`,
      ],
      partReleased: (f) => [
        `بخشی از «${f.milestone}» آزاد شد`,
        `${f.other} ${f.part} از مرحلهٔ «${f.milestone}» را تأیید کرد که پس از کسر کارمزد کارنما به شما پرداخت می‌شود؛ ${f.held} همچنان امانت است و بررسی آن ادامه دارد.`,
      ],
      disputed: (f) => [
        `اعتراض به «${f.milestone}»`,
        `${f.other} به مرحلهٔ «${f.milestone}» از قرارداد «${f.contract}» اعتراض کرد. تا ${f.until} پاسخ دهید؛ سپس تیم کارنما تصمیم می‌گیرد. مبلغ تا آن زمان امانت می‌ماند.`,
      ],
      refundAsked: (f) => [
        `درخواست بازگشت مبلغ «${f.milestone}»`,
        `${f.other} می‌خواهد مبلغ امانت مرحلهٔ «${f.milestone}» (${f.held}) به او بازگردد. از صفحهٔ قراردادها موافقت کنید یا با ذکر دلیل نپذیرید.`,
      ],
      refundDeclined: (f) => [
        `بازگشت مبلغ «${f.milestone}» پذیرفته نشد`,
        `${f.other} با بازگشت مبلغ مرحلهٔ «${f.milestone}» موافقت نکرد؛ مبلغ امانت می‌ماند و اگر موافق نیستید می‌توانید اعتراض کنید.`,
      ],
      settled: (f) => [
        `تسویهٔ «${f.milestone}»`,
        `مرحلهٔ «${f.milestone}» از قرارداد «${f.contract}» تسویه شد: ${f.released} به همکار و ${f.refunded} بازگشت به کارفرما.`,
      ],
    } satisfies Texts,
    greeting: (name: string) => `${name} عزیز،`,
    reason: (reason: string) => `دلیل: ${reason}`,
    note: (note: string) => `یادداشت تحویل: ${note}`,
    decision: (reason: string) => `تصمیم تیم کارنما: ${reason}`,
    reviewEnded: 'مهلت بررسی بی‌پاسخِ کارفرما به پایان رسید.',
    open: 'دیدن قراردادها در کارنما',
    signature: 'کارنما',
  },
  en: {
    texts: {
      proposed: (f) => [
        `A contract proposed: “${f.contract}”`,
        `${f.other} proposed the contract “${f.contract}” to you, in ${f.milestones} milestones for ${f.amount}. Accept it, or decline it with a reason; nothing is paid until you answer.`,
      ],
      accepted: (f) => [
        `“${f.contract}” was accepted`,
        `${f.other} accepted the contract “${f.contract}”. Fund the first milestone for the work to start; each milestone’s money is held by Karnama until you approve it.`,
      ],
      declined: (f) => [`“${f.contract}” was declined`, `${f.other} declined the contract “${f.contract}”.`],
      withdrawn: (f) => [
        `“${f.contract}” was withdrawn`,
        `${f.other} withdrew the proposed contract “${f.contract}”.`,
      ],
      funded: (f) => [
        `“${f.milestone}” is funded`,
        `${f.other} funded the milestone “${f.milestone}” of “${f.contract}”: Karnama holds ${f.amount}. Start the work, and hand it in from your contracts page.`,
      ],
      submitted: (f) => [
        `“${f.milestone}” was handed in`,
        `${f.other} handed in the milestone “${f.milestone}” of “${f.contract}”. Review it until ${f.until}: approve all of it or a part, or ask for changes. Without a word from you by then, it is approved and what is held is paid to the collaborator.`,
      ],
      changes: (f) => [
        `Changes asked to “${f.milestone}”`,
        `${f.other} asked for changes to the milestone “${f.milestone}” of “${f.contract}”. The money stays held.`,
      ],
      partReleased: (f) => [
        `A part of “${f.milestone}” is released`,
        `${f.other} approved ${f.part} of the milestone “${f.milestone}”, released to you less Karnama’s fee; ${f.held} is still held, and its review goes on.`,
      ],
      disputed: (f) => [
        `“${f.milestone}” is disputed`,
        `${f.other} disputed the milestone “${f.milestone}” of “${f.contract}”. Answer until ${f.until}; then Karnama’s team decides. The money stays held until then.`,
      ],
      refundAsked: (f) => [
        `The money of “${f.milestone}” asked back`,
        `${f.other} asks for the money held for the milestone “${f.milestone}” (${f.held}) back. Agree, or decline with a reason, from your contracts page.`,
      ],
      refundDeclined: (f) => [
        `The money of “${f.milestone}” is not given back`,
        `${f.other} declined to give back the money of the milestone “${f.milestone}”; it stays held, and you may dispute it if you disagree.`,
      ],
      settled: (f) => [
        `“${f.milestone}” is settled`,
        `The milestone “${f.milestone}” of “${f.contract}” is settled: ${f.released} to the collaborator, ${f.refunded} back to the client.`,
      ],
    } satisfies Texts,
    greeting: (name: string) => `Dear ${name},`,
    reason: (reason: string) => `Reason: ${reason}`,
    note: (note: string) => `The hand-in note: ${note}`,
    decision: (reason: string) => `Karnama’s team decided: ${reason}`,
    reviewEnded: 'The review period ended without a word from the client.',
    open: 'See your contracts on Karnama',
    signature: 'Karnama',
  },
  az: {
    texts: {
      proposed: (f) => [
        `Müqavilə təklifi: “${f.contract}”`,
        `${f.other} sizə “${f.contract}” müqaviləsini ${f.milestones} mərhələdə, ${f.amount} məbləğinə təklif etdi. Qəbul edin və ya səbəbini yazaraq rədd edin; cavabınızadək heç nə ödənilmir.`,
      ],
      accepted: (f) => [
        `“${f.contract}” qəbul edildi`,
        `${f.other} “${f.contract}” müqaviləsini qəbul etdi. İşin başlaması üçün ilk mərhələni maliyyələşdirin; hər mərhələnin məbləği siz təsdiqləyənədək Karnamada saxlanılır.`,
      ],
      declined: (f) => [
        `“${f.contract}” rədd edildi`,
        `${f.other} “${f.contract}” müqaviləsini qəbul etmədi.`,
      ],
      withdrawn: (f) => [
        `“${f.contract}” geri götürüldü`,
        `${f.other} “${f.contract}” müqavilə təklifini geri götürdü.`,
      ],
      funded: (f) => [
        `“${f.milestone}” mərhələsi maliyyələşdirildi`,
        `${f.other} “${f.contract}” müqaviləsinin “${f.milestone}” mərhələsini maliyyələşdirdi: ${f.amount} Karnamada saxlanılır. İşə başlayın və müqavilələr səhifəsindən təhvil verin.`,
      ],
      submitted: (f) => [
        `“${f.milestone}” mərhələsi təhvil verildi`,
        `${f.other} “${f.contract}” müqaviləsinin “${f.milestone}” mərhələsini təhvil verdi. ${f.until} tarixinədək yoxlayın: hamısını və ya bir hissəsini təsdiqləyin, ya da dəyişiklik istəyin. O vaxtadək cavab verməsəniz, təsdiqlənmiş sayılır və saxlanılan məbləğ əməkdaşa ödənilir.`,
      ],
      changes: (f) => [
        `“${f.milestone}” üçün dəyişiklik istəndi`,
        `${f.other} “${f.contract}” müqaviləsinin “${f.milestone}” mərhələsində dəyişiklik istədi. Məbləğ saxlanılmağa davam edir.`,
      ],
      partReleased: (f) => [
        `“${f.milestone}” mərhələsinin bir hissəsi ödənildi`,
        `${f.other} “${f.milestone}” mərhələsindən ${f.part} təsdiqlədi; bu məbləğ Karnamanın haqqı çıxılmaqla sizə ödənilir; ${f.held} hələ saxlanılır və yoxlama davam edir.`,
      ],
      disputed: (f) => [
        `“${f.milestone}” üzrə etiraz`,
        `${f.other} “${f.contract}” müqaviləsinin “${f.milestone}” mərhələsinə etiraz etdi. ${f.until} tarixinədək cavab verin; sonra Karnama komandası qərar verir. Məbləğ o vaxtadək saxlanılır.`,
      ],
      refundAsked: (f) => [
        `“${f.milestone}” məbləğinin qaytarılması istənir`,
        `${f.other} “${f.milestone}” mərhələsi üçün saxlanılan məbləğin (${f.held}) ona qaytarılmasını istəyir. Müqavilələr səhifəsindən razılaşın və ya səbəbini yazaraq imtina edin.`,
      ],
      refundDeclined: (f) => [
        `“${f.milestone}” məbləği qaytarılmadı`,
        `${f.other} “${f.milestone}” mərhələsinin məbləğini qaytarmağa razı olmadı; məbləğ saxlanılır və razı deyilsinizsə, etiraz edə bilərsiniz.`,
      ],
      settled: (f) => [
        `“${f.milestone}” üzrə hesablaşma`,
        `“${f.contract}” müqaviləsinin “${f.milestone}” mərhələsi üzrə hesablaşma aparıldı: ${f.released} əməkdaşa, ${f.refunded} sifarişçiyə geri.`,
      ],
    } satisfies Texts,
    greeting: (name: string) => `Hörmətli ${name},`,
    reason: (reason: string) => `Səbəb: ${reason}`,
    note: (note: string) => `Təhvil qeydi: ${note}`,
    decision: (reason: string) => `Karnama komandasının qərarı: ${reason}`,
    reviewEnded: 'Yoxlama müddəti sifarişçidən cavab olmadan başa çatdı.',
    open: 'Karnamada müqavilələrinizə baxın',
    signature: 'Karnama',
  },
} satisfies Record<Locale, unknown>;

/** What a mail says besides its facts: the step's reason, the hand-in note, or that a deadline passed. */
export interface MailExtra {
  action?: MilestoneAction;
  reason: string | null;
  note?: string | null;
}

/** The e-mail telling one party of a contract's step, in their language, with a link to their contracts. */
export function contractStepMail(
  kind: Kind,
  facts: Omit<Facts, 'amount' | 'part' | 'held' | 'released' | 'refunded' | 'until'> & {
    amountRials: bigint;
    partRials?: bigint | null;
    heldRials?: bigint;
    releasedRials?: bigint;
    refundedRials?: bigint;
    until?: Date | null;
  },
  extra: MailExtra,
  to: { locale: Locale; name: string },
  site: string,
) {
  const { locale } = to;
  const w = words[locale];
  const money = (rials: bigint | null | undefined) => formatMoney(Number(rials ?? 0n), locale);
  const [subject, body] = w.texts[kind]({
    ...facts,
    amount: money(facts.amountRials),
    part: money(facts.partRials),
    held: money(facts.heldRials),
    released: money(facts.releasedRials),
    refunded: money(facts.refundedRials),
    until: deadlineText(facts.until, locale),
  });
  const more =
    extra.action === 'REVIEW_ENDED'
      ? [w.reviewEnded]
      : extra.action === 'RESOLVE' && extra.reason
        ? [w.decision(extra.reason)]
        : extra.reason
          ? [w.reason(extra.reason)]
          : [];
  return composeMail(
    locale,
    subject,
    [w.greeting(to.name), body, ...(extra.note ? [w.note(extra.note)] : []), ...more],
    w.signature,
    { text: w.open, href: `${site}/${locale}/panel/contracts` },
  );
}

type MailData =
  { stepId: string; kind: Kind; party: Party } | { contractId: string; kind: Kind; party: Party };

/**
 * A contract's parties hear of its steps by e-mail (`contract.stepped`, `milestone.stepped`): one job per step and
 * party, keyed by them, so a repeated event mails nothing twice; a refused or lost delivery is retried with
 * backoff. The address and names are the accounts subgraph's, asked of the graph as the recipient.
 */
export function contractMailing(options: MailingOptions) {
  const { settings, log, graph } = options;
  const mailer = jobMailer(settings, log, options.mailer);

  const feed = consumer({
    name: 'marketplace.contract-mail-feed',
    on: ['contract.stepped', 'milestone.stepped'],
    async handle(_tx, event, later) {
      if (event.type === 'contract.stepped') {
        const { contractId, status } = event.payload;
        const mail = contractMail[status];
        if (mail)
          later.send(contractMailJob, { contractId, kind: mail.kind, party: mail.to } satisfies MailData, {
            key: `${contractId}:${status}:${mail.to}`,
          });
        return;
      }
      const { stepId, action, status, actorId, clientId } = event.payload;
      if (!stepId) return;
      const mail = milestoneMail(action as MilestoneAction, status, actorId === clientId);
      for (const party of mail?.to ?? [])
        later.send(contractMailJob, { stepId, kind: mail!.kind, party } satisfies MailData, {
          key: `step:${stepId}:${party}`,
        });
    },
  });

  const send = job<MailData>({
    name: contractMailJob,
    retry: mailRetry(settings),
    async handle(data, attempt) {
      const { prisma } = attempt;
      const step =
        'stepId' in data
          ? await prisma.contractMilestoneEvent.findUnique({
              where: { id: BigInt(data.stepId) },
              include: { milestone: { include: { contract: true } } },
            })
          : null;
      const proposal =
        'contractId' in data
          ? await prisma.contract.findUnique({
              where: { id: data.contractId },
              include: { milestones: { select: { amountRials: true } } },
            })
          : null;
      const contract = step?.milestone.contract ?? proposal;
      if (!contract) return;
      const to = data.party === 'CLIENT' ? contract.clientId : contract.collaboratorId;
      const other = data.party === 'CLIENT' ? contract.collaboratorId : contract.clientId;
      const party = await partyOf(graph, to, other);
      if (!party) {
        log(`The ${data.party.toLowerCase()} of contract ${contract.id} has no e-mail address`);
        return;
      }
      const { name, locale, address } = party;
      const common = { contract: contract.title, other: party.other };
      const milestone = step?.milestone;
      // What the milestone held just after this step (a later step may have moved more since).
      const moved = step
        ? await prisma.contractMilestoneEvent.aggregate({
            where: { milestoneId: step.milestoneId, id: { lte: step.id } },
            _sum: { releasedRials: true, refundedRials: true },
          })
        : null;
      const facts = milestone
        ? {
            ...common,
            milestone: milestone.title,
            milestones: 0,
            amountRials: milestone.amountRials,
            partRials: step.releasedRials,
            heldRials:
              milestone.amountRials - (moved?._sum.releasedRials ?? 0n) - (moved?._sum.refundedRials ?? 0n),
            releasedRials: milestone.releasedRials,
            refundedRials: milestone.refundedRials,
            until: step.action === 'DISPUTE' ? milestone.disputeRespondBy : milestone.reviewEndsAt,
          }
        : {
            ...common,
            milestone: '',
            milestones: proposal?.milestones.length ?? 0,
            amountRials: (proposal?.milestones ?? []).reduce((sum, m) => sum + m.amountRials, 0n),
          };
      const extra: MailExtra = step
        ? {
            action: step.action,
            reason: step.reason,
            note: step.action === 'SUBMIT' ? milestone!.submissionNote : null,
          }
        : { reason: data.kind === 'declined' ? (proposal?.declineReason ?? null) : null };
      const mail = contractStepMail(data.kind, facts, extra, { locale, name }, siteOf(options));
      await mailer.send(
        { to: { name, address }, ...mail },
        `The mail of contract ${contract.id} (${data.kind})`,
        attempt,
      );
    },
  });

  return { consumers: [feed], jobs: [send] };
}
