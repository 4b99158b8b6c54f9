import type * as content from '@platform/rules/content';
import type * as feedback from '@platform/rules/feedback';

/**
 * A rules module fetched when a person first touches a form or sends it rather than with the page (zod, and the
 * phone library that reads numbers: about 45 KB compressed), so a visit that only reads the page never downloads
 * them. Pages read their limits and choices from the zod-free `…-limits` modules. A failed fetch is tried again.
 */
function onUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

/** The contact, cooperation and course forms' rules. */
export const formRules: () => Promise<typeof content> = onUse(() => import('@platform/rules/content'));

/** The testimonial and comment forms' rules. */
export const feedbackRules: () => Promise<typeof feedback> = onUse(() => import('@platform/rules/feedback'));

/** Starts fetching the rules (on a form's first focus or touch); a failure is met again when the form is sent. */
export function prepareFormRules(rules: () => Promise<unknown> = formRules) {
  rules().catch(() => undefined);
}
