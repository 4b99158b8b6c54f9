import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Navigate, useLoaderData, useNavigate } from 'react-router';
import type { TestSessionPageQuery } from '../../__generated__/TestSessionPageQuery.graphql';
import { useLocale } from '../../app/LocaleContext';
import { localePath } from '../../app/locale';
import { PageMeta } from '../../app/PageMeta';
import { PageSpinner } from '../../app/PageSpinner';
import { primaryButtonClass, secondaryButtonClass } from '../../ui/buttons';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { type Answer, QuestionInput } from './components/QuestionInput';
import { sessionMessages } from './messages';
import { useAnswerTestQuestionMutation } from './mutations/useAnswerTestQuestionMutation';
import { useFinishTestSessionMutation } from './mutations/useFinishTestSessionMutation';
import { useReportTestSignalMutation } from './mutations/useReportTestSignalMutation';
import { useVisitTestQuestionMutation } from './mutations/useVisitTestQuestionMutation';
import { clockText, useCountdown } from './useCountdown';

export interface TestSessionPageLoaderData {
  queryRef: PreloadedQuery<TestSessionPageQuery>;
}

type Question = NonNullable<TestSessionPageQuery['response']['testSession']>['questions'][number];

function answerOf(q: Question): Answer | null {
  if (q.answerChoices) return { choices: [...q.answerChoices] };
  if (q.answerValue !== null && q.answerValue !== undefined) return { value: q.answerValue };
  if (q.answerScale !== null && q.answerScale !== undefined) return { scale: q.answerScale };
  return null;
}

