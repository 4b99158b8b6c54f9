import { toAsciiDigits } from '@platform/rules/digits';
import { billingLimits as B } from '@platform/rules/billing';
import { formatMoney, fromRials, toRials } from '@platform/rules/money';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type { Earnings_earnings$key } from '../../../__generated__/Earnings_earnings.graphql';
import type { EarningsPayoutMutation } from '../../../__generated__/EarningsPayoutMutation.graphql';
import type { EarningsSellerOwed_earnings$key } from '../../../__generated__/EarningsSellerOwed_earnings.graphql';
import { useLocale } from '../../../app/LocaleContext';
import { toast } from '../../../app/toast';
import { primaryButtonClass } from '../../../ui/buttons';
import { inputClass } from '../../../ui/FormTextField';
import { earningsMessages as m } from '../messages';

/** A name or reference set apart from the sentence around it (Latin in Persian, Persian in English). */
const isolate = (text: string) => `\u2068${text}\u2069`;

/** A seller's earnings: what the product owes them and what it paid out, with the latest payouts. */
export function SellerEarnings({ earnings }: { earnings: Earnings_earnings$key }) {
  const intl = useIntl();
  const locale = useLocale();
  const e = useFragment(
    graphql`
      fragment Earnings_earnings on SellerEarnings {
        owedRials
        paidOutRials
        payouts(first: 5) {
          amountRials
          reference
          createdAt
        }
      }
    `,
    earnings,
  );
  if (e.owedRials === 0 && e.paidOutRials === 0) return null;
  const money = (rials: number) => formatMoney(rials, locale);
  return (
    <section
      className="space-y-3 rounded-xl border border-teal-200 bg-teal-50 p-4"
      aria-labelledby="earnings"
    >
      <h2 id="earnings" className="text-lg font-bold text-slate-900">
        {intl.formatMessage(m.title)}
      </h2>
      <dl className="flex flex-wrap gap-x-8 gap-y-2">
        <div>
          <dt className="text-sm text-slate-600">{intl.formatMessage(m.owed)}</dt>
          <dd className="text-xl font-bold text-teal-900">{money(e.owedRials)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{intl.formatMessage(m.paidOut)}</dt>
          <dd className="text-xl font-bold text-slate-900">{money(e.paidOutRials)}</dd>
        </div>
      </dl>
      <p className="text-sm text-slate-700">
        {intl.formatMessage(m.note, {
          fee: intl.formatNumber(Number(B.marketplaceFeePercent) / 100, { style: 'percent' }),
        })}
      </p>
      {e.payouts.length ? (
        <ul className="space-y-1 text-sm text-slate-800">
          {e.payouts.map((payout) => (
            <li key={`${payout.createdAt}-${payout.reference}`}>
              {intl.formatMessage(m.payoutLine, {
                amount: money(payout.amountRials),
                date: intl.formatDate(payout.createdAt, { dateStyle: 'long' }),
                reference: isolate(payout.reference),
              })}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** One seller the product owes, with an admin's form to record what was paid them at the bank. */
export function SellerOwedRow({ earnings }: { earnings: EarningsSellerOwed_earnings$key }) {
  const intl = useIntl();
  const locale = useLocale();
  const id = useId();
  const e = useFragment(
    graphql`
      fragment EarningsSellerOwed_earnings on SellerEarnings {
        seller {
          id
          displayName
        }
        owedRials
        paidOutRials
      }
    `,
    earnings,
  );
  const [now, setNow] = useState<{ owedRials: number; paidOutRials: number } | null>(null);
  const owed = now?.owedRials ?? e.owedRials;
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // One id per payout the form sends: sent again after a lost answer, it is recorded once.
  const [payoutId, setPayoutId] = useState(() => crypto.randomUUID());
  const [record, recording] = useMutation<EarningsPayoutMutation>(graphql`
    mutation EarningsPayoutMutation($input: RecordPayoutInput!) {
      recordPayout(input: $input) {
        __typename
        ... on MutationRecordPayoutSuccess {
          data {
            owedRials
            paidOutRials
          }
        }
        ... on ValidationError {
          fields {
            path
            code
          }
        }
        ... on BaseError {
          code
        }
      }
    }
  `);
  const money = (rials: number) => formatMoney(rials, locale);
  const send = () => {
    const typed = Number(toAsciiDigits(amount).replace(/[^\d]/g, '') || 'NaN');
    const rials = Number.isFinite(typed) ? toRials(typed, locale) : NaN;
    const trimmed = reference.trim();
    const text = !(rials >= 1 && rials <= owed)
      ? intl.formatMessage(m.amountInvalid, { max: money(owed) })
      : trimmed.length < B.payoutReferenceMin || trimmed.length > B.payoutReferenceMax
        ? intl.formatMessage(m.referenceInvalid, { min: B.payoutReferenceMin, max: B.payoutReferenceMax })
        : null;
    setProblem(text);
    if (text) return;
    record({
      variables: { input: { id: payoutId, sellerId: e.seller.id, amountRials: rials, reference: trimmed } },
      onCompleted: ({ recordPayout: r }) => {
        if (r.__typename === 'MutationRecordPayoutSuccess' && r.data) {
          setNow(r.data);
          setAmount('');
          setReference('');
          setPayoutId(crypto.randomUUID());
          toast.success(intl.formatMessage(m.recorded));
        } else if (r.fields?.some((f) => f.code === 'MORE_THAN_OWED'))
          setProblem(intl.formatMessage(m.amountInvalid, { max: money(owed) }));
        else toast.error(intl.formatMessage(m.failed));
      },
      onError: () => toast.error(intl.formatMessage(m.failed)),
    });
  };
  return (
    <li className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="font-semibold text-slate-900">
        {intl.formatMessage(m.sellerOwed, { name: isolate(e.seller.displayName), amount: money(owed) })}
      </p>
      {owed > 0 ? (
        <div className="flex flex-wrap items-end gap-3">
          <label className="block text-sm font-semibold text-slate-800">
            {intl.formatMessage(m.amount)}
            <input
              inputMode="numeric"
              dir="ltr"
              value={amount}
              placeholder={String(fromRials(owed, locale))}
              onChange={(event) => setAmount(event.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              className={inputClass}
            />
          </label>
          <label className="block text-sm font-semibold text-slate-800">
            {intl.formatMessage(m.reference)}
            <input
              dir="auto"
              value={reference}
              maxLength={B.payoutReferenceMax}
              onChange={(event) => setReference(event.target.value)}
              className={inputClass}
            />
          </label>
          <button type="button" className={primaryButtonClass} disabled={recording} onClick={send}>
            {intl.formatMessage(m.record)}
          </button>
        </div>
      ) : null}
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
    </li>
  );
}
