import type { RecordSource } from 'relay-runtime';

/** A Relay store's records, as `RecordSource.toJSON()` gives them and its constructor takes them. */
export type RelayRecords = ReturnType<RecordSource['toJSON']>;

/** What the server hands the page besides its HTML, as `window.__KARNAMA__`. */
export interface BootData {
  origin: string;
  /** When the server rendered the page (ms): times shown as "5 minutes ago" hydrate as it wrote them. */
  renderedAt: number;
  /** The Relay records the server rendered the page from; none for the pages the browser renders. */
  records: RelayRecords | null;
  /** Set once the page has hydrated: from then on it answers clicks (before, a click reaches no handler). */
  hydrated?: true;
}

export const BOOT_GLOBAL = '__KARNAMA__';

/** The inline script that sets the boot data: JSON made safe inside `<script>` (no `</script>`, no `<!--`). */
export function bootScript(data: BootData): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `window.${BOOT_GLOBAL}=${json};`;
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
