import { Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useNavigate, useSearchParams } from 'react-router';
import type { TalentTestsPageQuery } from '../../__generated__/TalentTestsPageQuery.graphql';
import { useLocale } from '../../app/LocaleContext';
import { localePath } from '../../app/locale';
import { PageMeta } from '../../app/PageMeta';
import { layoutMessages } from '../../app/messages';
import { primaryButtonClass } from '../../ui/buttons';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { TestCard } from '../../shared/tests/TestCard';
import { testTypeMessages } from '../../shared/tests/messages';
import { benefitMessages, faqMessages, testListMessages } from './messages';
import { DURATIONS, readTestFilters, TEST_TYPES, testFiltersSearch, type TestFilters } from './testFilters';

export interface TalentTestsPageLoaderData {
  queryRef: PreloadedQuery<TalentTestsPageQuery>;
}

const selectClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-teal-600';

/** The type, price and duration filters, kept in the address so a filtered list can be shared and reloaded. */
function TestFiltersForm() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = readTestFilters(params);
  const change = (next: Partial<TestFilters>) =>
    void navigate({ search: testFiltersSearch({ ...filters, ...next }) }, { preventScrollReset: true });
  const field = (label: string, select: ReactNode) => (
    <label className="block min-w-40 flex-1 space-y-1 text-sm font-medium text-slate-700">
      <span>{label}</span>
      {select}
    </label>
  );
  return (
    <form
      role="search"
      aria-label={intl.formatMessage(testListMessages.filters)}
      className="flex flex-wrap gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      onSubmit={(event) => event.preventDefault()}
    >
      {field(
        intl.formatMessage(testListMessages.type),
        <select
          name="type"
          className={selectClass}
          value={filters.type ?? ''}
          onChange={(e) => change({ type: (e.target.value || null) as TestFilters['type'] })}
        >
          <option value="">{intl.formatMessage(testListMessages.anyType)}</option>
          {TEST_TYPES.map((type) => (
            <option key={type} value={type}>
              {intl.formatMessage(testTypeMessages[type])}
            </option>
          ))}
        </select>,
      )}
      {field(
        intl.formatMessage(testListMessages.price),
        <select
          name="price"
          className={selectClass}
          value={filters.price ?? ''}
          onChange={(e) => change({ price: (e.target.value || null) as TestFilters['price'] })}
        >
          <option value="">{intl.formatMessage(testListMessages.anyPrice)}</option>
          <option value="free">{intl.formatMessage(testListMessages.freeOnly)}</option>
          <option value="paid">{intl.formatMessage(testListMessages.paidOnly)}</option>
        </select>,
      )}
      {field(
        intl.formatMessage(testListMessages.duration),
        <select
          name="duration"
          className={selectClass}
          value={filters.duration ?? ''}
          onChange={(e) => change({ duration: (Number(e.target.value) || null) as TestFilters['duration'] })}
        >
          <option value="">{intl.formatMessage(testListMessages.anyDuration)}</option>
          {DURATIONS.map((minutes) => (
            <option key={minutes} value={minutes}>
              {intl.formatMessage(testListMessages.upTo, { minutes })}
            </option>
          ))}
        </select>,
      )}
    </form>
  );
}

function TestList({ queryRef }: TalentTestsPageLoaderData) {
  const intl = useIntl();
  const locale = useLocale();
  const [params] = useSearchParams();
  const data = usePreloadedQuery<TalentTestsPageQuery>(
    graphql`
      query TalentTestsPageQuery($type: TestType, $free: Boolean, $maxDuration: Int) {
        tests(first: 50, type: $type, free: $free, maxDuration: $maxDuration) {
          totalCount
          edges {
            node {
              id
              ...TestCard_test
            }
          }
        }
      }
    `,
    queryRef,
  );
  const { edges, totalCount } = data.tests;
  const filtered = testFiltersSearch(readTestFilters(params)) !== '';
  if (edges.length === 0)
    return filtered ? (
      <EmptyState
        title={intl.formatMessage(testListMessages.noMatchTitle)}
        text={intl.formatMessage(testListMessages.noMatch)}
        action={
          <Link to={localePath(locale, '/talent-test')} className={primaryButtonClass}>
            {intl.formatMessage(testListMessages.clearFilters)}
          </Link>
        }
      />
    ) : (
      <EmptyState
        title={intl.formatMessage(testListMessages.emptyTitle)}
        text={intl.formatMessage(testListMessages.empty)}
      />
    );
  return (
    <>
      <p className="text-sm text-slate-600" role="status">
        {intl.formatMessage(testListMessages.count, { count: totalCount })}
      </p>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {edges.map(({ node }) => (
          <li key={node.id}>
            <TestCard test={node} />
          </li>
        ))}
      </ul>
    </>
  );
}

