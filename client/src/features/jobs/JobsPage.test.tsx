import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay/hooks';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import JobsPageQuery, {
  type JobsPageQuery as JobsPageQueryType,
} from '../../__generated__/JobsPageQuery.graphql';
import type { Locale } from '../../app/locale';
import { I18nProvider } from '../../i18n/I18nProvider';
import en from '../../i18n/lang/en.json';
import fa from '../../i18n/lang/fa.json';
import { jobSearchVariables, readJobSearch } from './jobSearch';
import { JobsPage } from './JobsPage';

interface Answer {
  totalCount?: number;
  totalCountIsExact?: boolean;
  matchedBy?: 'ALL' | 'WORDS' | 'PREFIXES' | 'SIMILAR';
  jobs?: number;
  exactFacets?: boolean;
}

function answer(operation: OperationDescriptor, result: Answer) {
  let job = 0;
  return MockPayloadGenerator.generate(operation, {
    QueryJobsConnection: () => ({
      totalCount: result.totalCount ?? 3,
      totalCountIsExact: result.totalCountIsExact ?? true,
      matchedBy: result.matchedBy ?? 'ALL',
      edges: Array.from({ length: result.jobs ?? 3 }, () => ({})),
      pageInfo: { hasNextPage: false, endCursor: null },
    }),
    JobFacets: () => ({
      types: [
        { value: 'REMOTE', count: 7 },
        { value: 'FULL_TIME', count: 12 },
      ],
      experienceLevels: [
        { value: 'SENIOR', count: 4 },
        { value: 'MID', count: 1234 },
      ],
      places: [
        { value: { id: 'tehran', name: 'Tehran' }, count: 9 },
        { value: { id: 'baku', name: 'Baku' }, count: 2 },
      ],
      postedWithin: [
        { value: 3, count: 1 },
        { value: 30, count: 11 },
      ],
      exact: result.exactFacets ?? true,
    }),
    Job: () => {
      job += 1;
      return {
        id: `job-${job}`,
        slug: `job-${job}`,
        title: `Job ${job}`,
        language: 'en',
        postedAt: '2025-05-01T10:00:00.000Z',
        salary: null,
      };
    },
  });
}

