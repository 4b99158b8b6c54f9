import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData } from 'react-router';
import type { TestDetailsPageQuery } from '../../__generated__/TestDetailsPageQuery.graphql';
import { useLocale } from '../../app/LocaleContext';
import { localePath } from '../../app/locale';
import { NotFoundPage } from '../../app/NotFoundPage';
import { PageMeta } from '../../app/PageMeta';
import { PageSpinner } from '../../app/PageSpinner';
import { StartTest } from './components/StartTest';
import { TestPrice } from '../../shared/tests/TestPrice';
import { testCardMessages, testTypeMessages } from '../../shared/tests/messages';
import { testDetailMessages } from './messages';

export interface TestDetailsPageLoaderData {
  queryRef: PreloadedQuery<TestDetailsPageQuery>;
}

const sectionTitle = 'text-xl font-bold text-slate-900';

function TestDetails({ queryRef }: TestDetailsPageLoaderData) {
  const intl = useIntl();
  const locale = useLocale();
  const { test } = usePreloadedQuery<TestDetailsPageQuery>(
    graphql`
      query TestDetailsPageQuery($slug: String!) {
        test(slug: $slug) {
          title
          summary
          description
          type
          topics
          questionsCount
          durationMinutes
          passingScore
          practice
          participantsCount
          averageScore
          passRate
          reportDelayHours
          maxAttempts
          cooldownHours
          free
          priceRials
          originalPriceRials
          discountPercent
          categories {
            key
            name
          }
          features
          faq {
            question
            answer
          }
          sampleQuestions {
            category
            prompt
            options {
              key
              text
            }
          }
          ...StartTest_test
        }
      }
    `,
    queryRef,
  );
  if (!test) return <NotFoundPage />;
  const percent = (value: number | null) =>
    value === null
      ? intl.formatMessage(testDetailMessages.noStats)
      : intl.formatMessage(testDetailMessages.percent, { value });
  const ethics = test.topics.includes('ethical_decision_making');
  // A personality test gives a profile: no score, so no average, pass rate or pass mark.
  const profile = test.type === 'PERSONALITY_COGNITIVE';
  const stats = [
    [testDetailMessages.participants, intl.formatNumber(test.participantsCount)],
    ...(profile
      ? []
      : ([
          [testDetailMessages.averageScore, percent(test.averageScore ?? null)],
          [testDetailMessages.passRate, percent(test.passRate ?? null)],
          [
            testDetailMessages.passingScore,
            intl.formatMessage(testDetailMessages.percent, { value: test.passingScore }),
          ],
        ] as const)),
  ] as const;
  return (
    <article className="space-y-10">
      <PageMeta page={test.title} description={test.summary} type="article" />
      <nav>
        <Link
          to={localePath(locale, '/talent-test')}
          className="text-sm font-semibold text-teal-700 hover:underline"
        >
          {intl.formatMessage(testDetailMessages.backToList)}
        </Link>
      </nav>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-10">
          <header className="space-y-3">
            <p className="text-sm font-semibold text-teal-700">
              {intl.formatMessage(
                ethics
                  ? testCardMessages.ethics
                  : testTypeMessages[test.type as keyof typeof testTypeMessages],
              )}
            </p>
            <h1 className="text-3xl font-extrabold text-slate-900">{test.title}</h1>
            <p className="text-lg text-slate-700">{test.summary}</p>
            <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600">
              <li>{intl.formatMessage(testCardMessages.questions, { count: test.questionsCount })}</li>
              <li>{intl.formatMessage(testCardMessages.minutes, { count: test.durationMinutes })}</li>
              <li>{intl.formatMessage(testDetailMessages.reportDelay, { hours: test.reportDelayHours })}</li>
              {profile ? <li>{intl.formatMessage(testDetailMessages.profileNote)}</li> : null}
              {test.practice ? <li>{intl.formatMessage(testDetailMessages.practice)}</li> : null}
            </ul>
          </header>
          <section aria-labelledby="test-about" className="space-y-3">
            <h2 id="test-about" className={sectionTitle}>
              {intl.formatMessage(testDetailMessages.descriptionTitle)}
            </h2>
            <p className="leading-8 whitespace-pre-line text-slate-800">{test.description}</p>
          </section>
          <section aria-labelledby="test-categories" className="space-y-3">
            <h2 id="test-categories" className={sectionTitle}>
              {intl.formatMessage(testDetailMessages.categoriesTitle)}
            </h2>
            <ul className="flex flex-wrap gap-2">
              {test.categories.map((c) => (
                <li
                  key={c.key}
                  className="rounded-full bg-teal-50 px-3 py-1 text-sm font-medium text-teal-900"
                >
                  {c.name}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="test-samples" className="space-y-4">
            <h2 id="test-samples" className={sectionTitle}>
              {intl.formatMessage(testDetailMessages.samplesTitle)}
            </h2>
            <p className="text-sm text-slate-600">{intl.formatMessage(testDetailMessages.samplesNote)}</p>
            <ol className="space-y-4">
              {test.sampleQuestions.map((q, index) => (
                <li key={index} className="rounded-2xl border border-slate-200 bg-white p-5">
                  <p className="text-xs font-semibold text-slate-500">{q.category}</p>
                  <p className="mt-1 leading-8 whitespace-pre-line text-slate-900">{q.prompt}</p>
                  {q.options.length ? (
                    <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                      {q.options.map((o) => (
                        <li
                          key={o.key}
                          className="rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800"
                        >
                          {o.text}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="test-features" className="space-y-3">
            <h2 id="test-features" className={sectionTitle}>
              {intl.formatMessage(testDetailMessages.featuresTitle)}
            </h2>
            <ul className="list-inside list-disc space-y-1 text-slate-800 marker:text-teal-600">
              {test.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="test-faq" className="space-y-3">
            <h2 id="test-faq" className={sectionTitle}>
              {intl.formatMessage(testDetailMessages.faqTitle)}
            </h2>
            <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
              {test.faq.map((item) => (
                <details key={item.question} className="p-4">
                  <summary className="cursor-pointer font-semibold text-slate-900">{item.question}</summary>
                  <p className="mt-2 text-slate-700">{item.answer}</p>
                </details>
              ))}
            </div>
          </section>
        </div>
        <aside className="space-y-6 self-start lg:sticky lg:top-6">
          <section
            aria-labelledby="test-pricing"
            className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 id="test-pricing" className="text-sm font-semibold text-slate-500">
              {intl.formatMessage(testDetailMessages.pricingTitle)}
            </h2>
            <TestPrice
              size="large"
              free={test.free}
              priceRials={test.priceRials}
              originalPriceRials={test.originalPriceRials}
              discountPercent={test.discountPercent}
            />
            <ul className="space-y-1 text-sm text-slate-600">
              {test.maxAttempts != null ? (
                <li>{intl.formatMessage(testDetailMessages.attempts, { count: test.maxAttempts })}</li>
              ) : null}
              {test.cooldownHours > 0 ? (
                <li>{intl.formatMessage(testDetailMessages.cooldown, { hours: test.cooldownHours })}</li>
              ) : null}
            </ul>
            <StartTest test={test} />
          </section>
          <section
            aria-labelledby="test-stats"
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 id="test-stats" className="text-sm font-semibold text-slate-500">
              {intl.formatMessage(testDetailMessages.statsTitle)}
            </h2>
            <dl className="mt-3 grid grid-cols-2 gap-4">
              {stats.map(([label, value]) => (
                <div key={label.id}>
                  <dt className="text-xs text-slate-500">{intl.formatMessage(label)}</dt>
                  <dd className="text-lg font-bold text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        </aside>
      </div>
    </article>
  );
}

/** `/talent-test/details/{slug}`: a test's page, rendered on the server (§2). */
export function TestDetailsPage() {
  const { queryRef } = useLoaderData() as TestDetailsPageLoaderData;
  return (
    <Suspense fallback={<PageSpinner />}>
      <TestDetails queryRef={queryRef} />
    </Suspense>
  );
}
