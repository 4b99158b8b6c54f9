// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderPage, renderRefusal, renderShell, type RenderOptions } from './render';

function options(path: string, execute: RenderOptions['execute']): RenderOptions {
  return {
    request: new Request(`http://karnama.test${path}`),
    execute,
    origin: 'http://karnama.test',
    nonce: 'n0nce',
    assets: { entry: '/assets/index.js', stylesheets: [], modules: [], fonts: [] },
    onError: () => {},
  };
}

const refused = Object.assign(new Error('Too many requests; try again in 40 s'), {
  extensions: { code: 'RATE_LIMITED', retryAfter: 40 },
});

describe('the server render', () => {
  it('survives a page whose every operation is refused, leaving no rejection unobserved', async () => {
    const unobserved: unknown[] = [];
    const listener = (reason: unknown) => unobserved.push(reason);
    process.on('unhandledRejection', listener);
    try {
      const result = await renderPage(
        options('/fa/jobs', () => Promise.reject(refused)),
        'fa',
      );
      expect(result.kind).toBe('page');
      // Let any promise left behind settle and be reported.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unobserved).toEqual([]);
    } finally {
      process.off('unhandledRejection', listener);
    }
  });

  it("answers 404 for a job, a test or a certificate that does not exist, from the page's own query alone", async () => {
    for (const [path, data] of [
      ['/en/jobs/no-such-job', { job: null, viewer: null }],
      ['/fa/talent-test/details/no-such-test', { test: null, viewer: null }],
      ['/az/certificates/KRN-0000-0000', { certificate: null }],
    ] as const) {
      const asked: string[] = [];
      const result = await renderPage(
        options(path, async (operation) => {
          asked.push(operation.operationName);
          return { data };
        }),
        'en',
      );
      expect(result, path).toMatchObject({ kind: 'page', status: 404 });
      expect(asked, path).toHaveLength(1);
    }
  });

  it("starts the signed-in area's code at once, and a public page's after its first paint", async () => {
    const never = () => Promise.reject(new Error('no query'));
    const shell = await renderShell(options('/fa/panel/orders', never), '/fa/panel/orders');
    expect(shell.kind === 'page' && shell.html).toContain('"atOnce":true');
    expect(shell.kind === 'page' && shell.html).toContain('<meta name="robots" content="noindex"/>');
    const page = await renderPage(options('/fa/jobs', never), 'fa');
    expect(page.kind === 'page' && page.html).toContain('"atOnce":false');
  });

  it("has the start run Intl's worker in the page's own Intl locale, where the build has the worker", async () => {
    const never = () => Promise.reject(new Error('no query'));
    const withWorker = (path: string): RenderOptions => {
      const base = options(path, never);
      return { ...base, assets: { ...base.assets, intlWarmup: '/assets/intlWarmup-1.js' } };
    };
    const page = await renderPage(withWorker('/fa/jobs'), 'fa');
    expect(page.kind === 'page' && page.html).toContain(
      '"intlWarmup":{"script":"/assets/intlWarmup-1.js","locale":"fa-IR-u-ca-persian-nu-arabext"}',
    );
    const shell = await renderShell(withWorker('/az/panel/orders'), '/az/panel/orders');
    expect(shell.kind === 'page' && shell.html).toContain('"locale":"az-Latn-AZ"');
    const without = await renderPage(options('/en/jobs', never), 'en');
    expect(without.kind === 'page' && without.html).not.toContain('"intlWarmup":');
  });

  it('says "too many requests" in the page\'s language, with the wait, and sends no code', async () => {
    const result = await renderRefusal(
      options('/fa/jobs?q=x', () => Promise.reject(refused)),
      'fa',
      {
        status: 429,
        retryAfter: 40,
      },
    );
    expect(result).toMatchObject({ kind: 'page', status: 429 });
    const html = result.kind === 'page' ? result.html : '';
    expect(html).toContain('<html lang="fa" dir="rtl">');
    expect(html).toContain('درخواست‌ها بیش از حد');
    // Persian digits, and the wait in seconds.
    expect(html).toContain('۴۰ ثانیه');
    expect(html).toContain('۴۲۹');
    expect(html).toMatch(/<a href="\/fa\/jobs\?q=x"[^>]*>تلاش دوباره<\/a>/);
    expect(html).toContain('name="robots" content="noindex"');
    expect(html).not.toContain('<script');
    // Waiting is what helps: no suggestions meant for a missing page.
    expect(html).not.toContain('اشتباه تایپی');
  });

  it('says the service is briefly unavailable in English', async () => {
    const result = await renderRefusal(
      options('/en', () => Promise.reject(refused)),
      'en',
      {
        status: 503,
        retryAfter: 5,
      },
    );
    expect(result).toMatchObject({ kind: 'page', status: 503 });
    const html = result.kind === 'page' ? result.html : '';
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('Briefly unavailable');
    expect(html).toContain('The service is briefly unavailable. Please try again in a moment.');
  });
});
