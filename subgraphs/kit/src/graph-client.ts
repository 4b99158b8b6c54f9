import { serviceHeader, signServiceCall } from './identity.ts';
import { serviceUnavailable } from './unavailable.ts';

/**
 * Asks the product's graph (through the gateway, as a visitor) about what another subgraph owns, so that no
 * subgraph reads another's tables. Fails with SERVICE_UNAVAILABLE when the graph cannot be reached.
 */
export interface GraphClient {
  query<T = Record<string, unknown>>(
    document: string,
    variables?: Record<string, unknown>,
    options?: GraphQuestionOptions,
  ): Promise<T>;
}

export interface GraphQuestionOptions {
  /**
   * Ask as this user (their own e-mail, say, for mail sent to them), with no role and no session, registered if
   * they are: what the user may read and do of their own, and nothing an admin may. Only the product's own
   * processes can ask so.
   */
  asUser?: string;
}

interface Answer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/**
 * The answer's data, with what could not be completed left null (the graph's own errors for it are not the
 * asker's); the graph or a part of it being away is SERVICE_UNAVAILABLE, like a database.
 */
export function dataOf<T>(answer: Answer<T>): T {
  if (answer.errors?.some((e) => e.extensions?.code === 'SERVICE_UNAVAILABLE')) throw serviceUnavailable();
  if (!answer.data) {
    const reasons = answer.errors?.map((e) => e.message).join('; ') ?? 'no data';
    throw new Error(`The graph refused a question: ${reasons}`);
  }
  return answer.data;
}

/**
 * Questions sent over HTTP to the gateway at `url` (`GATEWAY_URL`), for a subgraph served alone; each is signed
 * with the secret it shares with the gateway, which serves it as an internal call (no visitor's budget).
 */
export function httpGraphClient(
  url: string | (() => string),
  options: { subgraph: string; secret: string; timeoutMs?: number },
): GraphClient {
  return {
    async query<T>(
      document: string,
      variables: Record<string, unknown> = {},
      asked: GraphQuestionOptions = {},
    ) {
      let response: Response;
      try {
        response = await fetch(typeof url === 'string' ? url : url(), {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            [serviceHeader]: await signServiceCall(options.subgraph, options.secret, asked.asUser),
          },
          body: JSON.stringify({ query: document, variables }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
        });
      } catch {
        throw serviceUnavailable();
      }
      if (response.status >= 500 && response.status !== 503) throw serviceUnavailable();
      return dataOf((await response.json()) as Answer<T>);
    },
  };
}

/** For a subgraph served without a gateway to ask: every question is SERVICE_UNAVAILABLE. */
export const noGraph: GraphClient = {
  query() {
    return Promise.reject(serviceUnavailable());
  },
};
