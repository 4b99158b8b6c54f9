import { screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Suspense } from 'react';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { ProjectReviewsTestQuery } from '../../__generated__/ProjectReviewsTestQuery.graphql';
import type { Locale } from '../../app/locale';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ProjectReviews } from './ProjectReviews';

function Harness() {
  const data = useLazyLoadQuery<ProjectReviewsTestQuery>(
    graphql`
      query ProjectReviewsTestQuery @relay_test_operation {
        portfolioProject(slug: "shop") {
          ...ProjectReviews_project
        }
      }
    `,
    {},
  );
  return data.portfolioProject ? <ProjectReviews project={data.portfolioProject} /> : null;
}

function renderReviews(locale: Locale, project: Record<string, unknown>) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, { PortfolioProject: () => project }),
  );
  return renderWithProviders(
    <Suspense>
      <Harness />
    </Suspense>,
    { locale, environment, path: `/${locale}/portfolio/shop` },
  );
}

describe('a project’s reviews', () => {
  it('shows its buyers’ mean rating, how many use it, and each review, in Persian', async () => {
    renderReviews('fa', {
      forSale: true,
      feedback: { reviewsCount: 2, ratingAverage: 4.5, users: 3 },
      reviews: [
        { id: 'r1', rating: 5, text: 'راه‌اندازی ساده بود.', createdAt: '2026-11-25T09:00:00.000Z' },
        { id: 'r2', rating: 4, text: '<b>good</b>', createdAt: '2026-11-20T09:00:00.000Z' },
      ],
    });
    const section = await screen.findByRole('region', { name: 'نظر خریداران' });
    expect(within(section).getByText('۴٫۵ از ۵، از ۲ نظر')).toBeInTheDocument();
    expect(within(section).getByText('۳ خریدار از آن استفاده می‌کنند')).toBeInTheDocument();
    expect(within(section).getByRole('img', { name: 'امتیاز ۴٫۵ از ۵' })).toHaveTextContent('★★★★★');
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    // Dates on the Persian calendar; a review's text is text, never markup.
    expect(within(items[0]!).getByText(/آذر ۱۴۰۵/)).toBeInTheDocument();
    expect(within(items[1]!).getByText('<b>good</b>')).toBeInTheDocument();
  });

  it('says where reviews come from on a project for sale without any, and shows nothing on one never sold', async () => {
    const empty = { feedback: { reviewsCount: 0, ratingAverage: null, users: 0 }, reviews: [] };
    const { unmount } = renderReviews('en', { ...empty, forSale: true });
    expect(await screen.findByText(/No reviews yet/)).toBeInTheDocument();
    unmount();
    renderReviews('en', { ...empty, forSale: false });
    expect(screen.queryByRole('region', { name: 'Buyers’ reviews' })).not.toBeInTheDocument();
  });
});
