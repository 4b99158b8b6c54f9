import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { TestCard_test$key } from '../../__generated__/TestCard_test.graphql';
import { useLocale } from '../../app/LocaleContext';
import { localePath } from '../../app/locale';
import { testCardMessages, testTypeMessages } from './messages';
import { TestPrice } from './TestPrice';

/** A test in a list: what it is, how long, what it costs, and the way to its page. */
export function TestCard({ test }: { test: TestCard_test$key }) {
  const intl = useIntl();
  const locale = useLocale();
  const data = useFragment(
    graphql`
      fragment TestCard_test on Test {
        slug
        title
        summary
        type
        topics
        questionsCount
        durationMinutes
        participantsCount
        free
        priceRials
        originalPriceRials
        discountPercent
      }
    `,
    test,
  );
  const href = localePath(locale, `/talent-test/details/${encodeURIComponent(data.slug)}`);
  const ethics = data.topics.includes('ethical_decision_making');
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-teal-500">
      <p className="text-xs font-semibold tracking-wide text-teal-700">
        {intl.formatMessage(
          ethics ? testCardMessages.ethics : testTypeMessages[data.type as keyof typeof testTypeMessages],
        )}
      </p>
      <h3 className="mt-1 text-lg font-bold text-slate-900">
        <Link
          to={href}
          className="rounded hover:text-teal-700 focus-visible:outline-2 focus-visible:outline-teal-600"
        >
          {data.title}
        </Link>
      </h3>
      <p className="mt-2 flex-1 text-sm text-slate-600">{data.summary}</p>
      <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
        <li>{intl.formatMessage(testCardMessages.questions, { count: data.questionsCount })}</li>
        <li>{intl.formatMessage(testCardMessages.minutes, { count: data.durationMinutes })}</li>
        <li>{intl.formatMessage(testCardMessages.participants, { count: data.participantsCount })}</li>
      </ul>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
        <TestPrice
          free={data.free}
          priceRials={data.priceRials}
          originalPriceRials={data.originalPriceRials}
          discountPercent={data.discountPercent}
        />
        <Link
          to={href}
          aria-hidden="true"
          tabIndex={-1}
          className="ms-auto text-sm font-semibold text-teal-700 hover:underline"
        >
          {intl.formatMessage(testCardMessages.details)}
        </Link>
      </div>
    </article>
  );
}
