import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import NewConversationPageQuery, {
  type NewConversationPageQuery as QueryType,
} from '../../__generated__/NewConversationPageQuery.graphql';
import type { Locale } from '../../app/locale';
import { renderWithProviders } from '../../test/renderWithProviders';
import { NewConversation } from './NewConversationPage';
import { newConversationVariables } from '../../shared/echoBox/paths';

function renderPage(locale: Locale, search: string) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<QueryType>(
    environment,
    NewConversationPageQuery,
    newConversationVariables(new URLSearchParams(search)),
  );
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      Query: () => ({
        viewer: { id: 'me', registered: true },
        recipient: { __typename: 'User', id: 'employer-1', displayName: 'Aryan Data', avatarUrl: null },
        job: { __typename: 'Job', id: 'job-1', title: 'Data engineer', slug: 'data-engineer' },
      }),
    }),
  );
  const utils = renderWithProviders(
    <Suspense>
      <NewConversation queryRef={queryRef} />
    </Suspense>,
    { locale, environment, path: `/${locale}/panel/echoBox/new${search}` },
  );
  return { ...utils, environment };
}

describe('a new conversation', () => {
  it.each([
    ['fa', 'هیچ گیرنده‌ای انتخاب نشده است', 'متن پیام', 'ارسال پیام', 'هیچ گیرنده‌ای انتخاب نشده است.'],
    ['en', 'No recipient selected', 'Message', 'Send message', 'No recipient selected.'],
    ['az', 'Alıcı seçilməyib', 'Mesaj', 'Mesajı göndər', 'Alıcı seçilməyib.'],
  ] as const)(
    'says "no recipient selected" in %s and sends nothing',
    async (locale, notice, body, send, error) => {
      const user = userEvent.setup();
      const { environment } = renderPage(locale, '');
      expect(await screen.findByText(notice)).toBeInTheDocument();
      await user.type(screen.getByRole('textbox', { name: body }), 'Hello');
      await user.click(screen.getByRole('button', { name: send }));
      expect(screen.getByRole('alert')).toHaveTextContent(error);
      expect(environment.mock.getAllOperations()).toHaveLength(0);
    },
  );

  it('writes to the employer about the job, then opens the conversation', async () => {
    const user = userEvent.setup();
    const { environment, router } = renderPage('en', '?to=employer-1&job=job-1');
    expect(await screen.findByText('Aryan Data')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Data engineer' })).toHaveAttribute(
      'href',
      '/en/jobs/data-engineer',
    );
    await user.type(screen.getByRole('textbox', { name: 'Message' }), '  Is the job remote?  ');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toMatchObject({
      recipientIds: ['employer-1'],
      jobId: 'job-1',
      subject: null,
      body: 'Is the job remote?',
    });
    act(() =>
      environment.mock.resolve(operation, {
        data: {
          startConversation: {
            __typename: 'MutationStartConversationSuccess',
            data: { id: 'message-1', conversation: { id: 'Q29udjox=' } },
          },
        },
      }),
    );
    expect(router.state.location.pathname).toBe('/en/panel/echoBox/Q29udjox%3D');
  });

  it('shows the server’s codes like its own', async () => {
    const user = userEvent.setup();
    const { environment } = renderPage('fa', '?to=employer-1');
    await user.type(await screen.findByRole('textbox', { name: 'متن پیام' }), 'سلام');
    await user.click(screen.getByRole('button', { name: 'ارسال پیام' }));
    act(() =>
      environment.mock.resolve(environment.mock.getMostRecentOperation(), {
        data: {
          startConversation: {
            __typename: 'ValidationError',
            fields: [{ path: 'input.recipientIds', code: 'RECIPIENT_NOT_FOUND' }],
          },
        },
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('گیرنده پیدا نشد.');
  });
});
