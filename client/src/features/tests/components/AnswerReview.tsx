import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type {
  AnswerReview_session$data,
  AnswerReview_session$key,
} from '../../../__generated__/AnswerReview_session.graphql';
import { resultMessages } from '../messages';

const card =
  'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm break-inside-avoid print:border-slate-400 print:shadow-none';

type Question = AnswerReview_session$data['questions'][number];

/**
 * The taker's answers. A practice test shows each with the right answer and the explanation. A test that gives
 * certificates may be taken again, so the graph never gives its key: the taker sees how their answers went in each
 * category instead.
 */
export function AnswerReview({ session }: { session: AnswerReview_session$key }) {
  const intl = useIntl();
  const { test, result, questions } = useFragment(
    graphql`
      fragment AnswerReview_session on TestSession {
        test {
          practice
        }
        result {
          kind
          categories {
            key
            name
            correct
            wrong
            unanswered
            total
          }
        }
        questions {
          position
          prompt
          options {
            key
            text
          }
          answerChoices
          answerValue
          correct
          correctChoices
          correctValue
          explanation
        }
      }
    `,
    session,
  );
  if (!result || result.kind === 'PERSONALITY') return null;
  const heading = (
    <h2 id="result-answers" className="text-lg font-bold text-slate-900">
      {intl.formatMessage(resultMessages.answersTitle)}
    </h2>
  );
  if (!test.practice)
    return (
      <section aria-labelledby="result-answers" className={card} data-testid="answers-by-category">
        {heading}
        <p className="mt-2 text-sm text-slate-700">{intl.formatMessage(resultMessages.keyWithheld)}</p>
        <ul className="mt-4 space-y-2">
          {result.categories.map((c) => (
            <li key={c.key} className="flex flex-wrap justify-between gap-x-3 text-sm">
              <span className="font-medium text-slate-900">{c.name}</span>
              <span className="text-slate-700">
                {intl.formatMessage(resultMessages.categoryCounts, {
                  correct: c.correct ?? 0,
                  wrong: c.wrong ?? 0,
                  unanswered: c.unanswered ?? 0,
                  total: c.total,
                })}
              </span>
            </li>
          ))}
        </ul>
      </section>
    );
  const optionText = (q: Question, keys: readonly string[]) =>
    intl.formatList(keys.map((k) => q.options.find((o) => o.key === k)?.text ?? k));
  return (
    <section aria-labelledby="result-answers" className={card}>
      {heading}
      <ol className="mt-4 space-y-4">
        {questions.map((q) => {
          const answered = q.answerChoices != null || q.answerValue != null;
          return (
            <li key={q.position} className="border-b border-slate-100 pb-4 break-inside-avoid last:border-0">
              <p className="flex items-start justify-between gap-3">
                <span className="leading-8 whitespace-pre-line text-slate-900">
                  {intl.formatMessage(resultMessages.numbered, { n: q.position + 1, text: q.prompt })}
                </span>
                <span
                  className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${q.correct ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-800'}`}
                >
                  {intl.formatMessage(
                    answered
                      ? q.correct
                        ? resultMessages.right
                        : resultMessages.wrong
                      : resultMessages.unanswered,
                  )}
                </span>
              </p>
              {answered ? (
                <p className="mt-1 text-sm text-slate-600">
                  {intl.formatMessage(resultMessages.yourAnswer, {
                    answer: q.answerChoices
                      ? optionText(q, q.answerChoices)
                      : intl.formatNumber(q.answerValue!),
                  })}
                </p>
              ) : null}
              {!q.correct && (q.correctChoices || q.correctValue != null) ? (
                <p className="mt-1 text-sm font-medium text-emerald-800">
                  {intl.formatMessage(resultMessages.rightAnswer, {
                    answer: q.correctChoices
                      ? optionText(q, q.correctChoices)
                      : intl.formatNumber(q.correctValue!),
                  })}
                </p>
              ) : null}
              {q.explanation ? <p className="mt-1 text-sm text-slate-700">{q.explanation}</p> : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
