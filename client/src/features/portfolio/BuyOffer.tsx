import { formatMoney } from '@platform/rules/money';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation } from 'react-relay/hooks';
import { Link, useLocation } from 'react-router';
import type { BuyOfferMutation } from '../../__generated__/BuyOfferMutation.graphql';
import { useLocale } from '../../app/LocaleContext';
import { loginPath } from '../../shared/accounts/redirect';
import { primaryButtonClass, secondaryButtonClass } from '../../ui/buttons';
import { purchaseMessages as m } from './messages';

/**
 * Buys one offer of a project for sale: the order is made here and the server sends the buyer on to the payment
 * gateway (a page load); the money is then held in escrow. A visitor is asked to sign in, its owner is told it is
 * theirs.
 */
export function BuyOffer({
  projectId,
  licence,
  priceRials,
  signedIn,
  owner,
}: {
  projectId: string;
  licence: 'SINGLE_USE' | 'EXTENDED' | '%future added value';
  priceRials: number;
  signedIn: boolean;
  owner: boolean;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const { pathname } = useLocation();
  const [problem, setProblem] = useState<string | null>(null);
  const [buy, buying] = useMutation<BuyOfferMutation>(graphql`
    mutation BuyOfferMutation($input: BuySoftwareInput!) {
      buySoftware(input: $input) {
        __typename
        ... on MutationBuySoftwareSuccess {
          data {
            id
            payUrl
          }
        }
        ... on BaseError {
          code
        }
      }
    }
  `);
  if (owner) return <p className="text-sm text-slate-500">{intl.formatMessage(m.yours)}</p>;
  if (!signedIn)
    return (
      <Link to={loginPath(locale, pathname)} className={secondaryButtonClass}>
        {intl.formatMessage(m.signInToBuy)}
      </Link>
    );
  const price = formatMoney(priceRials, locale);
  const start = () => {
    setProblem(null);
    buy({
      variables: { input: { projectId, licence } },
      onCompleted: ({ buySoftware: result }) => {
        const payUrl = result.__typename === 'MutationBuySoftwareSuccess' ? result.data?.payUrl : null;
        if (payUrl) window.location.assign(payUrl);
        else setProblem(intl.formatMessage(result.code === 'NOT_FOR_SALE' ? m.notForSale : m.buyError));
      },
      onError: () => setProblem(intl.formatMessage(m.buyError)),
    });
  };
  return (
    <div className="space-y-2">
      <button type="button" className={`${primaryButtonClass} w-full`} disabled={buying} onClick={start}>
        {intl.formatMessage(buying ? m.buying : m.buy, { price })}
      </button>
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
