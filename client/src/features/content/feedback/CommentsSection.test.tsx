import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import type { CommentsSectionTestQuery } from '../../../__generated__/CommentsSectionTestQuery.graphql';
import type { Locale } from '../../../app/locale';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { CommentsSection } from './CommentsSection';

vi.mock('altcha-lib', () => ({ solveChallenge: async () => ({ counter: 3, derivedKey: 'cd' }) }));
vi.mock('altcha-lib/algorithms/web/sha', () => ({
  deriveKey: async () => ({ derivedKey: new Uint8Array() }),
}));

const itemId = 'Q29udGVudEl0ZW06Mg==';

function TestRenderer() {
  const data = useLazyLoadQuery<CommentsSectionTestQuery>(
    graphql`
      query CommentsSectionTestQuery($itemId: ID!) @relay_test_operation {
        ...CommentsSection_query @arguments(itemId: $itemId)
      }
    `,
    { itemId },
  );
  return <CommentsSection query={data} itemId={itemId} />;
}

type Comment = {
  id: string;
  name: string;
  website: string | null;
  text: string;
  createdAt: string;
  replies: { id: string; text: string; createdAt: string }[];
};

/** The button that opens the form. */
const formTitle: Record<Locale, string> = {
  fa: 'دیدگاه خود را بنویسید',
  en: 'Leave a comment',
  az: 'Şərh yazın',
};

