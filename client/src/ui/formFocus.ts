import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Brings a part that just appeared (a form's confirmation, its next step) to the reader: scrolled to the top of
 * the view, below the sticky header by the page's scroll padding, and focused, so that a screen reader reads it
 * and the keyboard goes on from there. The element needs `tabIndex={-1}` unless it is focusable itself.
 */
export function reveal(element: HTMLElement | null) {
  if (!element) return;
  element.focus({ preventScroll: true });
  element.scrollIntoView?.({ block: 'start' });
}

const FIELD = 'input:not([type="hidden"]):not(:disabled), textarea:not(:disabled)';

/**
 * Brings a form the reader asked for to them: its top scrolled into view below the sticky header, and its first
 * field focused, ready to type in.
 */
export function revealForm(container: HTMLElement | null) {
  if (!container) return;
  container.querySelector<HTMLElement>(FIELD)?.focus({ preventScroll: true });
  container.scrollIntoView?.({ block: 'start' });
}

/** A ref that reveals its element as soon as it is shown: `<h2 ref={useRevealOnShow()} tabIndex={-1}>`. */
export function useRevealOnShow<T extends HTMLElement>() {
  return useCallback((element: T | null) => reveal(element), []);
}

/** Marked invalid by the react-aria fields: the input itself, or the field around a button (a select). */
const INVALID = '[aria-invalid="true"], [data-invalid]';
const FOCUSABLE = 'input:not([type="hidden"]), textarea, select, button, [tabindex]';

function focusable(element: Element): HTMLElement | null {
  const candidates = [element, ...element.querySelectorAll(FOCUSABLE)];
  const found = candidates.find(
    (candidate) =>
      candidate instanceof HTMLElement &&
      candidate.matches(FOCUSABLE) &&
      candidate.tabIndex >= 0 &&
      !candidate.matches(':disabled') &&
      // react-aria's hidden native select, kept for autofill, is not for people.
      !candidate.closest('[aria-hidden="true"], [data-react-aria-prevent-focus]'),
  );
  return (found as HTMLElement | undefined) ?? null;
}

/** Focuses the first invalid field in the container, in reading order; false when there is none. */
export function focusFirstInvalid(container: HTMLElement | null): boolean {
  if (!container) return false;
  for (const invalid of container.querySelectorAll(INVALID)) {
    const target = focusable(invalid);
    if (target) {
      target.focus();
      return true;
    }
  }
  return false;
}

/**
 * For a form that shows its problems after a submit: put the returned ref on the element around the fields and
 * call the returned function when the problems are set; once they are on screen, the first invalid field takes
 * the focus, so that the keyboard and a screen reader land where the work is.
 */
export function useFocusFirstInvalid<T extends HTMLElement>() {
  const containerRef = useRef<T>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request) focusFirstInvalid(containerRef.current);
  }, [request]);
  const focusInvalid = useCallback(() => setRequest((count) => count + 1), []);
  return [containerRef, focusInvalid] as const;
}
