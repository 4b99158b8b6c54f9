import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData } from 'react-router';
import type { TestResultsPageQuery } from '../../__generated__/TestResultsPageQuery.graphql';
import { useLocale } from '../../app/LocaleContext';
import { localePath } from '../../app/locale';
import { PageMeta } from '../../app/PageMeta';
import { PageSpinner } from '../../app/PageSpinner';
import { primaryButtonClass, secondaryButtonClass } from '../../ui/buttons';
import { EmptyState } from '../../ui/EmptyState';
import { AnswerReview } from './components/AnswerReview';
import { PercentBars, TraitRadar } from './components/ResultCharts';
import { ResultSummary } from './components/ResultSummary';
import { resultMessages, sessionMessages } from './messages';
import { reportLine } from './reportLine';

export interface TestResultsPageLoaderData {
  queryRef: PreloadedQuery<TestResultsPageQuery>;
}

const card =
  'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm break-inside-avoid print:border-slate-400 print:shadow-none';
const heading = 'text-lg font-bold text-slate-900';
const RISK_STYLES = {
  LOW: 'bg-emerald-50 text-emerald-800',
  MEDIUM: 'bg-amber-50 text-amber-900',
  HIGH: 'bg-red-50 text-red-800',
};

function Results({ queryRef }: TestResultsPageLoaderData) {
  const intl = useIntl();
  const locale = useLocale();
  const { testSession: session } = usePreloadedQuery<TestResultsPageQuery>(
    graphql`
      query TestResultsPageQuery($token: String!, $reportKey: String) {
        testSession(token: $token, reportKey: $reportKey) {
          token
          status
          startedAt
          taker {
            displayName
          }
          reportDueAt
          reportSentAt
          reportFailure
          test {
            title
            practice
          }
          certificate {
            code
          }
          ...ResultSummary_session
          ...AnswerReview_session
          integrity {
            risk
            tabHidden
            pastes
            fastAnswers
          }
          result {
            kind
            categories {
              key
              name
              percent
            }
            skills {
              key
              name
              percent
            }
            strengths {
              key
              name
              percent
            }
            weaknesses {
              key
              name
              percent
            }
            nextSteps
            careers {
              key
              name
              match
            }
            consistency {
              score
              pairs
              longestRun
              flatRun
              contradictions {
                first
                second
              }
            }
          }
        }
      }
    `,
    queryRef,
  );
  if (!session) return <EmptyState text={intl.formatMessage(sessionMessages.invalidSession)} />;
  const result = session.result;
  if (!result)
    return (
      <EmptyState
        text={intl.formatMessage(resultMessages.notScored)}
        action={
          <Link
            to={localePath(locale, `/panel/tests/session/${session.token}`)}
            className={primaryButtonClass}
          >
            {intl.formatMessage(resultMessages.backToSession)}
          </Link>
        }
      />
    );
  const personality = result.kind === 'PERSONALITY';
  const pct = (value: number) =>
    intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 1 });
  const named = (items: readonly { key: string; name: string; percent: number }[]) =>
    items.length ? (
      <ul className="space-y-1">
        {items.map((item) => (
          <li key={item.key} className="flex justify-between gap-3">
            <span>{item.name}</span>
            <span className="tabular-nums text-slate-600">{pct(item.percent)}</span>
          </li>
        ))}
      </ul>
    ) : (
      <p className="text-slate-600">{intl.formatMessage(resultMessages.none)}</p>
    );
  const noCertificate = personality
    ? resultMessages.noCertificateProfile
    : session.test.practice
      ? resultMessages.noCertificatePractice
      : resultMessages.noCertificate;
  return (
    <div className="space-y-6 print:space-y-4" data-report="ready">
      <PageMeta
        page={intl.formatMessage(resultMessages.documentTitle, { title: session.test.title })}
        description={session.test.title}
        noindex
      />
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <p className="text-sm font-semibold text-teal-700">{intl.formatMessage(resultMessages.title)}</p>
          <h1 className="text-3xl font-extrabold text-slate-900">{session.test.title}</h1>
          <p className="text-sm text-slate-600">
            {intl.formatMessage(resultMessages.takenBy, {
              name: session.taker.displayName,
              when: intl.formatDate(session.startedAt, { dateStyle: 'long', timeStyle: 'short' }),
            })}
          </p>
        </div>
        <div className="flex gap-3 print:hidden">
          <Link to={localePath(locale, '/panel/tests')} className={secondaryButtonClass}>
            {intl.formatMessage(resultMessages.myTests)}
          </Link>
          <button type="button" className={secondaryButtonClass} onClick={() => window.print()}>
            {intl.formatMessage(resultMessages.print)}
          </button>
        </div>
      </header>
      {session.status === 'TIMED_OUT' ? (
        <p className="rounded-lg bg-amber-50 p-4 text-amber-900">
          {intl.formatMessage(resultMessages.timedOut)}
        </p>
      ) : null}
      <ResultSummary session={session} />
      <div className="grid gap-6 lg:grid-cols-2 print:grid-cols-1">
        <section aria-labelledby="result-categories" className={card}>
          <h2 id="result-categories" className={heading}>
            {intl.formatMessage(personality ? resultMessages.traitsTitle : resultMessages.categoriesTitle)}
          </h2>
          {personality ? <TraitRadar items={result.categories} /> : null}
          <PercentBars items={result.categories} label={intl.formatMessage(resultMessages.categoriesTitle)} />
        </section>
        {!personality ? (
          <section aria-labelledby="result-skills" className={card}>
            <h2 id="result-skills" className={heading}>
              {intl.formatMessage(resultMessages.skillsTitle)}
            </h2>
            <PercentBars items={result.skills} label={intl.formatMessage(resultMessages.skillsTitle)} />
          </section>
        ) : null}
      </div>
      <div className="grid gap-6 md:grid-cols-2 print:grid-cols-2">
        <section aria-labelledby="result-strengths" className={card}>
          <h2 id="result-strengths" className={heading}>
            {intl.formatMessage(resultMessages.strengthsTitle)}
          </h2>
          <div className="mt-3">{named(result.strengths)}</div>
        </section>
        <section aria-labelledby="result-weaknesses" className={card}>
          <h2 id="result-weaknesses" className={heading}>
            {intl.formatMessage(resultMessages.weaknessesTitle)}
          </h2>
          <div className="mt-3">{named(result.weaknesses)}</div>
        </section>
      </div>
      <section aria-labelledby="result-careers" className={card}>
        <h2 id="result-careers" className={heading}>
          {intl.formatMessage(resultMessages.careersTitle)}
        </h2>
        <ul className="mt-3 space-y-3">
          {result.careers.map((career) => (
            <li key={career.key}>
              <div className="flex justify-between gap-3 text-sm">
                <span className="font-medium text-slate-900">{career.name}</span>
                <span className="tabular-nums text-slate-600">
                  {intl.formatMessage(resultMessages.match, { value: career.match })}
                </span>
              </div>
              <div className="mt-1 h-2 rounded-full bg-slate-100" aria-hidden="true">
                <div
                  className="h-2 rounded-full bg-teal-600 print:bg-slate-700"
                  style={{ width: `${career.match}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
      </section>
      {result.nextSteps.length ? (
        <section aria-labelledby="result-next" className={card}>
          <h2 id="result-next" className={heading}>
            {intl.formatMessage(resultMessages.nextStepsTitle)}
          </h2>
          <ul className="mt-3 list-inside list-disc space-y-1 text-slate-800">
            {result.nextSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="result-consistency" className={card}>
        <h2 id="result-consistency" className={heading}>
          {intl.formatMessage(resultMessages.consistencyTitle)}
        </h2>
        <p className="mt-2 text-slate-800">
          {result.consistency.score == null
            ? intl.formatMessage(resultMessages.consistencyNone)
            : intl.formatMessage(resultMessages.consistencyScore, {
                value: result.consistency.score,
                pairs: result.consistency.pairs,
              })}
        </p>
        {result.consistency.flatRun ? (
          <p className="mt-2 text-amber-900">
            {intl.formatMessage(resultMessages.flatRun, { count: result.consistency.longestRun })}
          </p>
        ) : null}
        <h3 className="mt-4 font-semibold text-slate-900">
          {intl.formatMessage(resultMessages.contradictionsTitle)}
        </h3>
        {result.consistency.contradictions.length ? (
          <ul className="mt-2 space-y-2">
            {result.consistency.contradictions.map((c) => (
              <li
                key={`${c.first}|${c.second}`}
                className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800"
              >
                <p>{intl.formatMessage(resultMessages.quoted, { text: c.first })}</p>
                <p className="mt-1">{intl.formatMessage(resultMessages.quoted, { text: c.second })}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-slate-600">{intl.formatMessage(resultMessages.noContradictions)}</p>
        )}
      </section>
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="result-integrity" className={card}>
          <h2 id="result-integrity" className={heading}>
            {intl.formatMessage(resultMessages.integrityTitle)}
          </h2>
          <p
            className={`mt-2 inline-block rounded-full px-3 py-1 text-sm font-semibold ${RISK_STYLES[session.integrity.risk as keyof typeof RISK_STYLES] ?? ''}`}
          >
            {intl.formatMessage(resultMessages[`risk${session.integrity.risk}` as 'riskLOW'])}
          </p>
          <ul className="mt-3 space-y-1 text-sm text-slate-700">
            <li>{intl.formatMessage(resultMessages.tabHidden, { count: session.integrity.tabHidden })}</li>
            <li>{intl.formatMessage(resultMessages.pastes, { count: session.integrity.pastes })}</li>
            <li>
              {intl.formatMessage(resultMessages.fastAnswers, { count: session.integrity.fastAnswers })}
            </li>
          </ul>
          <p className="mt-3 text-xs text-slate-500">{intl.formatMessage(resultMessages.integrityNote)}</p>
        </section>
        <section aria-labelledby="result-certificate" className={card}>
          <h2 id="result-certificate" className={heading}>
            {intl.formatMessage(resultMessages.certificateTitle)}
          </h2>
          {session.certificate ? (
            <p className="mt-2 flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <Link
                to={localePath(locale, `/certificates/${session.certificate.code}`)}
                className="font-semibold text-teal-700 hover:underline"
              >
                {intl.formatMessage(resultMessages.certificateLink)}
              </Link>
              <span className="font-mono text-sm text-slate-600" dir="ltr">
                {session.certificate.code}
              </span>
            </p>
          ) : (
            <p className="mt-2 text-sm text-slate-700">{intl.formatMessage(noCertificate)}</p>
          )}
          {/* Not on paper: the printed page is the report itself. */}
          <p className="mt-2 text-sm text-slate-700 print:hidden">{reportLine(session, intl)}</p>
        </section>
      </div>
      <AnswerReview session={session} />
    </div>
  );
}

/** `/panel/tests/results/{token}`: the scored session, readable on screen and on paper (§2). */
export function TestResultsPage() {
  const { queryRef } = useLoaderData() as TestResultsPageLoaderData;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Results queryRef={queryRef} />
    </Suspense>
  );
}
