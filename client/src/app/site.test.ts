import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootScript, startScript } from './boot';
import { shortDescription } from './PageMeta';
import { canonicalSearch } from './site';

describe('canonicalSearch', () => {
  it('keeps the parameters that choose content, in a stable order, without tracking ones', () => {
    expect(canonicalSearch('?utm_source=mail&q=react&ref_id=p1&type=REMOTE&gclid=x')).toBe(
      '?q=react&type=REMOTE',
    );
    expect(canonicalSearch('?type=REMOTE&q=react')).toBe('?q=react&type=REMOTE');
    expect(canonicalSearch('?ref=abc')).toBe('');
    expect(canonicalSearch('')).toBe('');
  });
});

describe('shortDescription', () => {
  it('collapses white space and cuts a long text at a word, with an ellipsis', () => {
    expect(shortDescription('  one\n two  ')).toBe('one two');
    const long = `${'word '.repeat(60)}end`;
    const short = shortDescription(long);
    expect(short.length).toBeLessThanOrEqual(160);
    expect(short).toMatch(/word…$/);
  });
});

describe('bootScript', () => {
  it('cannot be closed or commented out by the data it carries', () => {
    const script = bootScript({
      origin: 'https://karnama.example',
      renderedAt: 0,
      records: {
        a: { __id: 'a', __typename: 'Job', title: '</script><script>alert(1)</script><!-- \u2028' },
      },
    });
    expect(script).not.toMatch(/<\/script|<!--|\u2028/);
    const json = script.replace(/^window\.__KARNAMA__=/, '').replace(/;$/, '');
    expect((JSON.parse(json) as { records: { a: { title: string } } }).records.a.title).toBe(
      '</script><script>alert(1)</script><!-- \u2028',
    );
  });
});

describe('startScript', () => {
  const code = { entry: '/assets/index-1.js', modules: ['/assets/react-1.js', '/assets/relay-1.js'] };
  const run = () => {
    // The inline script as the page runs it.
    new Function(startScript(code))();
  };
  const started = () => ({
    preloads: [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) =>
      l.getAttribute('href'),
    ),
    entry: document.body.querySelector<HTMLScriptElement>('script[type="module"]')?.getAttribute('src'),
  });

  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('starts the page code a frame after the browser reports the first contentful paint, with its modules preloaded', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    let report: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
    const observe = vi.fn();
    vi.stubGlobal(
      'PerformanceObserver',
      Object.assign(
        function (callback: typeof report) {
          report = callback;
          return { observe };
        },
        { supportedEntryTypes: ['paint'] },
      ),
    );
    run();
    expect(observe).toHaveBeenCalledWith({ type: 'paint', buffered: true });
    report?.({ getEntriesByName: () => [] });
    vi.advanceTimersByTime(100);
    expect(started()).toEqual({ preloads: [], entry: undefined });
    report?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    vi.advanceTimersByTime(0);
    expect(started().entry).toBeUndefined();
    // The next frame paints what was parsed after the first paint; the code starts after it.
    expect(frames).toHaveLength(1);
    frames.shift()?.(16);
    expect(started().entry).toBeUndefined();
    vi.advanceTimersByTime(0);
    expect(started()).toEqual({ preloads: code.modules, entry: code.entry });
    // The fallback timer finds it started.
    vi.runAllTimers();
    expect(document.querySelectorAll('script[type="module"]')).toHaveLength(1);
    vi.unstubAllGlobals();
  });

  it('without paint timing, starts two frames on', () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', undefined);
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    run();
    frames.shift()?.(0);
    frames.shift()?.(16);
    expect(started().entry).toBeUndefined();
    vi.advanceTimersByTime(0);
    expect(started()).toEqual({ preloads: code.modules, entry: code.entry });
    vi.unstubAllGlobals();
  });

  it('starts after three seconds when no paint is reported', () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', undefined);
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    run();
    vi.advanceTimersByTime(2999);
    expect(started().entry).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(started().entry).toBe(code.entry);
    vi.unstubAllGlobals();
  });

  it("starts at once for a document with nothing to paint first (the signed-in area's loading page)", () => {
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    new Function(startScript({ ...code, atOnce: true }))();
    expect(frame).not.toHaveBeenCalled();
    expect(started()).toEqual({ preloads: code.modules, entry: code.entry });
  });

  it('asks for the entry first, then preloads its modules a few a task, so that no task is long', () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const modules = Array.from({ length: 7 }, (_, i) => `/assets/module-${i}.js`);
    new Function(startScript({ ...code, modules }))();
    expect(started()).toEqual({ preloads: modules.slice(0, 3), entry: code.entry });
    vi.advanceTimersToNextTimer();
    expect(started().preloads).toEqual(modules.slice(0, 6));
    vi.advanceTimersToNextTimer();
    expect(started().preloads).toEqual(modules);
    vi.runAllTimers();
    expect(started().preloads).toEqual(modules);
  });

  it('starts at once in a hidden tab, which paints no frame', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    run();
    expect(frame).not.toHaveBeenCalled();
    expect(started()).toEqual({ preloads: code.modules, entry: code.entry });
  });

  it("starts Intl's worker with the page's locale in a task after the entry's, and the page without it where it cannot", () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const workers: { script: string; messages: unknown[] }[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        messages: unknown[] = [];
        constructor(script: string) {
          // The entry is already asked for: the worker never delays the page's own code.
          expect(started().entry).toBe(code.entry);
          workers.push({ script, messages: this.messages });
        }
        postMessage(message: unknown) {
          this.messages.push(message);
        }
      },
    );
    const intlWarmup = { script: '/assets/intlWarmup-1.js', locale: 'fa-IR-u-ca-persian-nu-arabext' };
    new Function(startScript({ ...code, intlWarmup }))();
    expect(workers).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(workers).toEqual([{ script: intlWarmup.script, messages: [intlWarmup.locale] }]);
    expect(started()).toEqual({ preloads: code.modules, entry: code.entry });

    document.body.innerHTML = '';
    document.head.innerHTML = '';
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('Workers are not allowed here', 'SecurityError');
        }
      },
    );
    new Function(startScript({ ...code, intlWarmup }))();
    expect(() => vi.runAllTimers()).not.toThrow();
    expect(started()).toEqual({ preloads: code.modules, entry: code.entry });
    vi.unstubAllGlobals();
  });
});
