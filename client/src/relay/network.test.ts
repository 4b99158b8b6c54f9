import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchGraphQL, requestLocale, socketConnectionParams, socketUrl } from './network';
import { TransportError } from './transportErrors';

const params = { text: 'query Q { viewer { id } }', name: 'Q', id: null };

function respond(status: number, body: unknown, statusText = '') {
  return vi.fn<typeof fetch>(
    async () => new Response(body === undefined ? null : JSON.stringify(body), { status, statusText }),
  );
}

async function failureOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(TransportError);
  return (error as TransportError).failure;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('GraphQL requests', () => {
  it('posts to /graphql with the language, bearer token and no-cache headers', async () => {
    const fetchMock = respond(200, { data: { viewer: null } });
    await fetchGraphQL(
      params,
      { a: 1 },
      { fetch: fetchMock, pathname: () => '/en/jobs', token: () => 'tok' },
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    const headers = init?.headers as Record<string, string>;
    expect(url).toBe('/graphql');
    expect(init?.method).toBe('POST');
    expect(headers['Accept-Language']).toBe('en');
    expect(headers.Authorization).toBe('Bearer tok');
    expect(headers['Cache-Control']).toContain('no-cache');
    expect(headers.Pragma).toBe('no-cache');
    expect(JSON.parse(init?.body as string)).toEqual({
      query: params.text,
      operationName: 'Q',
      variables: { a: 1 },
    });
  });

  it('sends no Authorization header without a stored token', async () => {
    const fetchMock = respond(200, { data: {} });
    await fetchGraphQL(params, {}, { fetch: fetchMock, pathname: () => '/fa', token: () => null });
    expect((fetchMock.mock.calls[0]![1]?.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it("sends a visitor's id, so that their budget is their own and not their address's", async () => {
    const visitorId = 'V'.repeat(64);
    localStorage.setItem('token_auth', visitorId);
    const fetchMock = respond(200, { data: {} });
    await fetchGraphQL(params, {}, { fetch: fetchMock, pathname: () => '/fa', token: () => null });
    expect((fetchMock.mock.calls[0]![1]?.headers as Record<string, string>)['X-Token-Auth']).toBe(visitorId);
    // A signed-in user is counted by their account.
    await fetchGraphQL(params, {}, { fetch: fetchMock, pathname: () => '/fa', token: () => 'tok' });
    expect((fetchMock.mock.calls[1]![1]?.headers as Record<string, string>)['X-Token-Auth']).toBeUndefined();
  });

  it('prefers the language of the page being loaded over the address bar', async () => {
    const fetchMock = respond(200, { data: {} });
    await fetchGraphQL(params, {}, { fetch: fetchMock, pathname: () => '/fa/jobs', locale: 'en' });
    expect((fetchMock.mock.calls[0]![1]?.headers as Record<string, string>)['Accept-Language']).toBe('en');
  });

  it('takes the language from the URL, else the stored one, else Persian', () => {
    expect(requestLocale('/az/jobs', () => 'en')).toBe('az');
    expect(requestLocale('/jobs', () => 'en')).toBe('en');
    expect(requestLocale('/jobs')).toBe('fa');
  });

  it('accepts only 200 and 201', async () => {
    await expect(
      fetchGraphQL(params, {}, { fetch: respond(201, { data: { ok: 1 } }), pathname: () => '/fa' }),
    ).resolves.toEqual({ data: { ok: 1 } });
    expect(
      await failureOf(fetchGraphQL(params, {}, { fetch: respond(204, undefined, 'No Content') })),
    ).toEqual({
      kind: 'http',
      status: 204,
      statusText: 'No Content',
    });
  });

  it('turns a GraphQL errors array into a server failure', async () => {
    const errors = [{ message: 'nope', extensions: { code: 'FORBIDDEN' } }];
    expect(
      await failureOf(fetchGraphQL(params, {}, { fetch: respond(200, { data: null, errors }) })),
    ).toMatchObject({
      kind: 'server',
      errors,
    });
  });

  it('reports a request without response as a network failure', async () => {
    const offline = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await failureOf(fetchGraphQL(params, {}, { fetch: offline }))).toEqual({ kind: 'network' });
  });

  it('gives up after the timeout', async () => {
    vi.useFakeTimers();
    const hanging = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = failureOf(fetchGraphQL(params, {}, { fetch: hanging, timeoutMs: 20_000 }));
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await pending).toEqual({ kind: 'network' });
  });
});

describe('the subscription socket', () => {
  it('connects to /graphql on this host, over wss when the page is https', () => {
    expect(socketUrl({ protocol: 'https:', host: 'karnama.example' })).toBe('wss://karnama.example/graphql');
    expect(socketUrl({ protocol: 'http:', host: '127.0.0.1:4310' })).toBe('ws://127.0.0.1:4310/graphql');
  });

  it('sends the same token and language as HTTP requests when it connects', () => {
    expect(socketConnectionParams('/en/panel/echoBox', 'tok')).toEqual({
      authorization: 'Bearer tok',
      'accept-language': 'en',
    });
    expect(socketConnectionParams('/az', null)).toEqual({ 'accept-language': 'az' });
  });
});
