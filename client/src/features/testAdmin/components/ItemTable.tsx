import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { ItemTable_test$key } from '../../../__generated__/ItemTable_test.graphql';
import { difficultyMessages, kindMessages, testAdminMessages as m } from '../messages';

/** A test's bank with each item's figures over the finished sessions; an item's key opens its editor. */
export function ItemTable({
  test: testRef,
  selected,
}: {
  test: ItemTable_test$key;
  selected: string | null;
}) {
  const intl = useIntl();
  const test = useFragment(
    graphql`
      fragment ItemTable_test on Test {
        questions {
          key
          kind
          difficulty
          active
          sample
          category
        }
        itemStatistics {
          sessions
          minSessions
          items {
            key
            drawn
            answered
            right
            difficulty
            discrimination
          }
        }
      }
    `,
    testRef,
  );
  const stats = new Map((test.itemStatistics?.items ?? []).map((s) => [s.key, s]));
  const count = (n: number | null | undefined) =>
    n === null || n === undefined ? intl.formatMessage(m.notShown) : intl.formatNumber(n);
  const ratio = (n: number | null | undefined) =>
    n === null || n === undefined
      ? intl.formatMessage(m.notShown)
      : intl.formatNumber(n, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const questions = test.questions ?? [];
  const columns = [
    m.columnKey,
    m.columnAbout,
    m.columnDrawn,
    m.columnAnswered,
    m.columnRight,
    m.columnDifficulty,
    m.columnDiscrimination,
  ];
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">
        {intl.formatMessage(m.bankSummary, {
          count: questions.length,
          active: questions.filter((q) => q.active && !q.sample).length,
        })}
      </p>
      <p className="text-sm text-slate-600">
        {intl.formatMessage(m.statisticsIntro, {
          sessions: test.itemStatistics?.sessions ?? 0,
          min: test.itemStatistics?.minSessions ?? 0,
        })}
      </p>
      <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full text-sm" aria-label={intl.formatMessage(m.statistics)}>
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              {columns.map((c) => (
                <th key={c.id} scope="col" className="p-3 text-start font-medium">
                  {intl.formatMessage(c)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {questions.map((q) => {
              const s = stats.get(q.key);
              return (
                <tr
                  key={q.key}
                  data-item={q.key}
                  className={`border-t border-slate-100 ${selected === q.key ? 'bg-teal-50' : ''} ${q.active ? '' : 'text-slate-500'}`}
                >
                  <th scope="row" className="p-3 text-start font-normal">
                    <Link
                      to={`?item=${encodeURIComponent(q.key)}`}
                      className="font-mono text-teal-800 hover:underline"
                      dir="ltr"
                      aria-current={selected === q.key ? 'true' : undefined}
                    >
                      {q.key}
                    </Link>
                  </th>
                  <td className="max-w-md p-3">
                    <span className="flex flex-wrap gap-2 text-xs text-slate-600">
                      <span dir="ltr">{q.category}</span>
                      <span>
                        {intl.formatMessage(kindMessages[q.kind as keyof typeof kindMessages] ?? m.notShown)}
                      </span>
                      <span>
                        {intl.formatMessage(
                          difficultyMessages[q.difficulty as keyof typeof difficultyMessages] ?? m.notShown,
                        )}
                      </span>
                      {q.active ? null : (
                        <span className="font-semibold">{intl.formatMessage(m.retired)}</span>
                      )}
                      {q.sample ? (
                        <span className="font-semibold">{intl.formatMessage(m.sampleBadge)}</span>
                      ) : null}
                    </span>
                  </td>
                  <td className="p-3" data-stat="drawn">
                    {count(s?.drawn)}
                  </td>
                  <td className="p-3" data-stat="answered">
                    {count(s?.answered)}
                  </td>
                  <td className="p-3" data-stat="right">
                    {count(s?.right)}
                  </td>
                  <td className="p-3" data-stat="difficulty">
                    {ratio(s?.difficulty)}
                  </td>
                  <td className="p-3" data-stat="discrimination">
                    {ratio(s?.discrimination)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
