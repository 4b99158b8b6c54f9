import type { RecordSource } from 'relay-runtime';
import type { LanguageOffer } from './languageOffer';

/** A Relay store's records, as `RecordSource.toJSON()` gives them and its constructor takes them. */
export type RelayRecords = ReturnType<RecordSource['toJSON']>;

/** What the server hands the page besides its HTML, as `window.__KARNAMA__`. */
export interface BootData {
  origin: string;
  /** When the server rendered the page (ms): times shown as "5 minutes ago" hydrate as it wrote them. */
  renderedAt: number;
  /** The Relay records the server rendered the page from; none for the pages the browser renders. */
  records: RelayRecords | null;
  /** The offer of the page in the browser's language (`languageOffer.ts`), rendered by the server too. */
  languageOffer?: LanguageOffer;
  /** Set once the page has hydrated: from then on it answers clicks (before, a click reaches no handler). */
  hydrated?: true;
}

export const BOOT_GLOBAL = '__KARNAMA__';

/** JSON made safe inside `<script>` (no `</script>`, no `<!--`). */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The inline script that sets the boot data. */
export function bootScript(data: BootData): string {
  return `window.${BOOT_GLOBAL}=${scriptJson(data)};`;
}

/**
 * How many of the entry's modules one task asks the browser to preload. Each preload costs the main thread a little
 * (its request is prepared there, and a profiler recording the page, as Lighthouse does, records each one's stack):
 * the fifteen or so of a page's first load asked at once made one task of 35–40 ms in Lighthouse's recording, which
 * its simulation of a slower phone counts four times over. A few a task keeps every task short.
 */
const PRELOADS_PER_TASK = 3;

/**
 * The inline script that starts the page's code once the server's HTML has painted: the entry is asked for and the
 * modules it imports are preloaded (a few a task after it), but only after the first contentful paint (as the
 * browser reports it, or two frames on), so the first paint waits for the HTML and the stylesheet alone, not for
 * script to download and run.
 * The first paint can come while the document is still being parsed (a slow machine paints the introduction
 * before the list below it), so the code starts one frame after the paint is reported: the script sits at the
 * end of the body, so that frame paints the whole document. A page opened in a hidden tab paints nothing: it starts
 * at once; and it starts after three seconds whatever happens.
 *
 * `atOnce` is for a document with nothing to paint before the code runs (the signed-in area's loading page, which
 * the browser renders): it has no contentful paint to wait for, and waiting would only leave the spinner up.
 *
 * With the entry asked for, it starts `intlWarmup`'s worker: the browser's first use of Intl (ICU's data, loaded once
 * for the page's whole process: 15–45 ms on a desktop) then happens on another thread while the modules download, and
 * the start's own first use of Intl (`main.tsx`) takes well under a millisecond of the main thread.
 */
export function startScript(code: {
  entry: string;
  modules: string[];
  atOnce?: boolean;
  /** The worker that loads Intl's data beside the start (`intlWarmup.ts`), and the page's Intl locale it uses. */
  intlWarmup?: { script: string; locale: string };
}): string {
  return (
    `(function(c){var d=document,w=window,s=0,i=0;` +
    `function more(){for(var n=0;n<${PRELOADS_PER_TASK}&&i<c.modules.length;n++,i++){var l=d.createElement('link');` +
    `l.rel='modulepreload';l.href=c.modules[i];d.head.appendChild(l)}if(i<c.modules.length)setTimeout(more,0)}` +
    // The worker is a help, never a condition: a browser that cannot start it starts the page all the same.
    `function warm(){if(c.intlWarmup&&w.Worker)try{new Worker(c.intlWarmup.script).postMessage(c.intlWarmup.locale)}catch(x){}}` +
    `function go(){if(s)return;s=1;var e=d.createElement('script');e.type='module';e.src=c.entry;d.body.appendChild(e);setTimeout(warm,0);more()}` +
    `function after(){requestAnimationFrame(function(){setTimeout(go,0)})}` +
    `if(c.atOnce||d.visibilityState==='hidden')return go();setTimeout(go,3000);` +
    `var P=w.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)` +
    `new P(function(l){l.getEntriesByName('first-contentful-paint').length&&after()}).observe({type:'paint',buffered:true});` +
    `else requestAnimationFrame(after)` +
    `})(${scriptJson(code)});`
  );
}

/**
 * Ends the current task and goes on in a new one, so that the browser can paint and answer input in between: the
 * page's start is cut into steps of a few milliseconds each rather than one long task. `scheduler.yield()` where the
 * browser has it (the rest of the work keeps its place ahead of other tasks), else a zero timeout.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export function readBootData(): BootData | undefined {
  return (window as unknown as Record<string, BootData | undefined>)[BOOT_GLOBAL];
}

/** Whether the page is past hydration: false on the server and while the browser hydrates the server's HTML. */
export function isHydrated(): boolean {
  return typeof window !== 'undefined' && readBootData()?.hydrated === true;
}

/** Says the page has hydrated (journeys wait for it: `window.__KARNAMA__.hydrated`). */
export function markHydrated(): void {
  const boot = readBootData();
  if (boot) boot.hydrated = true;
}
