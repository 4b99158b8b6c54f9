import { useSyncExternalStore } from 'react';
import type { toast as libraryToast } from 'react-toastify/unstyled';

/**
 * The page's notifications. react-toastify and its container (`Toasts`) load with the page's first call to the
 * graph, whose failure they may have to tell even once the network is gone, or with the first notification: no
 * page's first load carries them. A notification asked for while they load waits in react-toastify's own queue
 * until the container (`ToastsWhenWanted`) is in place.
 */
let wanted = false;
const listeners = new Set<() => void>();
let loading: Promise<{ toast: typeof libraryToast }> | null = null;

/** Loads what notifications need, once; a load that failed (offline, a new deploy) is tried again next time. */
export function prepareToasts(): Promise<{ toast: typeof libraryToast }> {
  loading ??= Promise.all([import('react-toastify/unstyled'), import('./Toasts')]).then(
    ([library]) => library,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

function show(kind: 'error' | 'success', content: string, options?: { toastId?: string }): void {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  prepareToasts().then(
    ({ toast: library }) => void library[kind](content, options),
    // The modules could not load (offline before any call to the graph): the page goes on without this notification.
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
