import type { GraphQLResponse, RequestParameters, SubscribeFunction, Variables } from 'relay-runtime';
import { Network } from 'relay-runtime';
import { DEFAULT_LOCALE, isLocale, localeFromPath, readStoredLocale, type Locale } from '../app/locale';
import { trackingIds } from '../app/visitor';
import { TransportError, type ServerError, type TransportFailure } from './transportErrors';

export const GRAPHQL_ENDPOINT = '/graphql';
export const REQUEST_TIMEOUT_MS = 20_000;
export const AUTH_TOKEN_KEY = 'auth_token';

const SUCCESS_STATUSES = new Set([200, 201]);

/** Accept-Language: the language in the URL, else the stored one, else Persian. */
export function requestLocale(pathname: string, stored: () => Locale = readStoredLocale): Locale {
  return localeFromPath(pathname) ?? stored() ?? DEFAULT_LOCALE;
}

export function readAuthToken(): string | null {
  try {
    return localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function clearAuthToken(): void {
  try {
    localStorage.removeItem(AUTH_TOKEN_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

export function requestHeaders(
  locale: Locale,
  token: string | null,
  method = 'POST',
  visitorId: string | null = trackingIds().visitorId,
): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    'Accept-Language': locale,
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  // A visitor's budget is their own, not the whole address's: many people share one address behind a carrier.
  else if (visitorId) headers['X-Token-Auth'] = visitorId;
  if (method.toUpperCase() !== 'GET') {
    headers['Cache-Control'] = 'no-cache, no-store, must-revalidate';
    headers.Pragma = 'no-cache';
    headers.Expires = '0';
  }
  return headers;
}

export interface FetchGraphQLOptions {
  fetch?: typeof fetch;
  /** The language of the page the data is for, when it is not yet the one in the address bar. */
  locale?: Locale;
  pathname?: () => string;
  token?: () => string | null;
  timeoutMs?: number;
}

function isServerErrorList(value: unknown): value is ServerError[] {
  return Array.isArray(value) && value.length > 0;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * One GraphQL call over HTTP. Resolves with the payload only for status 200 or 201 and a response
 * without top-level errors; everything else rejects with a {@link TransportError}.
 */
export async function fetchGraphQL(
  params: Pick<RequestParameters, 'text' | 'name' | 'id'>,
  variables: Variables,
  options: FetchGraphQLOptions = {},
): Promise<GraphQLResponse> {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const locale = options.locale ?? requestLocale((options.pathname ?? (() => window.location.pathname))());
  const token = (options.token ?? readAuthToken)();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? REQUEST_TIMEOUT_MS);

  let response: Response;
  try {
    response = await doFetch(GRAPHQL_ENDPOINT, {
      method: 'POST',
      headers: requestHeaders(locale, token),
      body: JSON.stringify({ query: params.text, operationName: params.name, variables }),
      signal: controller.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    clearTimeout(timer);
    // fetch rejects with a TypeError (or an AbortError on timeout) when the request got no response.
    const failure: TransportFailure =
      error instanceof TypeError || (error instanceof DOMException && error.name === 'AbortError')
        ? { kind: 'network' }
        : { kind: 'unknown' };
    throw new TransportError(failure);
  }

  try {
    const body = (await readJson(response)) as { data?: unknown; errors?: unknown } | undefined;
    const errors = body?.errors;
    if (!SUCCESS_STATUSES.has(response.status) || isServerErrorList(errors)) {
      throw new TransportError(
        isServerErrorList(errors)
          ? { kind: 'server', status: response.status, statusText: response.statusText, errors }
          : { kind: 'http', status: response.status, statusText: response.statusText },
      );
    }
    if (!body || typeof body !== 'object' || !('data' in body)) throw new TransportError({ kind: 'unknown' });
    return body as GraphQLResponse;
  } finally {
    clearTimeout(timer);
  }
}

/** The subscription socket's address: `/graphql` on this origin, over ws or wss like the page. */
export function socketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${GRAPHQL_ENDPOINT}`;
}

/** What the socket sends when it connects: the same session token and language as the HTTP requests. */
export function socketConnectionParams(
  pathname: string = window.location.pathname,
  token: string | null = readAuthToken(),
): Record<string, string> {
  const params: Record<string, string> = { 'accept-language': requestLocale(pathname) };
  if (token) params.authorization = `Bearer ${token}`;
  return params;
}

/** The failure an HTTP request reports for a rejected session, for the socket's 4401 to be handled the same way. */
export function invalidTokenError(): TransportError {
  return new TransportError({
    kind: 'server',
    status: 401,
    statusText: 'Unauthorized',
    errors: [{ message: 'invalidToken', extensions: { code: 'INVALID_TOKEN' } }],
  });
}

export interface NetworkCallbacks {
  /** Called once per failed call, before the error reaches Relay. */
  onFailure: (error: TransportError, locale: Locale | undefined) => void | Promise<void>;
  /** Subscriptions, over the socket. */
  subscribe?: SubscribeFunction;
  /** Called as each call starts. */
  onRequest?: () => void;
}

export function createNetwork({ onFailure, subscribe, onRequest }: NetworkCallbacks) {
  return Network.create(async (params, variables, cacheConfig) => {
    onRequest?.();
    const locale = cacheConfig.metadata?.locale;
    try {
      return await fetchGraphQL(params, variables, isLocale(locale) ? { locale } : {});
    } catch (error) {
      const transportError =
        error instanceof TransportError ? error : new TransportError({ kind: 'unknown' });
      void onFailure(transportError, isLocale(locale) ? locale : undefined);
      throw transportError;
    }
  }, subscribe);
}
