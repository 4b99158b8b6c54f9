import { screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { DailyChartTestQuery } from '../../../__generated__/DailyChartTestQuery.graphql';
import type { Locale } from '../../../app/locale';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { DailyChart } from './DailyChart';
import { TopList } from './TopList';

function TestRenderer() {
  const data = useLazyLoadQuery<DailyChartTestQuery>(
    graphql`
      query DailyChartTestQuery @relay_test_operation {
        analyticsSummary(from: "2026-11-21", to: "2026-11-23", timeZone: "Asia/Tehran") {
          ...DailyChart_summary
          topPaths {
            ...TopList_items
          }
        }
      }
    `,
    {},
  );
  return (
    <>
      <DailyChart summary={data.analyticsSummary} />
      <TopList title="Pages" empty="None" items={data.analyticsSummary.topPaths} />
    </>
  );
}

function renderChart(locale: Locale) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      AnalyticsSummary: () => ({
        from: '2026-11-21',
        to: '2026-11-23',
        visits: 1_250,
        clicks: 4,
        days: [
          { day: '2026-11-21', visits: 1_200, clicks: 1 },
          { day: '2026-11-22', visits: 0, clicks: 0 },
          { day: '2026-11-23', visits: 50, clicks: 3 },
        ],
        topPaths: [
          { value: '/fa/jobs', count: 1_000 },
          { value: '/fa/jobs/react-developer', count: 250 },
        ],
      }),
    }),
  );
  return renderWithProviders(
    <Suspense>
      <TestRenderer />
    </Suspense>,
    { locale, environment },
  );
}

describe('DailyChart', () => {
  it('says the period in Jalali dates and Persian digits, and lists the days with events as a table', async () => {
    renderChart('fa');
    expect(
      await screen.findByText(/از ۳۰ آبان ۱۴۰۵ تا ۲ آذر ۱۴۰۵: ۱٬۲۵۰ بازدید و ۴ کلیک/),
    ).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'روزبازدیدهاکلیک‌ها',
      '۳۰ آبان ۱۴۰۵۱٬۲۰۰۱',
      '۲ آذر ۱۴۰۵۵۰۳',
    ]);
    // The chart itself is for the eyes; its figures are in the table.
    expect(document.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(document.querySelector('svg title')?.textContent).toBe('۳۰ آبان ۱۴۰۵: ۱٬۲۰۰ بازدید، ۱ کلیک');
  });

  it('speaks English with Gregorian dates', async () => {
    renderChart('en');
    expect(
      await screen.findByText('From Nov 21, 2026 to Nov 23, 2026: 1,250 visits and 4 clicks.'),
    ).toBeInTheDocument();
  });
});

describe('TopList', () => {
  it('ranks the values with their counts, addresses left to right', async () => {
    renderChart('fa');
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['/fa/jobs۱٬۰۰۰', '/fa/jobs/react-developer۲۵۰']);
    expect(within(items[0]!).getByText('/fa/jobs')).toHaveAttribute('dir', 'ltr');
  });
});
