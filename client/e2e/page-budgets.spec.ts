import AxeBuilder from '@axe-core/playwright';
import { pageTypes, SCRIPT_BUDGET_BYTES } from './pageTypes';
import { expect, test } from './test';

// P5 on every public page type: the compressed script a first visit downloads (an empty cache), as the browser
// receives it. Bytes do not depend on the machine's speed; Lighthouse's timings (P6) do, and are measured by
// `pnpm --filter @platform/client bench:pages` over the same list instead. The page, once loaded, is checked for
// WCAG A/AA violations too, and for what it asks the graph once the server has rendered it, so that a new page type
// is held to all three from its first run, and for the worker its start runs beside it.
test.use({ reducedMotion: 'reduce' });

for (const pageType of pageTypes) {
  test(`the first load of a ${pageType.name} page stays within its script budget, without react-aria (P5), and has no detectable WCAG A/AA violations`, async ({
    page,
    baseURL,
  }) => {
    const address = await pageType.address(baseURL!);
    // What the page asks the graph while it loads and hydrates: the server rendered it from the records it sent.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname !== '/graphql') return;
      asked.push(
        (request.postDataJSON() as { operationName?: string } | null)?.operationName ?? request.url(),
      );
    });
    const scripts: { path: string; bytes: Promise<number> }[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      scripts.push({
        path: new URL(request.url()).pathname,
        bytes: request.sizes().then((sizes) => sizes.responseBodySize),
      });
    });
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
    await page.goto(address, { waitUntil: 'networkidle' });
    // The start ran the worker that loads Intl's data off the main thread (`intlWarmup.ts`): the build has it, the
    // server names it, and the page's CSP lets it run.
    expect(workers.filter((path) => /^\/assets\/intlWarmup-[\w-]+\.js$/.test(path))).toHaveLength(1);
    const bytes = (await Promise.all(scripts.map((script) => script.bytes))).reduce((sum, n) => sum + n, 0);
    expect(bytes, address).toBeGreaterThan(100 * 1024);
    expect(bytes, `${address}: ${(bytes / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(SCRIPT_BUDGET_BYTES);
    // react-aria's components load with the parts built with them, which no public page's first screen has.
    expect(
      scripts.map((script) => script.path).filter((path) => /\/(aria|AriaProviders)-/.test(path)),
    ).toEqual([]);
    // Only a project page's counted view: no page asks again for what the server has just rendered it from.
    expect(asked.filter((name) => name !== 'ProjectPageViewMutation')).toEqual([]);
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      violations.map((v) => `${v.id}: ${v.nodes.length} × ${v.help}: ${v.nodes[0]?.target.join(' ')}`),
    ).toEqual([]);
  });
}
