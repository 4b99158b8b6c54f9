import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ApiKeyCard_apiKey$key } from '../../../__generated__/ApiKeyCard_apiKey.graphql';
import { apiKeyMessages } from '../messages';
import { ApiKeyUsage } from './ApiKeyUsage';
import { RevokeApiKeyButton } from './RevokeApiKeyButton';

/** One key: what it is called, how to recognise it, whether it works, when it was used and how much. */
export function ApiKeyCard({ apiKey }: { apiKey: ApiKeyCard_apiKey$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment ApiKeyCard_apiKey on ApiKey {
        id
        name
        prefix
        createdAt
        lastUsedAt
        revokedAt
        ...ApiKeyUsage_apiKey
      }
    `,
    apiKey,
  );
  const titleId = `api-key-${data.id}`;
  const date = (value: string) => intl.formatDate(value, { dateStyle: 'medium' });
  const dateTime = (value: string) => intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });
  const revoked = data.revokedAt != null;

  return (
    <article
      aria-labelledby={titleId}
      className={`rounded-2xl border border-slate-200 p-5 shadow-sm ${revoked ? 'bg-slate-50' : 'bg-white'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h3 id={titleId} className="text-lg font-bold text-slate-900">
            <bdi>{data.name}</bdi>
          </h3>
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <span>{intl.formatMessage(apiKeyMessages.prefix)}</span>
            <code dir="ltr" className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-slate-800">
              {intl.formatMessage(apiKeyMessages.prefixValue, { prefix: data.prefix })}
            </code>
          </p>
        </div>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
            revoked ? 'bg-slate-100 text-slate-700' : 'bg-emerald-50 text-emerald-800'
          }`}
        >
          {intl.formatMessage(revoked ? apiKeyMessages.revoked : apiKeyMessages.active)}
        </span>
      </div>
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div className="flex gap-1">
          <dt className="text-slate-500">{intl.formatMessage(apiKeyMessages.created)}</dt>
          <dd className="font-medium text-slate-800">
            <time dateTime={data.createdAt}>{date(data.createdAt)}</time>
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-slate-500">{intl.formatMessage(apiKeyMessages.lastUsed)}</dt>
          <dd className="font-medium text-slate-800">
            {data.lastUsedAt ? (
              <time dateTime={data.lastUsedAt}>{dateTime(data.lastUsedAt)}</time>
            ) : (
              intl.formatMessage(apiKeyMessages.neverUsed)
            )}
          </dd>
        </div>
        {data.revokedAt ? (
          <div className="flex gap-1">
            <dt className="text-slate-500">{intl.formatMessage(apiKeyMessages.revokedAt)}</dt>
            <dd className="font-medium text-slate-800">
              <time dateTime={data.revokedAt}>{dateTime(data.revokedAt)}</time>
            </dd>
          </div>
        ) : null}
      </dl>
      <ApiKeyUsage apiKey={data} />
      {revoked ? null : (
        <div className="mt-4 flex justify-end">
          <RevokeApiKeyButton apiKeyId={data.id} name={data.name} />
        </div>
      )}
    </article>
  );
}
