import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter, createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import {
  Environment,
  Network,
  RecordSource,
  Store,
  type GraphQLResponse,
  type Variables,
} from 'relay-runtime';
import { bootScript, startScript, type RelayRecords } from '../app/boot';
import { RoutedDocument } from '../app/Document';
import { ErrorPage } from '../app/ErrorPage';
import { HttpStatusContext } from '../app/httpStatus';
import { InitialLoading } from '../app/InitialLoading';
import { offeredLocale, type LanguageOffer } from '../app/languageOffer';
import { DEFAULT_LOCALE, isLocale, localeFromPath, type Locale } from '../app/locale';
import { languageOfferMessages } from '../app/messages';
import { SiteContext, type PageAssets } from '../app/site';
import { I18nProvider } from '../i18n/I18nProvider';
import { INTL_LOCALE } from '../i18n/intlLocale';
import { loadMessages } from '../i18n/messages';
import type { RequestContext } from '../relay/environment';
import { routes } from '../routes';

/** One operation against the graph, run in the server's own process with the visitor's rights. */
export type ExecuteOperation = (
  operation: { query: string; operationName: string; variables: Variables },
  locale: Locale,
) => Promise<GraphQLResponse>;

export interface RenderOptions {
  /** The page's address and the visitor's headers. */
  request: Request;
  execute: ExecuteOperation;
  origin: string;
  nonce: string;
  /** The build's entry module and what the first screen needs. */
  assets: PageAssets & { entry: string };
  /** Called with what failed while rendering: the page then answers 500, or the browser renders that part. */
  onError: (error: unknown) => void;
}

export type RenderResult =
  { kind: 'redirect'; status: number; location: string } | { kind: 'page'; status: number; html: string };

const handler = createStaticHandler(routes);

/** The environment of one request: queries go to the graph in-process, and their records stay for the page. */
function serverEnvironment(execute: ExecuteOperation, fallbackLocale: Locale) {
  const pending = new Set<Promise<unknown>>();
  const network = Network.create((params, variables, cacheConfig) => {
    const requested = cacheConfig.metadata?.locale;
    const result = execute(
      { query: params.text ?? '', operationName: params.name, variables },
      isLocale(requested) ? requested : fallbackLocale,
    );
    pending.add(result);
    // Relay observes the answer; this only forgets it once settled, and must not leave a rejection unobserved.
    const forget = () => void pending.delete(result);
    result.then(forget, forget);
    return result;
  });
  const environment = new Environment({ network, store: new Store(new RecordSource()), isServer: true });
  return { environment, pending };
}

/**
 * Renders to a string once everything has loaded (React's prerender), so the status is known before the first byte
 * and every part is in its place in the HTML, as crawlers and browsers without script read it.
 */
