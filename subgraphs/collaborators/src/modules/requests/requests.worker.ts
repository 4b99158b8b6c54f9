import { encodeGlobalID } from '@pothos/plugin-relay';
import { consumer, job } from '@platform/subgraph-kit/consumers';
import { localId } from '@platform/subgraph-kit/global-id';
import type { GraphClient } from '@platform/subgraph-kit/subgraph';
import { expireRequests } from './requests.service.ts';

const startConversation = `mutation ($input: StartConversationInput!) { startConversation(input: $input) {
  __typename ... on MutationStartConversationSuccess { data { conversation { id } } }
  ... on BaseError { code } } }`;
const sendMessage = `mutation ($input: SendMessageInput!) { sendMessage(input: $input) {
  __typename ... on BaseError { code } } }`;

type Payload = { __typename: string; code?: string };

/**
 * An accepted request opens an echo-box conversation between its sender and the collaborator, through the graph
 * as each of them (messaging's own operation, never its tables): it starts with the request as its sender wrote it,
 * then the collaborator's answer if they wrote one. Each message has a client id of the request's, so a retried
 * handling delivers none twice; the conversation's id is kept on the request.
 */
export const requestConversation = (graph: GraphClient) =>
  consumer({
    name: 'collaborators.request-conversation',
    on: ['contact-request.accepted'],
    async handle(tx, event) {
      const request = await tx.contactRequest.findUnique({ where: { id: event.payload.requestId } });
      if (!request || request.conversationId) return;
      const started = await graph.query<{
        startConversation: Payload & { data?: { conversation: { id: string } } };
      }>(
        startConversation,
        {
          input: {
            recipientIds: [encodeGlobalID('User', request.collaboratorId)],
            subject: request.subject,
            body: request.message,
            clientId: `contact-request-${request.id}`,
          },
        },
        { asUser: request.senderId },
      );
      const conversation = started.startConversation.data?.conversation.id;
      if (!conversation)
        throw new Error(
          `The conversation of request ${request.id} did not open (${started.startConversation.code})`,
        );
      if (request.answer) {
        const answered = await graph.query<{ sendMessage: Payload }>(
          sendMessage,
          {
            input: {
              conversationId: conversation,
              body: request.answer,
              clientId: `contact-answer-${request.id}`,
            },
          },
          { asUser: request.collaboratorId },
        );
        if (answered.sendMessage.__typename !== 'MutationSendMessageSuccess')
          throw new Error(`The answer of request ${request.id} was not sent (${answered.sendMessage.code})`);
      }
      await tx.contactRequest.update({
        where: { id: request.id },
        data: { conversationId: localId(conversation, 'Conversation') },
      });
    },
  });

/** Once an hour, marks expired the requests left waiting past their time (reads already show them expired). */
export const requestsExpiry = job({
  name: 'collaborators.requests-expiry',
  cron: '41 * * * *',
  handle: (_data, { prisma }) => expireRequests(prisma),
});
