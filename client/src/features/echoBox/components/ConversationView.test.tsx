import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { ConversationViewTestQuery } from '../../../__generated__/ConversationViewTestQuery.graphql';
import type { Locale } from '../../../app/locale';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { ConversationView } from './ConversationView';

type MockEnvironment = ReturnType<typeof createMockEnvironment>;

function TestRenderer({ id }: { id: string }) {
  const data = useLazyLoadQuery<ConversationViewTestQuery>(
    graphql`
      query ConversationViewTestQuery($id: ID!) @relay_test_operation {
        node(id: $id) {
          ... on Conversation @alias(as: "conversation") {
            ...ConversationView_conversation
          }
        }
      }
    `,
    { id },
  );
  return data.node?.conversation ? <ConversationView conversation={data.node.conversation} /> : null;
}

const message = (id: string, body: string, isMine: boolean, extra: Record<string, unknown> = {}) => ({
  __typename: 'Message',
  id,
  body,
  isMine,
  clientId: null,
  status: 'SENT',
  editedAt: null,
  sentAt: '2026-11-22T09:00:00.000Z',
  sender: { id: isMine ? 'me' : 'them', displayName: isMine ? 'Sara' : 'Aryan Data' },
  ...extra,
});

let conversations = 0;

/** A conversation of its own per test: unsent messages are kept per conversation for the whole tab. */
function renderConversation(locale: Locale, unreadCount = 0, hasPreviousPage = false) {
  const id = `conversation-${++conversations}`;
  const environment = createMockEnvironment();
  renderWithProviders(
    <Suspense>
      <TestRenderer id={id} />
    </Suspense>,
    { locale, environment },
  );
  act(() =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Node: () => ({ __typename: 'Conversation', id }),
        Conversation: () => ({ id, unreadCount, otherParticipants: [{ id: 'them' }] }),
        ConversationMessagesConnection: () => ({
          edges: [
            { cursor: 'c1', node: message('m1', 'Hello, is the job still open?', false) },
            { cursor: 'c2', node: message('m2', 'Yes, it is.', true) },
          ],
          pageInfo: { hasPreviousPage, hasNextPage: false, startCursor: 'c1', endCursor: 'c2' },
        }),
      }),
    ),
  );
  return { environment, id };
}

function operationNamed(environment: MockEnvironment, name: string): OperationDescriptor {
  const operation = environment.mock
    .getAllOperations()
    .filter((op) => op.request.node.params.name === name)
    .at(-1);
  if (!operation) throw new Error(`No ${name} operation`);
  return operation;
}

function sendSucceeds(environment: MockEnvironment, body: string, extra: Record<string, unknown> = {}) {
  const operation = operationNamed(environment, 'useSendMessageMutation');
  act(() =>
    environment.mock.resolve(operation, {
      data: {
        sendMessage: {
          __typename: 'MutationSendMessageSuccess',
          data: {
            ...message(`server-${operation.request.variables.input.clientId}`, body, true),
            clientId: operation.request.variables.input.clientId,
            conversation: { id: operation.request.variables.input.conversationId, lastMessageAt: 'x' },
            ...extra,
          },
        },
      },
    }),
  );
}