async function renderToHtml(
  app: ReactNode,
  options: Pick<RenderOptions, 'onError'>,
): Promise<{ html: string; failed: boolean }> {
  let failed = false;
  const { prelude } = await prerenderToNodeStream(app, {
    // Every part in its place: React would otherwise send a large part apart from where it goes, hidden, for a
    // script of its own (which the page's Content-Security-Policy does not let run) to move into place.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError(error) {
      failed = true;
      options.onError(error);
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  return { html: Buffer.concat(chunks).toString('utf8'), failed };
}

function withBootData(html: string, nonce: string, script: string): string {
  const end = html.lastIndexOf('</body>');
  const tag = `<script nonce="${nonce}">${script}</script>`;
  return end === -1 ? html + tag : html.slice(0, end) + tag + html.slice(end);
}

/**
 * The document of a page, with what the browser needs to take it over (`window.__KARNAMA__`): the product's address,
 * when it was rendered, and the Relay records the page was rendered from (read once rendering is done); then the
 * script that starts the page's code after its first paint.
 */
async function renderDocument(
  page: ReactNode,
  options: RenderOptions,
  locale: Locale,
  records: () => Promise<RelayRecords | null>,
  languageOffer?: LanguageOffer,
  startAtOnce = false,
): Promise<{ html: string; failed: boolean }> {
  const renderedAt = Date.now();
  const site = {
    origin: options.origin,
    nonce: options.nonce,
    assets: options.assets,
    renderedAt,
    languageOffer,
  };
  const { html, failed } = await renderToHtml(<SiteContext value={site}>{page}</SiteContext>, options);
  const boot = bootScript({ origin: options.origin, renderedAt, records: await records(), languageOffer });
  const start = startScript({
    entry: options.assets.entry,
    modules: options.assets.modules,
    atOnce: startAtOnce,
    intlWarmup: options.assets.intlWarmup
      ? { script: options.assets.intlWarmup, locale: INTL_LOCALE[locale] }
      : undefined,
  });
  return { html: withBootData(html, options.nonce, boot + start), failed };
}

/** The offer of the page in the browser's language, with its words in that language, if it gets one. */
async function languageOfferFor(request: Request, locale: Locale): Promise<LanguageOffer | undefined> {
  const offered = offeredLocale({
    locale,
    cookie: request.headers.get('cookie'),
    acceptLanguage: request.headers.get('accept-language'),
  });
  if (!offered) return undefined;
  const catalogue = await loadMessages(offered);
  const messages = Object.fromEntries(
    Object.values(languageOfferMessages).map(({ id }) => [id, catalogue[id]]),
  );
  return { locale: offered, messages };
}

function isRedirect(value: unknown): value is Response {
  return value instanceof Response && value.status >= 300 && value.status < 400;
}

/**
 * A public page, rendered with its data: the route loaders run as in the browser, against the graph in this
 * process; the records they loaded go with the HTML, and the browser hydrates from them without asking again.
 */
export async function renderPage(
  options: RenderOptions,
  locale: Locale = DEFAULT_LOCALE,
): Promise<RenderResult> {
  const { environment, pending } = serverEnvironment(options.execute, locale);
  const requestContext: RequestContext = { relayEnvironment: environment };
  const context = await handler.query(options.request, { requestContext });
  if (isRedirect(context))
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  if (context instanceof Response) throw new Error(`A loader answered ${String(context.status)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const languageOffer = await languageOfferFor(options.request, locale);
  // What the page says of itself once its data is in (a job that does not exist: 404).
  let said: number | undefined;
  const { html, failed } = await renderDocument(
    <StrictMode>
      <HttpStatusContext value={(status) => (said = status)}>
        <StaticRouterProvider router={router} context={context} hydrate={false} nonce={options.nonce} />
      </HttpStatusContext>
    </StrictMode>,
    options,
    locale,
    async () => {
      await Promise.allSettled(pending);
      return environment.getStore().getSource().toJSON();
    },
    languageOffer,
  );
  return { kind: 'page', status: failed || context.errors ? 500 : (said ?? context.statusCode), html };
}

/**
 * The signed-in area's page: the document in the address's language with a spinner; the browser renders it. Its
 * code starts at once: a spinner has no contentful paint to wait for.
 */
export async function renderShell(options: RenderOptions, pathname: string): Promise<RenderResult> {
  const { html } = await renderDocument(
    <MemoryRouter initialEntries={[pathname]}>
      <RoutedDocument>
        <InitialLoading />
      </RoutedDocument>
    </MemoryRouter>,
    options,
    localeFromPath(pathname) ?? DEFAULT_LOCALE,
    () => Promise.resolve(null),
    undefined,
    true,
  );
  return { kind: 'page', status: 200, html };
}

/** Why a page's data was refused: too many requests (429) or a part of the service away (503). */
export interface Refusal {
  status: 429 | 503;
  /** Seconds until another try may succeed, as the answer's `Retry-After` says. */
  retryAfter: number;
}

/**
 * The page for a render whose data was refused: the localized "too many requests" or "briefly unavailable" page,
 * complete in the HTML and without the page's code, so that a visitor who is being refused costs nothing more
 * until they try again (a link to the same address).
 */
export async function renderRefusal(
  options: Omit<RenderOptions, 'execute'>,
  locale: Locale,
  refusal: Refusal,
): Promise<RenderResult> {
  const url = new URL(options.request.url);
  const messages = await loadMessages(locale);
  const site = {
    origin: options.origin,
    nonce: options.nonce,
    assets: options.assets,
    renderedAt: Date.now(),
  };
  const { html } = await renderToHtml(
    <SiteContext value={site}>
      <MemoryRouter initialEntries={[url.pathname]}>
        <RoutedDocument>
          <I18nProvider locale={locale} messages={messages}>
            <main className="px-4 py-12">
              <ErrorPage
                kind={refusal.status === 429 ? 'rateLimited' : 'unavailable'}
                retryAfter={refusal.retryAfter}
                retryHref={`${url.pathname}${url.search}`}
              />
            </main>
          </I18nProvider>
        </RoutedDocument>
      </MemoryRouter>
    </SiteContext>,
    options,
  );
  return { kind: 'page', status: refusal.status, html };
}
