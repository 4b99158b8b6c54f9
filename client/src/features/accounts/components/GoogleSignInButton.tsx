import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../app/LocaleContext';
import { loadGoogleIdentity } from '../googleIdentity';
import { loginMessages } from '../messages';

type Status = 'loading' | 'ready' | 'connectionError' | 'buttonNotFound';

export const BUTTON_TIMEOUT_MS = 5_000;

/** Google draws its button asynchronously; nothing after a while means it never will. */
function waitForChild(parent: HTMLElement, timeoutMs: number): Promise<boolean> {
  if (parent.childElementCount > 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (parent.childElementCount === 0) return;
      finish(true);
    });
    const timer = setTimeout(() => finish(false), timeoutMs);
    function finish(found: boolean) {
      observer.disconnect();
      clearTimeout(timer);
      resolve(found);
    }
    observer.observe(parent, { childList: true });
  });
}

interface GoogleSignInButtonProps {
  clientId: string;
  onCredential: (credential: string) => void;
  /** Google answered without a credential (the user closed the pop-up, or it failed). */
  onFailure: () => void;
}

/** Google's own button, drawn by Google Identity Services into a container of ours. */
export function GoogleSignInButton({ clientId, onCredential, onFailure }: GoogleSignInButtonProps) {
  const intl = useIntl();
  const locale = useLocale();
  const container = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('loading');
  // The script calls back long after rendering; it must reach the current handlers.
  const handlers = useRef({ onCredential, onFailure });
  useEffect(() => {
    handlers.current = { onCredential, onFailure };
  });

  useEffect(() => {
    let active = true;
    loadGoogleIdentity().then(
      (google) => {
        if (!active) return;
        if (!container.current) {
          setStatus('buttonNotFound');
          return;
        }
        google.initialize({
          client_id: clientId,
          ux_mode: 'popup',
          context: 'signin',
          callback: ({ credential }) =>
            credential ? handlers.current.onCredential(credential) : handlers.current.onFailure(),
        });
        const target = container.current;
        google.renderButton(target, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'signin_with',
          shape: 'pill',
          locale,
        });
        void waitForChild(target, BUTTON_TIMEOUT_MS).then((found) => {
          if (active) setStatus(found ? 'ready' : 'buttonNotFound');
        });
      },
      () => {
        if (active) setStatus('connectionError');
      },
    );
    return () => {
      active = false;
    };
  }, [clientId, locale]);

  return (
    <div className="flex flex-col items-center gap-3">
      <div ref={container} className="flex min-h-11 justify-center" />
      {status === 'loading' ? (
        <p role="status" className="text-sm text-slate-500">
          {intl.formatMessage(loginMessages.googleLoading)}
        </p>
      ) : null}
      {status === 'connectionError' || status === 'buttonNotFound' ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-center text-sm text-red-800"
        >
          <p>
            {intl.formatMessage(
              status === 'connectionError'
                ? loginMessages.googleConnectionError
                : loginMessages.googleButtonNotFound,
            )}
          </p>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="rounded-lg border border-red-300 bg-white px-4 py-1.5 font-semibold text-red-800 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600"
          >
            {intl.formatMessage(loginMessages.refresh)}
          </button>
        </div>
      ) : null}
    </div>
  );
}
