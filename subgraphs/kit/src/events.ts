import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub } from '@graphql-yoga/subscription';
import { Repeater } from '@repeaterjs/repeater';
import { GraphQLError } from 'graphql';
import { Redis } from 'ioredis';

/** An event as subscribers receive it: what happened and the ids it concerns, never the data itself. */
export interface DomainEvent {
  /** The outbox row's id: events of one topic arrive in this order. */
  id: string;
  type: string;
  payload: Record<string, unknown>;
}

/**
 * Publish/subscribe by topic (`conversation:<id>`, `inbox:<userId>`, `activity`). In-process for a single
 * instance (the embedded default); over Redis when several processes must share events, so that an event
 * relayed by one gateway reaches subscribers connected to another.
 */
export interface EventBus {
  /**
   * Resolves once the event is on its way to subscribers (at once in-process; when Redis took it otherwise).
   * Rejects when Redis cannot be reached, so that the outbox keeps the event and relays it again later.
   */
  publish(topic: string, event: DomainEvent): Promise<void>;
  subscribe(topic: string): AsyncIterableIterator<DomainEvent>;
  /** Hands an event to this process's subscribers only: a replay of what they missed. */
  deliverHere(topic: string, event: DomainEvent): void;
  /**
   * Calls `listener` each time this process is subscribed in Redis again after losing it, with the moment it was
   * lost: events published meanwhile never reached its subscribers. Returns a function that stops calling it.
   */
  onResubscribed(listener: (lostAt: Date) => void): () => void;
  close(): Promise<void>;
  readonly kind: 'in-process' | 'redis';
}

/** The events of several topics as one stream, each as it comes; returning it stops listening to all of them. */
export const subscribeEach = (bus: EventBus, topics: string[]): AsyncIterable<DomainEvent> =>
  Repeater.merge(topics.map((topic) => bus.subscribe(topic)));

type Topics = Record<string, [DomainEvent]>;

export function createEventBus(
  options: {
    redisUrl?: string | undefined;
    /** Redis channels start with it, so that products sharing one Redis (staging, tests) never hear each other. */
    channelPrefix?: string | undefined;
    /** Where losing and finding Redis again is said; console.error by default. */
    log?: (message: string, error?: unknown) => void;
  } = {},
): EventBus {
  if (!options.redisUrl) {
    const pubsub = createPubSub<Topics>();
    return {
      kind: 'in-process',
      publish: async (topic, event) => pubsub.publish(topic, event),
      subscribe: (topic) => pubsub.subscribe(topic),
      deliverHere: (topic, event) => pubsub.publish(topic, event),
      onResubscribed: () => () => {},
      close: async () => {},
    };
  }
  const log = options.log ?? ((message: string, error?: unknown) => console.error(message, error ?? ''));
  // Redis needs one connection for publishing and another that only subscribes. A publish gives up after a few
  // reconnection attempts (its event stays in the outbox); a subscription waits for Redis however long it takes,
  // and ioredis subscribes again to every channel when it reconnects.
  const publishClient = new Redis(options.redisUrl, { maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  for (const [name, client] of [
    ['publishing', publishClient],
    ['subscribing', subscribeClient],
  ] as const) {
    let lost = false;
    client.on('error', (error) => {
      if (lost) return;
      lost = true;
      log(`Event bus lost Redis (${name}); events wait in the outbox until it is back`, error);
    });
    client.on('ready', () => {
      if (!lost) return;
      lost = false;
      log(`Event bus reached Redis again (${name})`);
    });
  }
  const resubscribed = new Set<(lostAt: Date) => void>();
  let connected = false;
  let lostAt: Date | null = null;
  subscribeClient.on('ready', () => {
    connected = true;
    if (!lostAt) return;
    const since = lostAt;
    lostAt = null;
    // ioredis sent the SUBSCRIBEs before saying it is ready; a PING's answer comes after theirs.
    void subscribeClient.ping().then(
      () => {
        for (const listener of resubscribed) listener(since);
      },
      () => {},
    );
  });
  subscribeClient.on('close', () => {
    if (connected && !lostAt) lostAt = new Date();
  });
  const pubsub = createPubSub<Topics>({
    eventTarget: createRedisEventTarget({ publishClient, subscribeClient }),
  });
  const channel = (topic: string) => (options.channelPrefix ? `${options.channelPrefix}:${topic}` : topic);
  return {
    kind: 'redis',
    // Published here rather than through the event target, which drops the command's outcome (and an unhandled
    // rejection ends the process); the target's subscribers parse the same JSON.
    publish: async (topic, event) => {
      await publishClient.publish(channel(topic), JSON.stringify(event));
    },
    subscribe: (topic) => pubsub.subscribe(channel(topic)),
    // As if Redis had sent it: the event target hands the connection's messages to this process's subscribers.
    deliverHere: (topic, event) =>
      void subscribeClient.emit('message', channel(topic), JSON.stringify(event)),
    onResubscribed(listener) {
      resubscribed.add(listener);
      return () => resubscribed.delete(listener);
    },
    close: async () => {
      resubscribed.clear();
      await Promise.allSettled([publishClient.quit(), subscribeClient.quit()]);
    },
  };
}

/**
 * What a signed-in person's subscription listens to: the events of the topics `topicsOf` names for them, each as
 * its payload (what identifies the change; the gateway resolves the fields selected). Scope checks wrap resolvers,
 * not subscribe functions: this checks its caller itself, before it listens to anything.
 */
export function payloadsFor<T>(
  context: { viewer: { userId: string; roles: readonly string[] } | null; events: EventBus | null },
  topicsOf: (viewer: { userId: string; roles: readonly string[] }) => string[],
): AsyncGenerator<T> {
  if (!context.viewer) throw new GraphQLError('Sign in first', { extensions: { code: 'UNAUTHENTICATED' } });
  if (!context.events) throw new GraphQLError('Subscriptions are served by the gateway');
  return payloads<T>(subscribeEach(context.events, topicsOf(context.viewer)));
}

async function* payloads<T>(events: AsyncIterable<DomainEvent>): AsyncGenerator<T> {
  for await (const event of events) yield event.payload as T;
}
