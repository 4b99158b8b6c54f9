import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { useCaptchaQuery } from '../../__generated__/useCaptchaQuery.graphql';
import { readAuthToken } from '../../relay/network';

/**
 * `waiting`: the form was not touched yet. `skipped`: the person is signed in, and the server asks them for no
 * captcha.
 */
export type CaptchaStatus = 'waiting' | 'skipped' | 'solving' | 'solved' | 'failed';

export interface Captcha {
  status: CaptchaStatus;
  /** The solution the form sends (base64 of the challenge and its solution), once solved. */
  solution: string | null;
  /** Starts the check: the form's first focus or touch calls it; later calls change nothing. */
  start(): void;
  /** Asks for a new challenge and solves it: a solution is accepted once, so after each send. */
  renew(): void;
}

/**
 * The forms' captcha: ALTCHA's proof of work, solved in the browser with altcha-lib's solver (SHA-256 through
 * Web Crypto, a module of its own loaded then) from a challenge the graph gives. It starts when the person first
 * focuses or touches the form, so a visit that only reads the page asks for no challenge and does no work; it
 * asks nothing of the person, and is skipped for the signed in, whom the server does not ask for one.
 */
export function useCaptcha(): Captcha {
  const environment = useRelayEnvironment();
  const [started, setStarted] = useState(false);
  const [round, setRound] = useState(0);
  const [state, setState] = useState<{ status: CaptchaStatus; solution: string | null }>({
    status: 'solving',
    solution: null,
  });

  useEffect(() => {
    if (!started) return;
    const controller = new AbortController();
    (async () => {
      if (readAuthToken() !== null) return setState({ status: 'skipped', solution: null });
      const data = await fetchQuery<useCaptchaQuery>(
        environment,
        graphql`
          query useCaptchaQuery {
            captchaChallenge
          }
        `,
        {},
        { fetchPolicy: 'network-only' },
      ).toPromise();
      const [{ solveChallenge }, { deriveKey }] = await Promise.all([
        import('altcha-lib'),
        import('altcha-lib/algorithms/web/sha'),
      ]);
      const challenge = JSON.parse(data!.captchaChallenge) as Parameters<
        typeof solveChallenge
      >[0]['challenge'];
      const solution = await solveChallenge({ challenge, deriveKey, controller });
      if (!solution) throw new Error('The challenge was not solved');
      if (!controller.signal.aborted)
        setState({ status: 'solved', solution: btoa(JSON.stringify({ challenge, solution })) });
    })().catch(() => {
      if (!controller.signal.aborted) setState({ status: 'failed', solution: null });
    });
    return () => controller.abort();
  }, [environment, round, started]);

  return {
    ...(started ? state : { status: 'waiting', solution: null }),
    start: () => setStarted(true),
    renew: () => {
      setState((current) => (current.status === 'skipped' ? current : { status: 'solving', solution: null }));
      setRound((r) => r + 1);
    },
  };
}
