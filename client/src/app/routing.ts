import type { ComponentType } from 'react';
import {
  redirect,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router';
import type { ConcreteRequest, OperationType, VariablesOf } from 'relay-runtime';
import { hasSession } from '../features/accounts/session';
import type { MessageSection } from '../i18n/messages';
import { currentEnvironment, environmentOf, identityVersion } from '../relay/environment';
import { preloadQuery } from '../relay/preload';
import { loginPath } from '../shared/accounts/redirect';
import type { Locale } from './locale';
import { withAriaProviders } from './withAriaProviders';

/**
 * Gives a route's loader another run after a sign-in or sign-out, so its preloaded query is not kept from the
 * previous identity's environment.
 */
export function perIdentity(loader: LoaderFunction): Pick<RouteObject, 'loader' | 'shouldRevalidate'> {
  let loadedFor = -1;
  const shouldRevalidate: ShouldRevalidateFunction = ({ defaultShouldRevalidate }) =>
    defaultShouldRevalidate || loadedFor !== identityVersion();
  return {
    loader: (args, context) => {
      loadedFor = identityVersion();
      return loader(args, context);
    },
    shouldRevalidate,
  };
}

/** The login area: a visitor is sent to the login page before any of its queries runs, and comes back after. */
function requireSession(locale: Locale, request: Request): void {
  if (hasSession()) return;
  const url = new URL(request.url);
  throw redirect(loginPath(locale, `${url.pathname}${url.search}`));
}

export interface QueryRoute<Q extends OperationType> {
  path?: string;
  index?: true;
  /** The page's query artifact: fetched with the page's code, and its request started before that code runs. */
  query: () => Promise<{ default: ConcreteRequest }>;
  variables?: (args: LoaderFunctionArgs) => VariablesOf<Q> | Promise<VariablesOf<Q>>;
  /** `store-and-network` for pages whose data other pages change. */
  fetchPolicy?: 'store-and-network';
  /** The login area: a visitor is sent to the login page before the query runs (unless this says otherwise). */
  signedIn?: true | ((args: LoaderFunctionArgs) => boolean);
  page: () => Promise<ComponentType>;
  /**
   * `false` for a page built without react-aria's components: it loads without their providers (and so without
   * react-aria). Other pages get the providers, loaded alongside their code.
   */
  aria?: false;
  /** The page's own words when its query fails; otherwise the general error page. */
  errorPage?: () => Promise<ComponentType>;
}

/** A page whose loader starts its query (as `queryRef`) while its code loads. */
export function queryRoute<Q extends OperationType>(locale: Locale, route: QueryRoute<Q>): RouteObject {
  const { path, index, query, variables, fetchPolicy, signedIn, page, aria, errorPage } = route;
  return {
    ...(index ? { index } : { path }),
    ...perIdentity(async (args) => {
      if (signedIn === true || signedIn?.(args)) requireSession(locale, args.request);
      const [artifact, values] = await Promise.all([
        query(),
        variables ? variables(args) : ({} as VariablesOf<Q>),
      ]);
      return {
        queryRef: preloadQuery<Q>(environmentOf(args), artifact.default, values, locale, fetchPolicy),
      };
    }),
    lazy: async () => {
      const [Component, ErrorBoundary] = await Promise.all([
        aria === false ? page() : withAriaProviders(page()),
        errorPage?.(),
      ]);
      return ErrorBoundary ? { Component, ErrorBoundary } : { Component };
    },
  };
}

export const searchParams = ({ request }: LoaderFunctionArgs) => new URL(request.url).searchParams;

/** Whether the viewer is an admin, for the pages that show admins more (their helpers load with those pages). */
export const isAdmin = async (locale: Locale) =>
  (await import('../shared/accounts/viewerIsAdmin')).viewerIsAdmin(currentEnvironment(), locale);

/**
 * A page whose words are in a section's catalogue: the panel's (employers', partners' and admins' tools, and the
 * dashboard) or the talent tests'.
 */
export const sectionPage = async (locale: Locale, section: MessageSection, page: Promise<ComponentType>) =>
  (await import('./withSectionMessages')).withSectionMessages(locale, section, page);