async function renderSection(locale: Locale, comments: Comment[]) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    operation.request.node.operation.name === 'CommentsSectionTestQuery'
      ? MockPayloadGenerator.generate(operation, {
          QueryCommentsConnection: () => ({
            totalCount: comments.length,
            edges: comments.map((node) => ({ node })),
            pageInfo: { hasNextPage: false, endCursor: null },
          }),
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
    expect(document.querySelector('[aria-labelledby="comment-form-title"]')).not.toBeNull(),
  );
  // The button that opened it is gone: focus is in the form's first field.
  await waitFor(() => expect(document.activeElement?.getAttribute('name')).toBe('name'));
  fireEvent.pointerDown(document.querySelector('[aria-labelledby="comment-form-title"]')!);
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

const hostile: Comment = {
  id: 'c1',
  name: 'Mallory',
  website: 'javascript:alert(1)',
  text: '<img src=x onerror=alert(1)>',
  createdAt: '2026-03-21T09:00:00.000Z',
  replies: [],
};
const answered: Comment = {
  id: 'c2',
  name: 'Reza Karimi',
  website: 'https://reza.example.com/',
  text: 'Do you also build mobile apps?',
  createdAt: '2026-03-22T09:00:00.000Z',
  replies: [{ id: 'r1', text: 'Yes, for Android and iOS.', createdAt: '2026-03-23T09:00:00.000Z' }],
};

describe('CommentsSection', () => {
  it('renders a comment’s text as text, never as markup', async () => {
    const { container } = await renderSection('en', [hostile]);
    expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    // A website that is no web address is not made a link.
    expect(screen.queryByRole('link', { name: 'Mallory' })).toBeNull();
  });

  it('shows an admin’s reply under its comment with the Admin label, in Persian with Jalali dates', async () => {
    await renderSection('fa', [answered]);
    const comment = (await screen.findByText('Do you also build mobile apps?')).closest('li')!;
    const reply = within(comment).getByText('Yes, for Android and iOS.').closest('li')!;
    expect(within(reply).getByText('مدیر')).toBeInTheDocument();
    expect(within(reply).getByText(/۱۴۰۵/)).toBeInTheDocument();
    expect(within(comment).getByRole('link', { name: 'Reza Karimi' })).toHaveAttribute(
      'rel',
      'nofollow ugc noopener noreferrer',
    );
    expect(screen.getByText('۱ دیدگاه')).toBeInTheDocument();
  });

  it('says there are no comments yet', async () => {
    await renderSection('en', []);
    expect(await screen.findByText('No comments yet. Start the conversation.')).toBeInTheDocument();
  });

  it('words §5’s rules for each field, with the general message', async () => {
    await renderSection('en', []);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'Al');
    await user.type(screen.getByLabelText('Website (optional)'), 'not a site');
    await user.type(screen.getByLabelText('Comment'), 'short');
    await user.click(screen.getByRole('button', { name: 'Send comment' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fix the errors before submitting.');
    expect(screen.getByText('Name must be at least 3 characters.')).toBeInTheDocument();
    expect(screen.getAllByText('An e-mail address or a phone number is required.')).toHaveLength(2);
    expect(screen.getByText('Website must be a valid address.')).toBeInTheDocument();
    expect(screen.getByText('Comment must be 10 to 1,000 characters.')).toBeInTheDocument();
  });

  it('sends a comment with the captcha, words the server’s codes, and says it is shown after review', async () => {
    const { environment } = await renderSection('en', []);
    const user = userEvent.setup();
    expect(await screen.findByText('Checked: you are a person.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Sara Ahmadi');
    await user.type(screen.getByLabelText('Phone'), '09121110002');
    await user.type(screen.getByLabelText('Comment'), 'A clear and helpful page.');
    await user.click(screen.getByRole('button', { name: 'Send comment' }));
    const first = environment.mock.getMostRecentOperation();
    expect(first.request.node.operation.name).toBe('CommentFormMutation');
    expect(first.request.variables.input).toMatchObject({
      itemId,
      name: 'Sara Ahmadi',
      email: null,
      phone: '09121110002',
      homepage: null,
    });
    expect(first.request.variables.input.captcha).toBeTruthy();
    environment.mock.resolve(first, {
      data: {
        addComment: {
          __typename: 'ValidationError',
          fields: [{ path: 'input.phone', code: 'PHONE_INVALID' }],
        },
      },
    });
    expect(await screen.findByText('Phone number is not valid.')).toBeInTheDocument();

    const again = await screen.findByRole('button', { name: 'Send comment' });
    await waitFor(() =>
      expect(
        environment.mock
          .getAllOperations()
          .filter((o) => o.request.node.operation.name === 'useCaptchaQuery'),
      ).toHaveLength(1),
    );
    const renewed = environment.mock
      .getAllOperations()
      .find((o) => o.request.node.operation.name === 'useCaptchaQuery')!;
    environment.mock.resolve(renewed, { data: { captchaChallenge: '{"parameters":{}}' } });
    expect(await screen.findByText('Checked: you are a person.')).toBeInTheDocument();
    await user.click(again);
    const second = environment.mock.getMostRecentOperation();
    environment.mock.resolve(second, {
      data: {
        addComment: {
          __typename: 'MutationAddCommentSuccess',
          data: { receivedAt: '2026-11-28T10:00:00.000Z' },
        },
      },
    });
    await waitFor(() =>
      expect(
        screen.getByText('Your comment was saved. It is shown after review.', { selector: '[role=status]' }),
      ).toBeInTheDocument(),
    );
  });

  it('reports a comment with a reason', async () => {
    const { environment } = await renderSection('en', [answered]);
    const user = userEvent.setup();
    const comment = (await screen.findByText('Do you also build mobile apps?')).closest('li')!;
    await user.click(within(comment).getByRole('button', { name: 'Report' }));
    await user.selectOptions(
      within(comment).getByLabelText('Why are you reporting this comment?'),
      'HARASSMENT',
    );
    await user.click(within(comment).getByRole('button', { name: 'Send report' }));
    const mutation = environment.mock.getMostRecentOperation();
    expect(mutation.request.node.operation.name).toBe('CommentsSectionReportMutation');
    expect(mutation.request.variables).toEqual({ id: 'c2', reason: 'HARASSMENT' });
    environment.mock.resolve(mutation, {
      data: { reportComment: { __typename: 'ConflictError', code: 'ALREADY_REPORTED' } },
    });
    await waitFor(() => expect(within(comment).queryByRole('button', { name: 'Send report' })).toBeNull());
  });
});
