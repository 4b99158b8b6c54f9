import { useSyncExternalStore } from 'react';

/**
 * The page's notifications. react-toastify, its container included, loads with the first notification rather than
 * with every page: no first load carries it. A notification asked for while it loads waits in react-toastify's own
 * queue until the container (`ToastsWhenWanted`) is in place.
 */
let wanted = false;
const listeners = new Set<() => void>();

function show(kind: 'error' | 'success', content: string, options?: { toastId?: string }): void {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  import('react-toastify/unstyled').then(
    ({ toast: library }) => void library[kind](content, options),
    // Offline or after a new deploy the module may not load; the page goes on without its notification.
    () => undefined,
  );
}

export const toast = {
  error: (content: string, options?: { toastId?: string }) => show('error', content, options),
  success: (content: string, options?: { toastId?: string }) => show('success', content, options),
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a notification has been asked for: then the container is rendered (never on the server). */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}
