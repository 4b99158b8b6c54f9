import { randomUUID } from 'node:crypto';
import type { Prisma } from '@platform/db';
import { type Locale, localeFromAcceptLanguage } from './locale.ts';

/** What every subgraph resolver sees. Built the same way in-process and over HTTP: from the request headers. */
export interface SubgraphContext {
  prisma: Prisma;
  locale: Locale;
  requestId: string;
  /** The caller's bearer credential as forwarded by the gateway; verified by the accounts issue's layer. */
  authorization: string | null;
}

export type HeaderSource = { get(name: string): string | null | undefined };

export function contextFromHeaders(headers: HeaderSource, prisma: Prisma): SubgraphContext {
  return {
    prisma,
    locale: localeFromAcceptLanguage(headers.get('accept-language')),
    requestId: headers.get('x-request-id') || randomUUID(),
    authorization: headers.get('authorization') || null,
  };
}
