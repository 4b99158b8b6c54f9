import { toAsciiDigits } from '@platform/rules/digits';
import { formatMoney, fromRials, toRials } from '@platform/rules/money';
import { purchaseLimits as P } from '@platform/rules/purchases-limits';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { PurchaseCardAcceptMutation } from '../../../__generated__/PurchaseCardAcceptMutation.graphql';
import type { PurchaseCardDeliverMutation } from '../../../__generated__/PurchaseCardDeliverMutation.graphql';
import type { PurchaseCardDisputeMutation } from '../../../__generated__/PurchaseCardDisputeMutation.graphql';
import type { PurchaseCardResolveMutation } from '../../../__generated__/PurchaseCardResolveMutation.graphql';
import type { PurchaseCard_purchase$key } from '../../../__generated__/PurchaseCard_purchase.graphql';
import { useLocale } from '../../../app/LocaleContext';
import { localePath } from '../../../app/locale';
import { toast } from '../../../app/toast';
import { primaryButtonClass, secondaryButtonClass } from '../../../ui/buttons';
import { inputClass } from '../../../ui/FormTextField';
import { TextAreaField } from '../../../ui/TextAreaField';
import { fileSize } from '../../../shared/resumes/ResumeFileLink';
import { PrivateFilesPicker, withoutStale, type UploadedFile } from '../PrivateFilesPicker';
import type { PurchaseCard_files$key } from '../../../__generated__/PurchaseCard_files.graphql';
import { EvidencePicker } from '../contracts/Evidence';
import { contractMessages, evidenceMessages } from '../contracts/messages';
import { licenceMessages, purchaseMessages as m, purchaseStatusMessages } from '../messages';
import { useStepText } from '../useStepText';
import { PurchaseReview } from './PurchaseReview';

type Status = keyof typeof purchaseStatusMessages;

const useText = (min: number, max: number) => useStepText(min, max, m);

