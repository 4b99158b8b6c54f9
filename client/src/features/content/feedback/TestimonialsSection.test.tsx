import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import type { TestimonialsSectionTestQuery } from '../../../__generated__/TestimonialsSectionTestQuery.graphql';
import type { Locale } from '../../../app/locale';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { TestimonialsSection } from './TestimonialsSection';

vi.mock('altcha-lib', () => ({ solveChallenge: async () => ({ counter: 3, derivedKey: 'cd' }) }));
vi.mock('altcha-lib/algorithms/web/sha', () => ({
  deriveKey: async () => ({ derivedKey: new Uint8Array() }),
}));

const itemId = 'Q29udGVudEl0ZW06MQ==';

function TestRenderer() {
  const data = useLazyLoadQuery<TestimonialsSectionTestQuery>(
    graphql`
      query TestimonialsSectionTestQuery($itemId: ID!) @relay_test_operation {
        ...TestimonialsSection_query @arguments(itemId: $itemId)
      }
    `,
    { itemId },
  );
  return <TestimonialsSection query={data} itemId={itemId} />;
}

type Testimonial = { name: string; company: string | null; rating: number; text: string; createdAt: string };

/** The button that opens the form. */
const formTitle: Record<Locale, string> = {
  fa: 'تجربهٔ خود را بنویسید',
  en: 'Share your experience',
  az: 'Təcrübənizi bölüşün',
};

async function renderSection(
  locale: Locale,
  summary: { count: number; averageRating: number | null },
  testimonials: Testimonial[],
  hasNextPage = false,
) {
  const environment = createMockEnvironment();
  let index = 0;
  environment.mock.queueOperationResolver((operation) =>
    operation.request.node.operation.name === 'TestimonialsSectionTestQuery'
      ? MockPayloadGenerator.generate(operation, {
          TestimonialSummary: () => summary,
          QueryTestimonialsConnection: () => ({
            edges: testimonials.map((node, i) => ({ node: { id: `t${i}`, ...node } })),
            pageInfo: { hasNextPage, endCursor: 'cursor-1' },
          }),
          Testimonial: () => testimonials[index++] ?? testimonials[0],
        })
      : null,
  );
  const rendered = renderWithProviders(
    <Suspense fallback={<p>loading</p>}>
      <TestRenderer />
    </Suspense>,
    { locale, environment },
  );
  // The reader opens the form; it fetches its captcha (and its rules) once they first touch it.
  fireEvent.click(await screen.findByRole('button', { name: formTitle[locale] }));
  await waitFor(() =>
    expect(document.querySelector('[aria-labelledby="testimonial-form-title"]')).not.toBeNull(),
  );
  fireEvent.pointerDown(document.querySelector('[aria-labelledby="testimonial-form-title"]')!);
  await waitFor(() =>
    expect(environment.mock.getAllOperations().map((o) => o.request.node.operation.name)).toContain(
      'useCaptchaQuery',
    ),
  );
  const captcha = environment.mock
    .getAllOperations()
    .find((o) => o.request.node.operation.name === 'useCaptchaQuery')!;
  environment.mock.resolve(captcha, { data: { captchaChallenge: '{"parameters":{}}' } });
  return { ...rendered, environment };
}

const two: Testimonial[] = [
  {
    name: 'Sara Ahmadi',
    company: 'Ahmadi Co',
    rating: 5,
    text: 'They built our shop on time.',
    createdAt: '2026-03-21T09:00:00.000Z',
  },
  {
    name: 'Reza Karimi',
    company: null,
    rating: 4,
    text: 'Clear and kind.',
    createdAt: '2026-03-22T09:00:00.000Z',
  },
];

describe('TestimonialsSection', () => {
  it('shows the real count and average in Persian digits, each rating in words, and Jalali dates', async () => {
    await renderSection('fa', { count: 2, averageRating: 4.5 }, two);
    const section = await screen.findByRole('region', { name: 'نظر مشتریان ما' });
    expect(within(section).getByText('امتیاز ۴٫۵ از ۵ در ۲ نظر')).toBeInTheDocument();
    expect(within(section).getByRole('img', { name: '۵ از ۵: عالی' })).toBeInTheDocument();
    expect(within(section).getByRole('img', { name: '۴ از ۵: خیلی خوب' })).toBeInTheDocument();
    expect(within(section).getAllByText(/۱۴۰۵/)).toHaveLength(2);
  });

  it('says none are published yet, with no made-up rating', async () => {
    await renderSection('en', { count: 0, averageRating: null }, []);
    expect(
      await screen.findByText('No testimonials yet. Be the first to tell others about working with us.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/out of 5/)).toBeNull();
  });

  it('asks for the next page when more are wanted', async () => {
    const { environment } = await renderSection('en', { count: 21, averageRating: 4 }, two, true);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Show more testimonials' }));
    const next = environment.mock.getMostRecentOperation();
    expect(next.request.node.operation.name).toBe('TestimonialsSectionPaginationQuery');
    expect(next.request.variables).toMatchObject({ itemId, cursor: 'cursor-1', count: 20 });
  });

  it('words the problems of each field and asks to fix them before sending', async () => {
    await renderSection('en', { count: 0, averageRating: null }, []);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'Al');
    await user.type(screen.getByLabelText('E-mail or phone'), 'nobody');
    await user.type(screen.getByLabelText('Your experience'), 'short');
    await user.click(screen.getByRole('button', { name: 'Send testimonial' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fix the errors before submitting.');
    expect(screen.getByText('Name must be at least 3 characters.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid e-mail address or phone number.')).toBeInTheDocument();
    expect(screen.getByText('Choose a rating.')).toBeInTheDocument();
    expect(screen.getByText('Your experience must be 10 to 1,000 characters.')).toBeInTheDocument();
  });

  it('sends a rating chosen among five labelled levels, and says it is published after review', async () => {
    const { environment } = await renderSection('en', { count: 0, averageRating: null }, []);
    const user = userEvent.setup();
    expect(await screen.findByText('Checked: you are a person.')).toBeInTheDocument();
    const rating = screen.getByRole('group', { name: 'Your rating' });
    expect(
      within(rating)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['1★Poor', '2★Fair', '3★Good', '4★Very good', '5★Excellent']);
    await user.type(screen.getByLabelText('Name'), 'Sara Ahmadi');
    await user.type(screen.getByLabelText('E-mail or phone'), '09121110002');
    await user.click(within(rating).getByRole('radio', { name: /Very good/ }));
    await user.type(screen.getByLabelText('Your experience'), 'They built our shop on time.');
    await user.click(screen.getByRole('button', { name: 'Send testimonial' }));
    const mutation = environment.mock.getMostRecentOperation();
    expect(mutation.request.node.operation.name).toBe('TestimonialFormMutation');
    expect(mutation.request.variables.input).toMatchObject({
      itemId,
      name: 'Sara Ahmadi',
      contact: '09121110002',
      rating: 4,
      company: null,
      website: null,
    });
    expect(mutation.request.variables.input.captcha).toBeTruthy();
    environment.mock.resolve(mutation, {
      data: {
        submitTestimonial: {
          __typename: 'MutationSubmitTestimonialSuccess',
          data: { receivedAt: '2026-11-28T10:00:00.000Z' },
        },
      },
    });
    await waitFor(() =>
      expect(
        screen.getByText(/will be published after review/, { selector: '[role=status]' }),
      ).toBeInTheDocument(),
    );
  });
});
