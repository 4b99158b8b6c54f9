import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from '../../../app/toast';
import type { StartTest_test$key } from '../../../__generated__/StartTest_test.graphql';
import { useLocale } from '../../../app/LocaleContext';
import { localePath } from '../../../app/locale';
import { loginPath } from '../../../shared/accounts/redirect';
import { primaryButtonClass } from '../../../ui/buttons';
import { testDetailMessages } from '../messages';
import { useFormatPrice } from '../../../shared/tests/TestPrice';
import { useBuyTestMutation } from '../mutations/useBuyTestMutation';
import { useStartTestSessionMutation } from '../mutations/useStartTestSessionMutation';

/**
 * What the viewer can do with a test: sign in, start, continue an unfinished session, buy a paid test, or read why
 * not now (every attempt used, or the cool-down until a date). Starting goes straight to the session.
 */
export function StartTest({ test }: { test: StartTest_test$key }) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const [commit, isPending] = useStartTestSessionMutation();
  const [commitBuy, isBuying] = useBuyTestMutation();
  const price = useFormatPrice();
  const [problem, setProblem] = useState<string | null>(null);
  const data = useFragment(
    graphql`
      fragment StartTest_test on Test {
        id
        durationMinutes
        priceRials
        viewerAccess {
          blockedBy
          nextAttemptAt
          paid
          sessionInProgress
        }
      }
    `,
    test,
  );
  const sessionPath = (token: string) => localePath(locale, `/panel/tests/session/${token}`);
  const note = (
    <p className="text-sm text-slate-600">
      {intl.formatMessage(testDetailMessages.timerNote, { minutes: data.durationMinutes })}
    </p>
  );
  const access = data.viewerAccess;
  // Visitors have no access to read: the server says so, and the server's render is a visitor's.
  if (!access) {
    return (
      <div className="space-y-3">
        <Link
          to={loginPath(locale, `${location.pathname}${location.search}`)}
          className={`${primaryButtonClass} w-full`}
        >
          {intl.formatMessage(testDetailMessages.signInToStart)}
        </Link>
        {note}
      </div>
    );
  }
  if (access.sessionInProgress) {
    return (
      <div className="space-y-3">
        <Link to={sessionPath(access.sessionInProgress)} className={`${primaryButtonClass} w-full`}>
          {intl.formatMessage(testDetailMessages.continue)}
        </Link>
        {note}
      </div>
    );
  }
  if (access.blockedBy === 'PAYMENT_REQUIRED') {
    // The order is made here; the server then sends the buyer on to the payment gateway (a page load).
    const buy = () => {
      setProblem(null);
      const failed = () => setProblem(intl.formatMessage(testDetailMessages.buyError));
      commitBuy({
        variables: { input: { testId: data.id } },
        onCompleted: ({ buyTest: result }) => {
          const payUrl = result.__typename === 'MutationBuyTestSuccess' ? result.data?.payUrl : null;
          if (payUrl) window.location.assign(payUrl);
          else failed();
        },
        onError: failed,
      });
    };
    return (
      <div className="space-y-3">
        <p className="text-sm text-slate-700">{intl.formatMessage(testDetailMessages.paymentRequired)}</p>
        <button type="button" className={`${primaryButtonClass} w-full`} disabled={isBuying} onClick={buy}>
          {intl.formatMessage(isBuying ? testDetailMessages.buying : testDetailMessages.buy, {
            price: price(data.priceRials),
          })}
        </button>
        {problem ? (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        ) : null}
        <p className="text-xs text-slate-500">{intl.formatMessage(testDetailMessages.buyNote)}</p>
      </div>
    );
  }
  if (access.blockedBy === 'ATTEMPTS_EXHAUSTED' || access.blockedBy === 'COOLDOWN') {
    return (
      <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
        {access.blockedBy === 'COOLDOWN' && access.nextAttemptAt
          ? intl.formatMessage(testDetailMessages.cooldownUntil, {
              when: intl.formatDate(access.nextAttemptAt, { dateStyle: 'long', timeStyle: 'short' }),
            })
          : intl.formatMessage(testDetailMessages.attemptsExhausted)}
      </p>
    );
  }
  const start = () => {
    setProblem(null);
    commit({
      variables: { input: { testId: data.id } },
      onCompleted: ({ startTestSession: result }) => {
        if (result.__typename === 'MutationStartTestSessionSuccess') {
          void navigate(sessionPath(result.data.token));
          return;
        }
        const message =
          result.__typename === 'NotFoundError'
            ? intl.formatMessage(testDetailMessages.notFound)
            : result.__typename === 'ConflictError' && result.code === 'ATTEMPTS_EXHAUSTED'
              ? intl.formatMessage(testDetailMessages.attemptsExhausted)
              : result.__typename === 'ConflictError' && result.code === 'PAYMENT_REQUIRED'
                ? intl.formatMessage(testDetailMessages.paymentRequired)
                : intl.formatMessage(testDetailMessages.startError);
        setProblem(message);
        toast.error(message);
      },
      onError: () => setProblem(intl.formatMessage(testDetailMessages.startError)),
    });
  };
  return (
    <div className="space-y-3">
      {access.paid ? (
        <p className="text-sm text-emerald-800">{intl.formatMessage(testDetailMessages.paid)}</p>
      ) : null}
      <button type="button" className={`${primaryButtonClass} w-full`} disabled={isPending} onClick={start}>
        {intl.formatMessage(isPending ? testDetailMessages.starting : testDetailMessages.start)}
      </button>
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      {note}
    </div>
  );
}
