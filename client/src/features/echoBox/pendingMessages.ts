import { useSyncExternalStore } from 'react';

/** A message the server does not have yet: being sent, or failed and waiting for a retry. */
export interface PendingMessage {
  clientId: string;
  body: string;
  state: 'sending' | 'failed';
  createdAt: string;
}

type Listener = () => void;

const EMPTY: readonly PendingMessage[] = [];
const byConversation = new Map<string, readonly PendingMessage[]>();
const listeners = new Set<Listener>();

function write(conversationId: string, next: readonly PendingMessage[]) {
  if (next.length) byConversation.set(conversationId, next);
  else byConversation.delete(conversationId);
  for (const listener of [...listeners]) listener();
}

/**
 * Unsent messages per conversation. They live outside the page so that one still sending, or failed, is there
 * again when the user comes back to the conversation; they never leave the tab.
 */
export const pendingMessages = {
  list(conversationId: string): readonly PendingMessage[] {
    return byConversation.get(conversationId) ?? EMPTY;
  },
  /** Adds a message, or marks an existing one (a retry) as sending again. */
  sending(conversationId: string, clientId: string, body: string) {
    const list = pendingMessages.list(conversationId);
    const existing = list.find((m) => m.clientId === clientId);
    write(
      conversationId,
      existing
        ? list.map((m) => (m.clientId === clientId ? { ...m, state: 'sending' as const } : m))
        : [...list, { clientId, body, state: 'sending', createdAt: new Date().toISOString() }],
    );
  },
  failed(conversationId: string, clientId: string) {
    write(
      conversationId,
      pendingMessages
        .list(conversationId)
        .map((m) => (m.clientId === clientId ? { ...m, state: 'failed' as const } : m)),
    );
  },
  sent(conversationId: string, clientId: string) {
    write(
      conversationId,
      pendingMessages.list(conversationId).filter((m) => m.clientId !== clientId),
    );
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

export function usePendingMessages(conversationId: string): readonly PendingMessage[] {
  return useSyncExternalStore(pendingMessages.subscribe, () => pendingMessages.list(conversationId));
}

/** A new id per message (`[\w-]{8,64}`, as the rules ask), sent again with every retry so it is delivered once. */
export function newClientId(): string {
  return crypto.randomUUID();
}
