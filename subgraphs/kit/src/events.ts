import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub } from '@graphql-yoga/subscription';
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
  publish(topic: string, event: DomainEvent): void;
  subscribe(topic: string): AsyncIterableIterator<DomainEvent>;
  close(): Promise<void>;
  readonly kind: 'in-process' | 'redis';
}

type Topics = Record<string, [DomainEvent]>;

export function createEventBus(
  options: {
    redisUrl?: string | undefined;
    /** Redis channels start with it, so that products sharing one Redis (staging, tests) never hear each other. */
    channelPrefix?: string | undefined;
  } = {},
): EventBus {
  if (!options.redisUrl) {
    const pubsub = createPubSub<Topics>();
    return {
      kind: 'in-process',
      publish: (topic, event) => pubsub.publish(topic, event),
      subscribe: (topic) => pubsub.subscribe(topic),
      close: async () => {},
    };
  }
  // Redis needs one connection for publishing and another that only subscribes.
  const publishClient = new Redis(options.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(options.redisUrl, { lazyConnect: false });
  const pubsub = createPubSub<Topics>({
    eventTarget: createRedisEventTarget({ publishClient, subscribeClient }),
  });
  const channel = (topic: string) => (options.channelPrefix ? `${options.channelPrefix}:${topic}` : topic);
  return {
    kind: 'redis',
    publish: (topic, event) => pubsub.publish(channel(topic), event),
    subscribe: (topic) => pubsub.subscribe(channel(topic)),
    close: async () => {
      await Promise.allSettled([publishClient.quit(), subscribeClient.quit()]);
    },
  };
}