/** Private files of a purchase's step, each a download (a link signed for this reader) with its kind and size. */
function FileLinks({ files, label }: { files: PurchaseCard_files$key; label: string }) {
  const intl = useIntl();
  const read = useFragment(
    graphql`
      fragment PurchaseCard_files on PortfolioPurchaseFile @relay(plural: true) {
        name
        bytes
        kind
        downloadPath
      }
    `,
    files,
  );
  if (read.length === 0) return null;
  return (
    <ul className="space-y-1 text-sm" aria-label={label}>
      {read.map((f) => (
        <li key={f.downloadPath} className="flex flex-wrap items-center gap-x-3">
          <a
            href={f.downloadPath}
            download={f.name}
            className="inline-flex items-center gap-2 font-semibold text-teal-800 hover:underline"
          >
            <span
              aria-hidden="true"
              className="rounded bg-white px-1.5 py-0.5 text-xs font-bold text-teal-900 ring-1 ring-teal-300"
            >
              {intl.formatMessage(f.kind === 'ARCHIVE' ? m.zipBadge : m.pdfBadge)}
            </span>
            <bdi>{f.name}</bdi>
          </a>
          <span className="text-slate-700">{fileSize(intl, f.bytes)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The answer of a step: the purchase as it is now, or why not (said in the reader's language). */
function useStepResult() {
  const intl = useIntl();
  return (result: { __typename: string; code?: string }, done: string) => {
    if (result.__typename.endsWith('Success')) return void toast.success(done);
    toast.error(intl.formatMessage(result.code === 'PURCHASE_STATE' ? m.changed : m.failed));
  };
}

/**
 * One purchase of a ready-made project as its reader takes part in it: what, for how much, where it stands, and
 * the step that is theirs to take — the seller delivers, the buyer accepts or disputes, an admin decides.
 */
export function PurchaseCard({ purchase, admin }: { purchase: PurchaseCard_purchase$key; admin: boolean }) {
  const intl = useIntl();
  const locale = useLocale();
  const id = useId();
  const p = useFragment(
    graphql`
      fragment PurchaseCard_purchase on PortfolioPurchase {
        id
        status
        licence
        amountRials
        orderNumber
        viewerRole
        deliveryNote
        deliveredFiles {
          ...PurchaseCard_files
        }
        disputeEvidence {
          ...PurchaseCard_files
        }
        deliveredAt
        inspectionEndsAt
        settledAt
        releasedRials
        refundedRials
        disputeReason
        decisionReason
        createdAt
        project {
          path
          readerWords {
            title
          }
        }
        ...PurchaseReview_purchase
      }
    `,
    purchase,
  );
  const note = useText(P.deliveryNoteMin, P.deliveryNoteMax);
  const reason = useText(P.reasonMin, P.reasonMax);
  const decision = useText(P.reasonMin, P.reasonMax);
  const [toSeller, setToSeller] = useState('');
  const [amountProblem, setAmountProblem] = useState<string | null>(null);
  const [disputing, setDisputing] = useState(false);
  const [deliveryFiles, setDeliveryFiles] = useState<UploadedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [evidence, setEvidence] = useState<UploadedFile[]>([]);
  const [evidenceUploading, setEvidenceUploading] = useState(false);
  const answered = useStepResult();
  const [deliver, delivering] = useMutation<PurchaseCardDeliverMutation>(graphql`
    mutation PurchaseCardDeliverMutation($input: DeliverPurchaseInput!) {
      deliverPurchase(input: $input) {
        __typename
        ... on MutationDeliverPurchaseSuccess {
          data {
            ...PurchaseCard_purchase
          }
        }
        ... on BaseError {
          code
        }
        ... on ValidationError {
          fields {
            path
          }
        }
      }
    }
  `);
  const [accept, accepting] = useMutation<PurchaseCardAcceptMutation>(graphql`
    mutation PurchaseCardAcceptMutation($id: ID!) {
      acceptPurchase(id: $id) {
        __typename
        ... on MutationAcceptPurchaseSuccess {
          data {
            ...PurchaseCard_purchase
          }
        }
        ... on BaseError {
          code
        }
      }
    }
  `);
  const [dispute, sendingDispute] = useMutation<PurchaseCardDisputeMutation>(graphql`
    mutation PurchaseCardDisputeMutation($input: DisputePurchaseInput!) {
      disputePurchase(input: $input) {
        __typename
        ... on MutationDisputePurchaseSuccess {
          data {
            ...PurchaseCard_purchase
          }
        }
        ... on BaseError {
          code
        }
        ... on ValidationError {
          fields {
            path
          }
        }
      }
    }
  `);
  const [resolve, resolving] = useMutation<PurchaseCardResolveMutation>(graphql`
    mutation PurchaseCardResolveMutation($input: ResolvePurchaseDisputeInput!) {
      resolvePurchaseDispute(input: $input) {
        __typename
        ... on MutationResolvePurchaseDisputeSuccess {
          data {
            ...PurchaseCard_purchase
          }
        }
        ... on BaseError {
          code
        }
      }
    }
  `);
  const failed = () => toast.error(intl.formatMessage(m.failed));
  const date = (value: string) => intl.formatDate(value, { dateStyle: 'long' });
  const money = (rials: number) => formatMoney(rials, locale);
  const status = p.status as Status;
  const title = p.project.readerWords?.title ?? '';
  const seller = p.viewerRole === 'SELLER';
  const buyer = p.viewerRole === 'BUYER';
  const inspecting = p.status === 'DELIVERED' && p.inspectionEndsAt !== null;

  const sendDelivery = () => {
    const words = note.value.trim();
    // A note is checked when it is written, or when it is all there is to deliver.
    if ((words || deliveryFiles.length === 0) && !note.check()) return;
    deliver({
      variables: { input: { id: p.id, note: words || null, files: deliveryFiles } },
      onCompleted: ({ deliverPurchase: r }) => {
        const kept = withoutStale(deliveryFiles, r.fields, 'files');
        if (kept) {
          setDeliveryFiles(kept);
          return void toast.error(intl.formatMessage(m.filesAgain));
        }
        answered(r, intl.formatMessage(m.delivered));
      },
      onError: failed,
    });
  };
  const sendDispute = () => {
    if (!reason.check()) return;
    dispute({
      variables: { input: { id: p.id, reason: reason.value.trim(), evidence } },
      onCompleted: ({ disputePurchase: r }) => {
        const kept = withoutStale(evidence, r.fields, 'evidence');
        if (kept) {
          setEvidence(kept);
          return void toast.error(intl.formatMessage(contractMessages.evidenceAgain));
        }
        answered(r, intl.formatMessage(m.disputed));
      },
      onError: failed,
    });
  };
  const sendDecision = () => {
    const amount = Number(toAsciiDigits(toSeller).replace(/[^\d]/g, '') || 'NaN');
    const released = Number.isFinite(amount) ? toRials(amount, locale) : NaN;
    const amountOk = Number.isFinite(released) && released >= 0 && released <= p.amountRials;
    setAmountProblem(amountOk ? null : intl.formatMessage(m.amountInvalid, { max: money(p.amountRials) }));
    if (!decision.check() || !amountOk) return;
    resolve({
      variables: { input: { id: p.id, releasedRials: released, reason: decision.value.trim() } },
      onCompleted: ({ resolvePurchaseDispute: r }) => answered(r, intl.formatMessage(m.decided)),
      onError: failed,
    });
  };

  return (
    <li
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      aria-labelledby={`${id}-title`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={`${id}-title`} className="font-semibold text-slate-900">
            <Link to={localePath(locale, p.project.path)} className="hover:underline" dir="auto">
              {title}
            </Link>
          </h3>
          <p className="text-sm text-slate-600">
            {intl.formatList(
              [
                intl.formatMessage(licenceMessages[p.licence as keyof typeof licenceMessages] ?? m.failed),
                money(p.amountRials),
                date(p.createdAt),
              ],
              { type: 'unit', style: 'short' },
            )}
          </p>
        </div>
        <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-800">
          {intl.formatMessage(purchaseStatusMessages[status] ?? m.failed)}
        </span>
      </div>
      <p className="text-sm text-slate-700">
        {inspecting
          ? intl.formatMessage(buyer ? m.inspectUntil : m.releasedOn, { date: date(p.inspectionEndsAt!) })
          : p.settledAt
            ? intl.formatMessage(m.settled, {
                released: money(p.releasedRials ?? 0),
                refunded: money(p.refundedRials ?? 0),
                date: date(p.settledAt),
              })
            : intl.formatMessage(status === 'DISPUTED' ? m.heldDisputed : m.held)}
      </p>
      {p.disputeReason ? (
        <div className="space-y-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          <p dir="auto">
            <span className="font-semibold">{intl.formatMessage(m.disputeReason)} </span>
            {p.disputeReason}
          </p>
          <FileLinks files={p.disputeEvidence} label={intl.formatMessage(evidenceMessages.heading)} />
        </div>
      ) : null}
      {p.decisionReason ? (
        <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800" dir="auto">
          <span className="font-semibold">{intl.formatMessage(m.decisionReason)} </span>
          {p.decisionReason}
        </p>
      ) : null}
      {p.deliveryNote || p.deliveredFiles.length > 0 ? (
        <section className="space-y-2 rounded-lg border border-teal-200 bg-teal-50 p-3">
          <h4 className="text-sm font-semibold text-teal-900">
            {intl.formatMessage(m.deliveryNote, { date: p.deliveredAt ? date(p.deliveredAt) : '' })}
          </h4>
          {p.deliveryNote ? (
            <p className="whitespace-pre-line text-sm text-slate-800" dir="auto">
              {p.deliveryNote}
            </p>
          ) : null}
          <FileLinks files={p.deliveredFiles} label={intl.formatMessage(m.filesHeading)} />
        </section>
      ) : null}

      {seller && p.status === 'AWAITING_DELIVERY' ? (
        <div className="space-y-2">
          <p className="text-sm text-slate-700">{intl.formatMessage(m.deliveryHint)}</p>
          <PrivateFilesPicker
            files={deliveryFiles}
            onChange={setDeliveryFiles}
            onUploading={setUploading}
            disabled={delivering}
            max={P.deliveryFilesMax}
            archives
            addLabel={intl.formatMessage(m.filesAdd, { max: intl.formatNumber(P.deliveryFilesMax) })}
            chosenLabel={intl.formatMessage(m.filesChosen)}
          />
          <TextAreaField
            id={`${id}-note`}
            label={intl.formatMessage(m.deliveryLabel)}
            value={note.value}
            onChange={note.setValue}
            rows={4}
            maxLength={P.deliveryNoteMax}
            problem={note.problem}
          />
          <button
            type="button"
            className={primaryButtonClass}
            disabled={delivering || uploading}
            onClick={sendDelivery}
          >
            {intl.formatMessage(m.deliver)}
          </button>
        </div>
      ) : null}

      {buyer && (p.status === 'DELIVERED' || p.status === 'AWAITING_DELIVERY') ? (
        <div className="space-y-2">
          <div className="flex flex-wrap gap-3">
            {p.status === 'DELIVERED' ? (
              <button
                type="button"
                className={primaryButtonClass}
                disabled={accepting}
                onClick={() =>
                  accept({
                    variables: { id: p.id },
                    onCompleted: ({ acceptPurchase: r }) => answered(r, intl.formatMessage(m.accepted)),
                    onError: failed,
                  })
                }
              >
                {intl.formatMessage(m.accept, { price: money(p.amountRials) })}
              </button>
            ) : null}
            {disputing ? null : (
              <button type="button" className={secondaryButtonClass} onClick={() => setDisputing(true)}>
                {intl.formatMessage(m.dispute)}
              </button>
            )}
          </div>
          {disputing ? (
            <div className="space-y-2">
              <TextAreaField
                id={`${id}-reason`}
                label={intl.formatMessage(m.disputeLabel)}
                value={reason.value}
                onChange={reason.setValue}
                rows={3}
                maxLength={P.reasonMax}
                problem={reason.problem}
              />
              <EvidencePicker
                files={evidence}
                onChange={setEvidence}
                onUploading={setEvidenceUploading}
                disabled={sendingDispute}
              />
              <button
                type="button"
                className={primaryButtonClass}
                disabled={sendingDispute || evidenceUploading}
                onClick={sendDispute}
              >
                {intl.formatMessage(m.sendDispute)}
              </button>
            </div>
          ) : null}
        </div>
      ) : null}

      {admin && p.status === 'DISPUTED' ? (
        <div className="space-y-2 rounded-lg border border-slate-200 p-3">
          <label htmlFor={`${id}-amount`} className="block text-sm font-semibold text-slate-800">
            {intl.formatMessage(m.toSellerLabel, { max: money(p.amountRials) })}
          </label>
          <input
            id={`${id}-amount`}
            inputMode="numeric"
            dir="ltr"
            value={toSeller}
            placeholder={String(fromRials(p.amountRials, locale))}
            onChange={(e) => setToSeller(e.target.value)}
            aria-invalid={amountProblem ? true : undefined}
            aria-describedby={amountProblem ? `${id}-amount-problem` : undefined}
            className={inputClass}
          />
          {amountProblem ? (
            <p id={`${id}-amount-problem`} role="alert" className="text-sm font-medium text-red-700">
              {amountProblem}
            </p>
          ) : null}
          <TextAreaField
            id={`${id}-decision`}
            label={intl.formatMessage(m.decisionLabel)}
            value={decision.value}
            onChange={decision.setValue}
            rows={3}
            maxLength={P.reasonMax}
            problem={decision.problem}
          />
          <button type="button" className={primaryButtonClass} disabled={resolving} onClick={sendDecision}>
            {intl.formatMessage(m.decide)}
          </button>
        </div>
      ) : null}
      <PurchaseReview purchase={p} />
      {p.orderNumber && buyer ? (
        <Link
          to={localePath(locale, `/panel/orders/${p.orderNumber}`)}
          className="text-sm text-teal-800 underline"
        >
          {intl.formatMessage(m.receipt)}
        </Link>
      ) : null}
    </li>
  );
}
