export const GOOGLE_SCRIPT_URL = 'https://accounts.google.com/gsi/client';
const LOAD_TIMEOUT_MS = 15_000;

/** The part of Google Identity Services (`google.accounts.id`) the login page uses. */
export interface GoogleAccountsId {
  initialize(config: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    ux_mode?: 'popup' | 'redirect';
    context?: 'signin' | 'signup' | 'use';
  }): void;
  renderButton(
    parent: HTMLElement,
    options: {
      type?: 'standard' | 'icon';
      theme?: 'outline' | 'filled_blue' | 'filled_black';
      size?: 'large' | 'medium' | 'small';
      text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
      shape?: 'rectangular' | 'pill';
      locale?: string;
      width?: number;
    },
  ): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

let loading: Promise<GoogleAccountsId> | null = null;

function loaded(): GoogleAccountsId | undefined {
  return window.google?.accounts?.id;
}

/**
 * Loads the Google Identity Services script once, only for installations with a Google client id. Rejects when
 * the script cannot be fetched (blocked, offline) or does not set up `google.accounts.id` in time.
 */
export function loadGoogleIdentity(): Promise<GoogleAccountsId> {
  const ready = loaded();
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = document.createElement('script');
    const timer = setTimeout(() => fail(), LOAD_TIMEOUT_MS);
    function fail() {
      clearTimeout(timer);
      script.remove();
      loading = null;
      reject(new Error('Google Identity Services could not be loaded'));
    }
    script.src = GOOGLE_SCRIPT_URL;
    script.async = true;
    script.defer = true;
    script.addEventListener('load', () => {
      const api = loaded();
      if (!api) return fail();
      clearTimeout(timer);
      resolve(api);
    });
    script.addEventListener('error', fail);
    document.head.append(script);
  });
  return loading;
}