function ListSkeleton() {
  const intl = useIntl();
  return (
    <div
      role="status"
      aria-label={intl.formatMessage(layoutMessages.loading)}
      className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3"
    >
      {[0, 1, 2].map((n) => (
        <div key={n} className="h-56 animate-pulse rounded-2xl border border-slate-200 bg-white" />
      ))}
    </div>
  );
}

const benefits = [
  [benefitMessages.timedTitle, benefitMessages.timed],
  [benefitMessages.resultsTitle, benefitMessages.results],
  [benefitMessages.honestTitle, benefitMessages.honest],
  [benefitMessages.certificateTitle, benefitMessages.certificate],
] as const;

const faq = [
  [faqMessages.q1, faqMessages.a1],
  [faqMessages.q2, faqMessages.a2],
  [faqMessages.q3, faqMessages.a3],
  [faqMessages.q4, faqMessages.a4],
  [faqMessages.q5, faqMessages.a5],
  [faqMessages.q6, faqMessages.a6],
  [faqMessages.q7, faqMessages.a7],
] as const;

/** `/talent-test`: the tests with filters, why take one, the FAQ and a call to action (§2). */
export function TalentTestsPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { queryRef } = useLoaderData() as TalentTestsPageLoaderData;
  return (
    <div className="space-y-12">
      <PageMeta
        page={intl.formatMessage(testListMessages.documentTitle)}
        description={intl.formatMessage(testListMessages.description)}
      />
      <PageHeader
        title={intl.formatMessage(testListMessages.title)}
        intro={intl.formatMessage(testListMessages.intro)}
      />
      <section aria-labelledby="tests-list" className="space-y-5">
        <h2 id="tests-list" className="sr-only">
          {intl.formatMessage(testListMessages.title)}
        </h2>
        <TestFiltersForm />
        <Suspense fallback={<ListSkeleton />}>
          <TestList queryRef={queryRef} />
        </Suspense>
      </section>
      <section aria-labelledby="tests-benefits" className="space-y-5">
        <h2 id="tests-benefits" className="text-2xl font-bold text-slate-900">
          {intl.formatMessage(testListMessages.benefitsTitle)}
        </h2>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.map(([title, text]) => (
            <li key={title.id} className="rounded-2xl bg-teal-50 p-5">
              <h3 className="font-bold text-teal-900">{intl.formatMessage(title)}</h3>
              <p className="mt-2 text-sm text-teal-900/80">{intl.formatMessage(text)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="tests-faq" className="space-y-4">
        <h2 id="tests-faq" className="text-2xl font-bold text-slate-900">
          {intl.formatMessage(testListMessages.faqTitle)}
        </h2>
        <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {faq.map(([question, answer]) => (
            <details key={question.id} className="group p-4">
              <summary className="cursor-pointer font-semibold text-slate-900 marker:text-teal-700">
                {intl.formatMessage(question)}
              </summary>
              <p className="mt-2 text-slate-700">{intl.formatMessage(answer)}</p>
            </details>
          ))}
        </div>
      </section>
      <section
        aria-labelledby="tests-cta"
        className="rounded-3xl bg-gradient-to-br from-teal-800 to-teal-600 px-6 py-10 text-white sm:px-12"
      >
        <h2 id="tests-cta" className="text-2xl font-extrabold">
          {intl.formatMessage(testListMessages.ctaTitle)}
        </h2>
        <p className="mt-3 max-w-2xl text-teal-50">{intl.formatMessage(testListMessages.ctaText)}</p>
        <Link
          to={localePath(locale, '/talent-test?price=free')}
          className="mt-6 inline-flex rounded-lg bg-white px-5 py-2.5 font-semibold text-teal-800 shadow-sm hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {intl.formatMessage(testListMessages.ctaButton)}
        </Link>
      </section>
    </div>
  );
}

/** The list's load failure (§8): "error loading tests, try again". */
export function TalentTestsLoadError() {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <EmptyState
      title={intl.formatMessage(testListMessages.title)}
      text={intl.formatMessage(testListMessages.loadError)}
      action={
        <button type="button" className={primaryButtonClass} onClick={() => void navigate(0)}>
          {intl.formatMessage(testListMessages.tryAgain)}
        </button>
      }
    />
  );
}
