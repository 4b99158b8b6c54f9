import { graphql, type ConcreteRequest } from 'relay-runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSocket, INVALID_TOKEN_CLOSE_CODE, retryDelayMs, shouldRetry } from './socket';

/** Just enough of a browser WebSocket for graphql-ws, driven by the test. */
class FakeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static all: FakeSocket[] = [];

  readyState = FakeSocket.CONNECTING;
  sent: { type: string; id?: string; payload?: unknown }[] = [];
  onopen: (() => void) | null = null;
  onclose: ((event: { code: number; reason: string; wasClean: boolean }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;

  readonly url: string;
  readonly protocol: string;

  constructor(url: string, protocol: string) {
    this.url = url;
    this.protocol = protocol;
    FakeSocket.all.push(this);
  }

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }

  close(code = 1000, reason = '') {
    if (this.readyState === FakeSocket.CLOSED) return;
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.({ code, reason, wasClean: code === 1000 });
  }

  // The server's side:
  async open() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
    await vi.waitFor(() => expect(this.sent.some((m) => m.type === 'connection_init')).toBe(true));
  }
  receive(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  async accept() {
    await this.open();
    this.receive({ type: 'connection_ack' });
  }
  drop(code: number) {
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.({ code, reason: '', wasClean: false });
  }
  subscriptions() {
    return this.sent.filter((m) => m.type === 'subscribe');
  }
}

const latest = () => FakeSocket.all[FakeSocket.all.length - 1]!;

const subscription = graphql`
  subscription socketTestSubscription {
    inboxChanged {
      unreadCount
    }
  }
`;

function setUp() {
  const onInvalidToken = vi.fn();
  const socket = createSocket({
    url: 'ws://example.test/graphql',
    connectionParams: () => ({ authorization: 'Bearer token', 'accept-language': 'fa' }),
    onInvalidToken,
    webSocketImpl: FakeSocket,
    random: () => 0.5,
  });
  const events: unknown[] = [];
  const errors: unknown[] = [];
  const request = (subscription as ConcreteRequest).params;
  const subscribeOnce = () =>
    (
      socket.subscribe(request, {}, {}) as unknown as {
        subscribe: (sink: object) => { unsubscribe(): void };
      }
    ).subscribe({ next: (v: unknown) => events.push(v), error: (e: unknown) => errors.push(e) });
  return { socket, onInvalidToken, events, errors, subscribeOnce };
}

beforeEach(() => {
  FakeSocket.all = [];
});

afterEach(() => {
  vi.useRealTimers();
});

describe('reconnection back-off', () => {
  it('doubles from 1 s up to 30 s with a random half on top of a fixed half', () => {
    expect(retryDelayMs(0, () => 0)).toBe(500);
    expect(retryDelayMs(0, () => 1)).toBe(1000);
    expect(retryDelayMs(1, () => 0.5)).toBe(1500);
    expect(retryDelayMs(3, () => 0)).toBe(4000);
    expect(retryDelayMs(10, () => 0)).toBe(15_000);
    expect(retryDelayMs(10, () => 1)).toBe(30_000);
  });

  it('retries anything but a rejected session', () => {
    expect(shouldRetry({ code: 1006, reason: '' })).toBe(true);
    expect(shouldRetry(new Event('error'))).toBe(true);
    expect(shouldRetry({ code: INVALID_TOKEN_CLOSE_CODE, reason: 'INVALID_TOKEN' })).toBe(false);
  });
});

describe('the subscription socket', () => {
  it('connects with the first subscription, with the token and language', async () => {
    const { socket, subscribeOnce } = setUp();
    expect(FakeSocket.all).toHaveLength(0);
    expect(socket.status.get()).toBe('disconnected');
    subscribeOnce();
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    expect(socket.status.get()).toBe('connecting');
    await latest().accept();
    expect(latest().sent[0]).toEqual({
      type: 'connection_init',
      payload: { authorization: 'Bearer token', 'accept-language': 'fa' },
    });
    await vi.waitFor(() => expect(latest().subscriptions()).toHaveLength(1));
    expect(socket.status.get()).toBe('connected');
    socket.dispose();
  });

  it('passes events on, and after a drop reconnects after the back-off and subscribes again', async () => {
    const { socket, events, errors, subscribeOnce } = setUp();
    subscribeOnce();
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    const first = latest();
    await first.accept();
    await vi.waitFor(() => expect(first.subscriptions()).toHaveLength(1));
    const { id } = first.subscriptions()[0]!;
    first.receive({ id, type: 'next', payload: { data: { inboxChanged: { unreadCount: 2 } } } });
    expect(events).toEqual([{ data: { inboxChanged: { unreadCount: 2 } } }]);

    vi.useFakeTimers();
    first.drop(1006);
    expect(socket.status.get()).toBe('disconnected');
    // The first retry waits 0.5 s + half of the random 0.5 s.
    await vi.advanceTimersByTimeAsync(700);
    expect(FakeSocket.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(FakeSocket.all).toHaveLength(2);
    // Trying again is not being live yet.
    expect(socket.status.get()).toBe('disconnected');
    vi.useRealTimers();
    const second = latest();
    await second.accept();
    await vi.waitFor(() => expect(second.subscriptions()).toHaveLength(1));
    expect(socket.status.get()).toBe('connected');
    expect(errors).toEqual([]);
    socket.dispose();
  });

  it('keeps trying with longer waits while the server stays away', async () => {
    const { socket, subscribeOnce } = setUp();
    subscribeOnce();
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    vi.useFakeTimers();
    latest().drop(1006);
    await vi.advanceTimersByTimeAsync(750);
    expect(FakeSocket.all).toHaveLength(2);
    latest().drop(1006);
    await vi.advanceTimersByTimeAsync(1400);
    expect(FakeSocket.all).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(100);
    expect(FakeSocket.all).toHaveLength(3);
    expect(socket.status.get()).toBe('disconnected');
    socket.dispose();
  });

  it('treats a 4401 as an invalid session: no retry, the HTTP handling runs', async () => {
    const { socket, onInvalidToken, errors, subscribeOnce } = setUp();
    subscribeOnce();
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    await latest().open();
    vi.useFakeTimers();
    latest().drop(INVALID_TOKEN_CLOSE_CODE);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(onInvalidToken).toHaveBeenCalledTimes(1);
    expect(errors).toHaveLength(1);
    expect(socket.status.get()).toBe('disconnected');
  });

  it('drops a connection whose pong does not come back, then reconnects', async () => {
    vi.useFakeTimers();
    const { socket, subscribeOnce } = setUp();
    subscribeOnce();
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    await latest().accept();
    await vi.waitFor(() => expect(latest().subscriptions()).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(latest().sent.at(-1)).toEqual({ type: 'ping' });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(socket.status.get()).toBe('disconnected');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeSocket.all).toHaveLength(2);
    socket.dispose();
  });
});
