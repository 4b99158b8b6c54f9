import { trackingCodeOf } from '@platform/rules/content';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useNavigate, useSearchParams } from 'react-router';
import type { CooperationStatusPageQuery } from '../../__generated__/CooperationStatusPageQuery.graphql';
import { useLocale } from '../../app/LocaleContext';
import { localePath } from '../../app/locale';
import { PageMeta } from '../../app/PageMeta';
import { primaryButtonClass } from '../../ui/buttons';
import { fieldClass } from './Field';
import { cooperationMessages as m, cooperationStateMessages, cooperationTypeMessages } from './messages';

export interface CooperationStatusPageLoaderData {
  queryRef: PreloadedQuery<CooperationStatusPageQuery>;
}

/** The code the address names, as the server reads it; empty when there is none. */
export const statusCodeOf = (params: URLSearchParams) => trackingCodeOf(params.get('code') ?? '') ?? '';

/** A cooperation request's status by its tracking code (`?code=`), and a form to type one. */
export function CooperationStatusPage() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { queryRef } = useLoaderData() as CooperationStatusPageLoaderData;
  const { cooperationRequest } = usePreloadedQuery<CooperationStatusPageQuery>(
    graphql`
      query CooperationStatusPageQuery($code: String!, $hasCode: Boolean!) {
        cooperationRequest(trackingCode: $code) @include(if: $hasCode) {
          trackingCode
          cooperationType
          state
          receivedAt
          reviewBy
        }
      }
    `,
    queryRef,
  );
  const asked = params.get('code') ?? '';
  const [typed, setTyped] = useState(asked);
  const title = intl.formatMessage(m.statusTitle);
  const date = (value: string) =>
    intl.formatDate(value, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Tehran' });

  function find(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = trackingCodeOf(typed) ?? typed.trim();
    navigate(`${localePath(locale, '/cooperation/status')}?${new URLSearchParams({ code })}`);
  }

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageMeta page={title} description={intl.formatMessage(m.statusDescription)} noindex />
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <form
        onSubmit={find}
        className="flex flex-wrap items-end gap-3 rounded-2xl border border-slate-200 bg-white p-5"
      >
        <div className="flex min-w-60 flex-1 flex-col gap-1.5">
          <label htmlFor="status-code" className="text-sm font-semibold text-slate-800">
            {intl.formatMessage(m.codeInput)}
          </label>
          <input
            id="status-code"
            name="code"
            dir="ltr"
            autoComplete="off"
            maxLength={40}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            className={`${fieldClass} text-start font-mono uppercase`}
          />
        </div>
        <button type="submit" className={primaryButtonClass}>
          {intl.formatMessage(m.find)}
        </button>
      </form>
      {cooperationRequest ? (
        <section
          aria-label={cooperationRequest.trackingCode}
          className="rounded-2xl border border-teal-200 bg-white p-6"
        >
          <p dir="ltr" className="text-start font-mono text-2xl font-black tracking-widest text-slate-900">
            {cooperationRequest.trackingCode}
          </p>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            <dt className="font-semibold text-slate-700">{intl.formatMessage(m.stateLabel)}</dt>
            <dd className="font-semibold text-teal-800" data-state={cooperationRequest.state}>
              {intl.formatMessage(
                cooperationStateMessages[cooperationRequest.state as keyof typeof cooperationStateMessages] ??
                  cooperationStateMessages.OPEN,
              )}
            </dd>
            <dt className="font-semibold text-slate-700">{intl.formatMessage(m.typeLabel)}</dt>
            <dd>
              {intl.formatMessage(
                cooperationTypeMessages[
                  cooperationRequest.cooperationType as keyof typeof cooperationTypeMessages
                ] ?? cooperationTypeMessages.OTHER,
              )}
            </dd>
            <dt className="font-semibold text-slate-700">{intl.formatMessage(m.receivedLabel)}</dt>
            <dd>{date(cooperationRequest.receivedAt)}</dd>
            <dt className="font-semibold text-slate-700">{intl.formatMessage(m.reviewByLabel)}</dt>
            <dd>{date(cooperationRequest.reviewBy)}</dd>
          </dl>
        </section>
      ) : asked ? (
        <p role="alert" className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900">
          {intl.formatMessage(m.notFound)}
        </p>
      ) : null}
      <Link
        to={localePath(locale, '/cooperation')}
        className="inline-block font-semibold text-teal-800 hover:underline"
      >
        {intl.formatMessage(m.newRequest)}
      </Link>
    </div>
  );
}