function Session({ queryRef }: TestSessionPageLoaderData) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const { testSession: session } = usePreloadedQuery<TestSessionPageQuery>(
    graphql`
      query TestSessionPageQuery($token: String!) {
        testSession(token: $token) {
          token
          status
          total
          answeredCount
          position
          remainingSeconds
          test {
            title
          }
          questions {
            position
            category
            prompt
            answerChoices
            answerValue
            answerScale
            ...QuestionInput_question
          }
        }
      }
    `,
    queryRef,
  );
  const [position, setPosition] = useState(() => session?.position ?? 0);
  const [answers, setAnswers] = useState<Record<number, Answer | null>>(() =>
    Object.fromEntries((session?.questions ?? []).map((q) => [q.position, answerOf(q)])),
  );
  const [saveState, setSaveState] = useState<'idle' | 'saving' | 'saved' | 'error'>('idle');
  const [timeUp, setTimeUp] = useState(false);
  const [commitAnswer] = useAnswerTestQuestionMutation();
  const [commitVisit] = useVisitTestQuestionMutation();
  const [commitFinish, finishing] = useFinishTestSessionMutation();
  const [commitSignal] = useReportTestSignalMutation();
  const token = session?.token ?? '';
  const resultsPath = localePath(locale, `/panel/tests/results/${token}`);

  const finish = useCallback(() => {
    commitFinish({
      variables: { input: { token } },
      onCompleted: () => void navigate(resultsPath, { replace: true }),
      onError: () => void navigate(resultsPath, { replace: true }),
    });
  }, [commitFinish, navigate, resultsPath, token]);

  // The page's clock may run a moment ahead of the server's: the session is ended just after the deadline, so
  // the server sees the time run out (and its worker ends it anyway if the page is gone).
  const onZero = useCallback(() => {
    setTimeUp(true);
    setTimeout(finish, 1_500);
  }, [finish]);
  const left = useCountdown(session?.remainingSeconds ?? 0, onZero);

  // The session remembers the question on screen, so a reload or another device opens it.
  const visited = useRef(-1);
  useEffect(() => {
    if (!token || visited.current === position) return;
    visited.current = position;
    commitVisit({ variables: { input: { token, position } } });
  }, [commitVisit, position, token]);

  // Integrity signals: recorded and shown with the results, never a verdict.
  useEffect(() => {
    if (!token) return;
    const signal = (kind: 'TAB_HIDDEN' | 'PASTE' | 'FULLSCREEN_EXIT') =>
      commitSignal({ variables: { input: { token, signal: kind } } });
    const onVisibility = () => document.visibilityState === 'hidden' && signal('TAB_HIDDEN');
    const onPaste = () => signal('PASTE');
    const onFullscreen = () => !document.fullscreenElement && signal('FULLSCREEN_EXIT');
    document.addEventListener('visibilitychange', onVisibility);
    document.addEventListener('paste', onPaste);
    document.addEventListener('fullscreenchange', onFullscreen);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      document.removeEventListener('paste', onPaste);
      document.removeEventListener('fullscreenchange', onFullscreen);
    };
  }, [commitSignal, token]);

  if (!session) return <EmptyState text={intl.formatMessage(sessionMessages.invalidSession)} />;
  if (session.status !== 'IN_PROGRESS') return <Navigate to={resultsPath} replace />;

  const question = session.questions.find((q) => q.position === position) ?? session.questions[0]!;
  const answered = Object.values(answers).filter(Boolean).length;
  const save = (answer: Answer) => {
    setAnswers((all) => ({ ...all, [question.position]: answer }));
    setSaveState('saving');
    commitAnswer({
      variables: { input: { token, position: question.position, ...answer } },
      onCompleted: ({ answerTestQuestion: result }) => {
        if (result.__typename === 'MutationAnswerTestQuestionSuccess') return setSaveState('saved');
        if (result.__typename === 'ConflictError') return finish();
        setSaveState('error');
      },
      onError: () => setSaveState('error'),
    });
  };
  const go = (next: number) => {
    setSaveState('idle');
    setPosition(Math.min(Math.max(next, 0), session.total - 1));
  };
  const urgent = left <= 60;

  return (
    <div className="space-y-6">
      <PageMeta
        page={intl.formatMessage(sessionMessages.documentTitle, { title: session.test.title })}
        description={session.test.title}
        noindex
      />
      <header className="sticky top-0 z-10 -mx-4 flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-white/95 px-4 py-3 backdrop-blur">
        <div>
          <h1 className="text-lg font-bold text-slate-900">{session.test.title}</h1>
          <p className="text-sm text-slate-600">
            {intl.formatMessage(sessionMessages.answeredCount, { answered, total: session.total })}
          </p>
        </div>
        <div className="flex items-center gap-3">
          <p
            className={`rounded-lg px-3 py-1.5 font-mono text-lg font-bold tabular-nums ${urgent ? 'bg-red-50 text-red-700' : 'bg-slate-100 text-slate-900'}`}
            role="timer"
            aria-live={urgent ? 'assertive' : 'off'}
          >
            <span className="sr-only">{intl.formatMessage(sessionMessages.remaining)} </span>
            <span dir="ltr">{clockText(left, intl.formatNumber)}</span>
          </p>
          <ConfirmDialog
            trigger={intl.formatMessage(sessionMessages.exit)}
            title={intl.formatMessage(sessionMessages.exitTitle)}
            message={intl.formatMessage(sessionMessages.exitText)}
            confirmLabel={intl.formatMessage(sessionMessages.exitConfirm)}
            pendingLabel={intl.formatMessage(sessionMessages.exitConfirm)}
            cancelLabel={intl.formatMessage(sessionMessages.stay)}
            isPending={false}
            onConfirm={() => void navigate(localePath(locale, '/panel/tests'))}
          />
        </div>
      </header>
      {timeUp ? (
        <p role="alert" className="rounded-lg bg-amber-50 p-4 text-amber-900">
          {intl.formatMessage(sessionMessages.timeUp)}
        </p>
      ) : null}
      <section
        aria-labelledby="question-heading"
        className="space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <p id="question-heading" className="text-sm font-semibold text-teal-700">
          {intl.formatMessage(sessionMessages.questionOf, { n: question.position + 1, total: session.total })}
          <span className="ms-2 font-normal text-slate-500">{question.category}</span>
        </p>
        <p className="text-lg leading-9 whitespace-pre-line text-slate-900">{question.prompt}</p>
        <QuestionInput
          key={question.position}
          question={question}
          answer={answers[question.position] ?? null}
          disabled={timeUp || finishing}
          onAnswer={save}
        />
        <p
          aria-live="polite"
          className={`min-h-5 text-sm ${saveState === 'error' ? 'text-red-700' : 'text-slate-500'}`}
        >
          {saveState === 'saving'
            ? intl.formatMessage(sessionMessages.saving)
            : saveState === 'saved'
              ? intl.formatMessage(sessionMessages.saved)
              : saveState === 'error'
                ? intl.formatMessage(sessionMessages.answerError)
                : ''}
        </p>
      </section>
      <nav className="flex flex-wrap items-center justify-between gap-3">
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={position === 0}
          onClick={() => go(position - 1)}
        >
          {intl.formatMessage(sessionMessages.previous)}
        </button>
        {position < session.total - 1 ? (
          <button type="button" className={primaryButtonClass} onClick={() => go(position + 1)}>
            {intl.formatMessage(sessionMessages.next)}
          </button>
        ) : null}
        <ConfirmDialog
          trigger={intl.formatMessage(sessionMessages.finish)}
          title={intl.formatMessage(sessionMessages.finishTitle)}
          message={intl.formatMessage(sessionMessages.finishText, { unanswered: session.total - answered })}
          confirmLabel={intl.formatMessage(sessionMessages.finish)}
          pendingLabel={intl.formatMessage(sessionMessages.finishing)}
          cancelLabel={intl.formatMessage(sessionMessages.stay)}
          isPending={finishing}
          onConfirm={finish}
        />
      </nav>
      <nav aria-label={intl.formatMessage(sessionMessages.jumpTo)}>
        <ol className="flex flex-wrap gap-2">
          {session.questions.map((q) => (
            <li key={q.position}>
              <button
                type="button"
                aria-current={q.position === position ? 'step' : undefined}
                aria-label={intl.formatMessage(sessionMessages.jumpToQuestion, { n: q.position + 1 })}
                onClick={() => go(q.position)}
                className={`size-9 rounded-lg border text-sm font-semibold tabular-nums ${
                  q.position === position
                    ? 'border-teal-700 bg-teal-700 text-white'
                    : answers[q.position]
                      ? 'border-teal-200 bg-teal-50 text-teal-900'
                      : 'border-slate-200 bg-white text-slate-700'
                }`}
              >
                {intl.formatNumber(q.position + 1)}
              </button>
            </li>
          ))}
        </ol>
      </nav>
    </div>
  );
}

/** `/panel/tests/session/{token}`: one question at a time against the server's clock (§2, §4). */
export function TestSessionPage() {
  const { queryRef } = useLoaderData() as TestSessionPageLoaderData;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Session queryRef={queryRef} />
    </Suspense>
  );
}
