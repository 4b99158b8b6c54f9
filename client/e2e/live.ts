import type { Page } from './test';

/**
 * Resolves once the page has sent the subscription to `field` on any of its WebSockets (a page may open more than
 * one, or open one before the page that subscribes): from then on, what changes reaches it.
 */
export function subscribed(page: Page, field: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framesent', (frame) => {
        if (String(frame.payload).includes(field)) resolve();
      }),
    );
  });
}
