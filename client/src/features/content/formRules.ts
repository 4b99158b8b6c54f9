import type * as content from '@platform/rules/content';

type Rules = typeof content;

let loading: Promise<Rules> | null = null;

/**
 * The forms' rules (zod, and the phone library that reads numbers: about 45 KB compressed), fetched when a person
 * first touches a form or sends it rather than with the page, so a visit that only reads the page never downloads
 * them. The page itself reads the limits and choices from `@platform/rules/content-limits`.
 */
export function formRules(): Promise<Rules> {
  loading ??= import('@platform/rules/content').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Starts fetching the rules (on a form's first focus or touch); a failure is met again when the form is sent. */
export function prepareFormRules() {
  formRules().catch(() => undefined);
}