describe('ConversationView', () => {
  it('shows the messages as text, oldest first, with the status under the viewer’s last one', async () => {
    renderConversation('en');
    const log = await screen.findByRole('log', { name: 'Messages' });
    const texts = within(log)
      .getAllByText(/Hello|Yes/)
      .map((node) => node.textContent);
    expect(texts).toEqual(['Hello, is the job still open?', 'Yes, it is.']);
    expect(within(log).getByText('Sent')).toBeInTheDocument();
    expect(within(log).getByRole('button', { name: 'Report' })).toBeInTheDocument();
    expect(within(log).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('sends a message: sending at once, then sent, from the answer', async () => {
    const user = userEvent.setup();
    const { environment, id } = renderConversation('en');
    await user.type(await screen.findByRole('textbox', { name: 'Your message' }), 'When can we talk?{Enter}');
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('');
    expect(within(log).getByText('When can we talk?')).toBeInTheDocument();
    expect(within(log).getByText('Sending…')).toBeInTheDocument();
    const { input } = operationNamed(environment, 'useSendMessageMutation').request.variables;
    expect(input).toMatchObject({ conversationId: id, body: 'When can we talk?' });
    expect(input.clientId).toMatch(/^[\w-]{8,64}$/);

    sendSucceeds(environment, 'When can we talk?');
    expect(within(log).queryByText('Sending…')).not.toBeInTheDocument();
    expect(within(log).getAllByText('When can we talk?')).toHaveLength(1);
    // The status moved to the newest own message.
    expect(within(log).getAllByText('Sent')).toHaveLength(1);
  });

  it('shows a failed send with Retry, which sends again under the same client id', async () => {
    const user = userEvent.setup();
    const { environment } = renderConversation('fa');
    await user.type(await screen.findByRole('textbox', { name: 'پیام شما' }), 'سلام{Enter}');
    const first = operationNamed(environment, 'useSendMessageMutation');
    act(() => environment.mock.reject(first, new Error('offline')));
    const log = screen.getByRole('log', { name: 'پیام‌ها' });
    expect(within(log).getByText('ارسال نشد')).toBeInTheDocument();

    await user.click(within(log).getByRole('button', { name: 'تلاش دوباره' }));
    expect(within(log).getByText('در حال ارسال…')).toBeInTheDocument();
    const retry = operationNamed(environment, 'useSendMessageMutation');
    expect(retry).not.toBe(first);
    expect(retry.request.variables.input.clientId).toBe(first.request.variables.input.clientId);
    sendSucceeds(environment, 'سلام');
    expect(within(log).queryByText('ارسال نشد')).not.toBeInTheDocument();
    expect(within(log).getByText('ارسال شد')).toBeInTheDocument();
    expect(within(log).getAllByText('سلام')).toHaveLength(1);
  });

  it('does not send an empty message, and says why in the user’s language', async () => {
    const user = userEvent.setup();
    const { environment } = renderConversation('az');
    await user.click(await screen.findByRole('button', { name: 'Göndər' }));
    expect(screen.getByText('Əvvəlcə mesaj yazın.')).toBeInTheDocument();
    expect(() => operationNamed(environment, 'useSendMessageMutation')).toThrow();
  });

  it('marks an unread conversation read when it opens, and follows live events', async () => {
    const { environment, id } = renderConversation('en', 2);
    await screen.findByRole('log', { name: 'Messages' });
    const read = operationNamed(environment, 'useMarkConversationReadMutation');
    expect(read.request.variables).toEqual({ id });
    act(() =>
      environment.mock.resolve(read, {
        data: {
          markConversationRead: {
            __typename: 'MutationMarkConversationReadSuccess',
            data: { id, unreadCount: 0 },
          },
        },
      }),
    );

    // The other side's new message arrives, and the viewer's message is read.
    const subscription = operationNamed(environment, 'useConversationMessagesSubscription');
    act(() =>
      environment.mock.nextValue(subscription, {
        data: {
          conversationMessages: {
            ...message('m3', 'Tomorrow at ten?', false),
            conversation: { id, unreadCount: 1 },
          },
        },
      }),
    );
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(within(log).getByText('Tomorrow at ten?')).toBeInTheDocument();
    // Seen while open: read again.
    expect(
      environment.mock
        .getAllOperations()
        .filter((op) => op.request.node.params.name === 'useMarkConversationReadMutation'),
    ).toHaveLength(1);
    act(() =>
      environment.mock.nextValue(subscription, {
        data: {
          conversationMessages: {
            ...message('m2', 'Yes, it is.', true, { status: 'READ', editedAt: '2026-11-22T09:05:00.000Z' }),
            conversation: { id, unreadCount: 0 },
          },
        },
      }),
    );
    expect(within(log).getByText('Read')).toBeInTheDocument();
    expect(within(log).getByText('edited')).toBeInTheDocument();
    expect(within(log).getAllByText('Yes, it is.')).toHaveLength(1);
  });

  it('edits the viewer’s own message inline: the new text shows as edited at once', async () => {
    const user = userEvent.setup();
    const { environment } = renderConversation('en');
    const log = await screen.findByRole('log', { name: 'Messages' });
    await user.click(within(log).getByRole('button', { name: 'Edit' }));
    const editor = screen.getByRole('textbox', { name: 'Edit your message' });
    expect(editor).toHaveValue('Yes, it is.');
    await user.clear(editor);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Write a message first.')).toBeInTheDocument();
    await user.type(editor, 'Yes, it is open until Friday.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(log).getByText('Yes, it is open until Friday.')).toBeInTheDocument();
    expect(within(log).getByText('edited')).toBeInTheDocument();
    const operation = operationNamed(environment, 'useEditMessageMutation');
    expect(operation.request.variables.input).toEqual({
      messageId: 'm2',
      body: 'Yes, it is open until Friday.',
    });
    // A failure brings the editor back with the new text; the message itself is as it was.
    act(() => environment.mock.reject(operation, new Error('offline')));
    expect(screen.getByRole('textbox', { name: 'Edit your message' })).toHaveValue(
      'Yes, it is open until Friday.',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(within(log).getByText('Yes, it is.')).toBeInTheDocument();
    expect(within(log).queryByText('edited')).not.toBeInTheDocument();
  });

  it('loads older messages above the newest 30', async () => {
    const user = userEvent.setup();
    const { environment, id } = renderConversation('fa', 0, true);
    const log = await screen.findByRole('log', { name: 'پیام‌ها' });
    await user.click(within(log).getByRole('button', { name: 'پیام‌های قدیمی‌تر' }));
    const operation = operationNamed(environment, 'ConversationMessagesPaginationQuery');
    expect(operation.request.variables).toMatchObject({ id, count: 30, cursor: 'c1' });
    act(() =>
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          Conversation: () => ({ id }),
          ConversationMessagesConnection: () => ({
            edges: [{ cursor: 'c0', node: message('m0', 'سلام، وقت بخیر', false) }],
            pageInfo: { hasPreviousPage: false, hasNextPage: true, startCursor: 'c0', endCursor: 'c0' },
          }),
        }),
      ),
    );
    const texts = within(log)
      .getAllByText(/سلام|Hello|Yes/)
      .map((node) => node.textContent);
    expect(texts).toEqual(['سلام، وقت بخیر', 'Hello, is the job still open?', 'Yes, it is.']);
    expect(within(log).queryByRole('button', { name: 'پیام‌های قدیمی‌تر' })).not.toBeInTheDocument();
  });
});
