import { AsyncLocalStorage } from 'node:async_hooks';

export interface GatewayContext {
  requestId: string;
  /** Headers passed on to every subgraph, in-process or over HTTP. */
  forwardedHeaders: Record<string, string>;
}

/** The request being served, so that logs and masked errors can name its id wherever they happen. */
export const currentRequest = new AsyncLocalStorage<{ requestId: string }>();

const forwarded = ['accept-language', 'authorization'] as const;

export function gatewayContext(
  headers: Record<string, string | string[] | undefined>,
  requestId: string,
): GatewayContext {
  const forwardedHeaders: Record<string, string> = { 'x-request-id': requestId };
  for (const name of forwarded) {
    const value = headers[name];
    if (typeof value === 'string' && value !== '') forwardedHeaders[name] = value;
  }
  return { requestId, forwardedHeaders };
}