function renderPage(path: string, result: Answer = {}, locale: Locale = 'en') {
  const environment = createMockEnvironment();
  const router = createMemoryRouter(
    [
      {
        path: `/${locale}/jobs`,
        loader: ({ request }) => ({
          queryRef: loadQuery<JobsPageQueryType>(
            environment,
            JobsPageQuery,
            jobSearchVariables(readJobSearch(new URL(request.url).searchParams)),
          ),
        }),
        HydrateFallback: () => null,
        element: (
          <I18nProvider locale={locale} messages={{ en, fa, az: en }[locale]}>
            <JobsPage />
          </I18nProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
  /** Answers every request sent so far (route loaders send them straight to the network). */
  const respond = async (override: Answer = {}) => {
    await act(async () => {});
    const operations = environment.mock.getAllOperations();
    for (const operation of operations)
      act(() => environment.mock.resolve(operation, answer(operation, { ...result, ...override })));
    return operations.map((operation) => operation.request.variables);
  };
  return { router, respond };
}

const filters = () => screen.getByRole('complementary');

describe('JobsPage', () => {
  it('loads the search in the address and shows it in the controls', async () => {
    const { respond } = renderPage('/en/jobs?q=react&level=SENIOR&posted=3&salaryMin=300000000&sort=OLDEST');
    const [variables] = await respond();
    expect(await screen.findByText('3 jobs found')).toBeInTheDocument();
    expect(variables).toEqual({
      first: 12,
      search: 'react',
      filter: { experienceLevels: ['SENIOR'], salaryMinRials: 300_000_000, postedWithinDays: 3 },
      orderBy: 'OLDEST',
    });
    expect(screen.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('react');
    expect(within(filters()).getByRole('checkbox', { name: /^Senior/ })).toBeChecked();
    expect(within(filters()).getByRole('radio', { name: /^Last 3 days/ })).toBeChecked();
    expect(within(filters()).getByRole('textbox', { name: 'At least' })).toHaveValue('300,000,000');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('OLDEST');
  });

  it('shows facet counts beside the options', async () => {
    await renderPage('/en/jobs').respond();
    await screen.findByText('3 jobs found');
    const panel = filters();
    expect(within(panel).getByRole('checkbox', { name: 'Remote (7)' })).toBeInTheDocument();
    expect(within(panel).getByRole('checkbox', { name: 'Hybrid (0)' })).toBeInTheDocument();
    expect(within(panel).getByRole('checkbox', { name: 'Mid level (1,234)' })).toBeInTheDocument();
    expect(within(panel).getByRole('checkbox', { name: 'Tehran (9)' })).toBeInTheDocument();
    expect(within(panel).getByRole('radio', { name: 'Last 30 days (11)' })).toBeInTheDocument();
    expect(within(panel).getByRole('radio', { name: 'Any time' })).toBeChecked();
  });

  it('marks counts taken over the first matches only as lower bounds', async () => {
    await renderPage('/en/jobs', { exactFacets: false }).respond();
    await screen.findByText('3 jobs found');
    expect(within(filters()).getByRole('checkbox', { name: 'Remote (7+)' })).toBeInTheDocument();
    expect(within(filters()).getByRole('checkbox', { name: 'Hybrid' })).toBeInTheDocument();
  });

  it('counts in Persian digits on the Persian page', async () => {
    await renderPage('/fa/jobs', { totalCount: 1000, totalCountIsExact: false }, 'fa').respond();
    expect(await screen.findByText('۱٬۰۰۰+ آگهی یافت شد')).toBeInTheDocument();
    expect(within(filters()).getByRole('checkbox', { name: 'دورکاری (۷)' })).toBeInTheDocument();
  });

  it('puts a ticked filter and a submitted search in the address, keeping each other', async () => {
    const user = userEvent.setup();
    const { router, respond } = renderPage('/en/jobs?q=react');
    await respond();
    await screen.findByText('3 jobs found');

    await user.click(within(filters()).getByRole('checkbox', { name: /^Remote/ }));
    expect(router.state.location.search).toBe('?q=react&type=REMOTE');
    // The box is ticked at once; the results say they are updating until the new ones arrive.
    expect(within(filters()).getByRole('checkbox', { name: /^Remote/ })).toBeChecked();
    const results = screen.getByRole('region', { name: '3 jobs found' });
    expect(results).toHaveAttribute('aria-busy', 'true');
    await respond({ totalCount: 7 });
    expect(await screen.findByRole('region', { name: '7 jobs found' })).toHaveAttribute('aria-busy', 'false');

    const box = screen.getByRole('searchbox', { name: 'Search jobs' });
    await user.clear(box);
    await user.type(box, 'node');
    expect(router.state.location.search).toBe('?q=react&type=REMOTE');
    await user.keyboard('{Enter}');
    expect(router.state.location.search).toBe('?q=node&type=REMOTE');
    expect((await respond({ totalCount: 42 })).at(-1)).toEqual({
      first: 12,
      search: 'node',
      filter: { types: ['REMOTE'] },
      orderBy: null,
    });
    expect(await screen.findByText('42 jobs found')).toBeInTheDocument();

    await act(() => router.navigate(-1));
    await respond();
    expect(router.state.location.search).toBe('?q=react&type=REMOTE');
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('react'));
    expect(within(filters()).getByRole('checkbox', { name: /^Remote/ })).toBeChecked();
  });

  it('keeps every change made while the results are still loading', async () => {
    const user = userEvent.setup();
    const { router, respond } = renderPage('/en/jobs');
    await respond();
    await screen.findByText('3 jobs found');
    await user.click(within(filters()).getByRole('checkbox', { name: /^Remote/ }));
    await user.click(within(filters()).getByRole('checkbox', { name: /^Senior/ }));
    await user.click(within(filters()).getByRole('radio', { name: /^Last 7 days/ }));
    expect(router.state.location.search).toBe('?type=REMOTE&level=SENIOR&posted=7');
  });

  it('takes salaries in Toman on the Persian page and sends rials', async () => {
    const user = userEvent.setup();
    const { router, respond } = renderPage('/fa/jobs', {}, 'fa');
    await respond();
    await screen.findByText('۳ آگهی یافت شد');
    await user.type(within(filters()).getByRole('textbox', { name: 'حداقل' }), '۳۰٬۰۰۰٬۰۰۰');
    await user.click(within(filters()).getByRole('button', { name: 'اعمال حقوق' }));
    expect(router.state.location.search).toBe('?salaryMin=300000000');
  });

  it('adds and removes skills as chips', async () => {
    const user = userEvent.setup();
    const { router, respond } = renderPage('/en/jobs');
    await respond();
    await screen.findByText('3 jobs found');
    await user.type(within(filters()).getByRole('textbox', { name: /^Skills/ }), 'React{Enter}');
    expect(router.state.location.search).toBe('?skill=React');
    await respond();
    await user.click(await within(filters()).findByRole('button', { name: 'Remove skill React' }));
    expect(router.state.location.search).toBe('');
  });

  it('tells when only similar titles were found', async () => {
    await renderPage('/en/jobs?q=devloper', { matchedBy: 'SIMILAR' }).respond();
    expect(
      await screen.findByText('No exact matches for “devloper”. Showing jobs with similar titles instead.'),
    ).toBeInTheDocument();
  });

  it('says only that nothing was found when even the similar titles found nothing', async () => {
    await renderPage('/en/jobs?q=zzz', { matchedBy: 'SIMILAR', totalCount: 0, jobs: 0 }).respond();
    expect(await screen.findByRole('heading', { name: 'No jobs match “zzz”' })).toBeInTheDocument();
    expect(screen.queryByText(/similar titles/)).not.toBeInTheDocument();
  });

  it('suggests removing filters or the search when nothing matched', async () => {
    await renderPage('/en/jobs?q=zzz&level=LEAD', { totalCount: 0, jobs: 0 }).respond();
    expect(await screen.findByRole('heading', { name: 'No jobs match “zzz”' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/en/jobs?q=zzz');
    expect(screen.getByRole('link', { name: 'Clear the search' })).toHaveAttribute(
      'href',
      '/en/jobs?level=LEAD',
    );
  });

  it('offers "most relevant" only while searching, and a new order applies at once', async () => {
    const user = userEvent.setup();
    const { router, respond } = renderPage('/en/jobs');
    await respond();
    await screen.findByText('3 jobs found');
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('NEWEST');
    expect(within(sort).queryByRole('option', { name: 'Most relevant' })).not.toBeInTheDocument();
    expect(within(sort).getByRole('option', { name: 'Highest salary' })).toBeInTheDocument();
    await user.selectOptions(sort, 'Highest salary');
    expect(router.state.location.search).toBe('?sort=SALARY_HIGHEST');
  });
});
