import { contentLimits, inboxKinds, inboxStates } from '@platform/rules/content-limits';
import { useMemo, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  graphql,
  useFragment,
  useMutation,
  usePaginationFragment,
  usePreloadedQuery,
  useSubscription,
  type PreloadedQuery,
} from 'react-relay/hooks';
import { useLoaderData, useNavigate, useSearchParams } from 'react-router';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { AdminInboxList_query$key } from '../../__generated__/AdminInboxList_query.graphql';
import type { AdminInboxPageQuery } from '../../__generated__/AdminInboxPageQuery.graphql';
import type { AdminInboxPageSubscription } from '../../__generated__/AdminInboxPageSubscription.graphql';
import type { AdminInboxItem_item$key } from '../../__generated__/AdminInboxItem_item.graphql';
import type { AdminInboxItemAssignMutation } from '../../__generated__/AdminInboxItemAssignMutation.graphql';
import type { AdminInboxItemCloseMutation } from '../../__generated__/AdminInboxItemCloseMutation.graphql';
import type { AdminInboxItemReplyMutation } from '../../__generated__/AdminInboxItemReplyMutation.graphql';
import { PanelPage } from '../../app/PanelPage';
import { RegistrationRequired } from '../../app/RegistrationRequired';
import { toast } from '../../app/toast';
import { primaryButtonClass, secondaryButtonClass } from '../../ui/buttons';
import { fieldClass } from './Field';
import { inboxFilterOf } from './inboxFilter';
import {
  contactSubjectMessages,
  cooperationTypeMessages,
  inboxKindMessages,
  inboxMessages as m,
  inboxStateMessages,
} from './messages';
import { MoreButton } from '../../ui/MoreButton';

const PAGE_SIZE = 20;

export interface AdminInboxPageLoaderData {
  queryRef: PreloadedQuery<AdminInboxPageQuery>;
}

const pill = 'rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700';

function InboxItem({ item, viewerId }: { item: AdminInboxItem_item$key; viewerId: string }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment AdminInboxItem_item on InboxItem {
        id
        kind
        state
        name
        email
        phone
        subject
        cooperationType
        message
        failingPath
        failingStatus
        trackingCode
        courseSlug
        replyCount
        createdAt
        assignee {
          id
        }
      }
    `,
    item,
  );
  const [replying, setReplying] = useState(false);
  const [reply, setReply] = useState('');
  const [assign, assigning] = useMutation<AdminInboxItemAssignMutation>(graphql`
    mutation AdminInboxItemAssignMutation($id: ID!) {
      assignInboxItem(input: { itemId: $id }) {
        __typename
        ... on MutationAssignInboxItemSuccess {
          data {
            ...AdminInboxItem_item
          }
        }
      }
    }
  `);
  const [sendReply, sending] = useMutation<AdminInboxItemReplyMutation>(graphql`
    mutation AdminInboxItemReplyMutation($id: ID!, $body: String!) {
      replyToInboxItem(input: { itemId: $id, body: $body }) {
        __typename
        ... on MutationReplyToInboxItemSuccess {
          data {
            ...AdminInboxItem_item
          }
        }
      }
    }
  `);
  const [close, closing] = useMutation<AdminInboxItemCloseMutation>(graphql`
    mutation AdminInboxItemCloseMutation($id: ID!) {
      closeInboxItem(itemId: $id) {
        __typename
        ... on MutationCloseInboxItemSuccess {
          data {
            ...AdminInboxItem_item
          }
        }
      }
    }
  `);
  const failed = () => toast.error(intl.formatMessage(m.actionFailed));
  const succeeded = (typename: string, then?: () => void) =>
    typename.endsWith('Success') ? then?.() : failed();

  function submitReply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    sendReply({
      variables: { id: data.id, body: reply },
      onCompleted: ({ replyToInboxItem }) =>
        succeeded(replyToInboxItem.__typename, () => {
          setReply('');
          setReplying(false);
          toast.success(intl.formatMessage(m.replySent));
        }),
      onError: failed,
    });
  }

  const topic = data.subject
    ? intl.formatMessage(contactSubjectMessages[data.subject as keyof typeof contactSubjectMessages])
    : data.cooperationType
      ? intl.formatMessage(
          cooperationTypeMessages[data.cooperationType as keyof typeof cooperationTypeMessages],
        )
      : null;
  const closed = data.state === 'CLOSED';

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" data-inbox-item={data.kind}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-teal-100 px-2.5 py-0.5 text-xs font-semibold text-teal-900">
          {intl.formatMessage(inboxKindMessages[data.kind as keyof typeof inboxKindMessages])}
        </span>
        <span className={pill}>
          {intl.formatMessage(inboxStateMessages[data.state as keyof typeof inboxStateMessages])}
        </span>
        {topic ? <span className={pill}>{topic}</span> : null}
        <time dateTime={data.createdAt} className="ms-auto text-xs text-slate-500">
          {intl.formatDate(data.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-700">
        <dt className="font-semibold">{intl.formatMessage(m.from)}</dt>
        <dd className="flex flex-wrap gap-x-3">
          <span dir="auto">{data.name}</span>
          <a href={`mailto:${data.email}`} dir="ltr" className="text-teal-800 hover:underline">
            {data.email}
          </a>
          {data.phone ? (
            <a href={`tel:${data.phone}`} dir="ltr" className="text-teal-800 hover:underline">
              {data.phone}
            </a>
          ) : null}
        </dd>
        {data.failingPath ? (
          <>
            <dt className="font-semibold">{intl.formatMessage(m.failingAddress)}</dt>
            <dd className="flex flex-wrap gap-x-3">
              <code dir="ltr" className="rounded bg-slate-100 px-1.5 font-mono">
                {data.failingPath}
              </code>
              <span>{intl.formatNumber(data.failingStatus ?? 0, { useGrouping: false })}</span>
            </dd>
          </>
        ) : null}
        {data.courseSlug ? (
          <>
            <dt className="font-semibold">{intl.formatMessage(m.course)}</dt>
            <dd>
              <code dir="ltr" className="font-mono" data-course={data.courseSlug}>
                {data.courseSlug}
              </code>
            </dd>
          </>
        ) : null}
        {data.trackingCode ? (
          <>
            <dt className="font-semibold">{intl.formatMessage(m.trackingCode)}</dt>
            <dd>
              <code dir="ltr" className="font-mono">
                {data.trackingCode}
              </code>
            </dd>
          </>
        ) : null}
      </dl>
      <p dir="auto" className="mt-3 whitespace-pre-wrap text-start text-slate-900">
        {data.message}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {data.assignee ? (
          <span className="text-xs font-semibold text-slate-600">
            {intl.formatMessage(data.assignee.id === viewerId ? m.assignedToMe : m.assignedToOther)}
          </span>
        ) : null}
        {data.replyCount > 0 ? (
          <span className="text-xs text-slate-600">
            {intl.formatMessage(m.replies, { count: intl.formatNumber(data.replyCount) })}
          </span>
        ) : null}
        {!closed && data.assignee?.id !== viewerId ? (
          <button
            type="button"
            disabled={assigning}
            className={secondaryButtonClass}
            onClick={() =>
              assign({
                variables: { id: data.id },
                onCompleted: ({ assignInboxItem }) => succeeded(assignInboxItem.__typename),
                onError: failed,
              })
            }
          >
            {intl.formatMessage(m.assignToMe)}
          </button>
        ) : null}
        {!closed ? (
          <button type="button" className={secondaryButtonClass} onClick={() => setReplying((r) => !r)}>
            {intl.formatMessage(m.reply)}
          </button>
        ) : null}
        {!closed ? (
          <button
            type="button"
            disabled={closing}
            className={secondaryButtonClass}
            onClick={() =>
              close({
                variables: { id: data.id },
                onCompleted: ({ closeInboxItem }) => succeeded(closeInboxItem.__typename),
                onError: failed,
              })
            }
          >
            {intl.formatMessage(m.close)}
          </button>
        ) : null}
      </div>
      {replying ? (
        <form onSubmit={submitReply} className="mt-3 space-y-2">
          <label htmlFor={`reply-${data.id}`} className="text-sm font-semibold text-slate-800">
            {intl.formatMessage(m.replyLabel)}
          </label>
          <textarea
            id={`reply-${data.id}`}
            rows={4}
            required
            maxLength={contentLimits.replyMax}
            value={reply}
            onChange={(e) => setReply(e.target.value)}
            className={fieldClass}
          />
          <button type="submit" disabled={sending || !reply.trim()} className={primaryButtonClass}>
            {intl.formatMessage(m.sendReply)}
          </button>
        </form>
      ) : null}
    </li>
  );
}

function InboxList({ query, viewerId }: { query: AdminInboxList_query$key; viewerId: string }) {
  const intl = useIntl();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment AdminInboxList_query on Query
      @refetchable(queryName: "AdminInboxListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        adminInbox(kind: $kind, state: $state, first: $count, after: $cursor)
          @connection(key: "AdminInboxList_adminInbox", filters: ["kind", "state"]) {
          __id
          edges {
            node {
              id
              ...AdminInboxItem_item
            }
          }
        }
      }
    `,
    query,
  );
  useLiveInbox(data.adminInbox.__id);
  const nodes = data.adminInbox.edges.map((e) => e.node);
  if (!nodes.length)
    return (
      <p className="rounded-xl bg-white p-6 text-center text-slate-600">{intl.formatMessage(m.empty)}</p>
    );
  return (
    <>
      <ul className="space-y-3">
        {nodes.map((node) => (
          <InboxItem key={node.id} item={node} viewerId={viewerId} />
        ))}
      </ul>
      <MoreButton
        pages={{ hasNext, isLoadingNext, loadNext }}
        count={PAGE_SIZE}
        label={intl.formatMessage(m.more)}
      />
    </>
  );
}

/** A new item goes on top of the list as it arrives, and a notification names its sender. */
function useLiveInbox(connectionId: string) {
  const intl = useIntl();
  const config = useMemo<GraphQLSubscriptionConfig<AdminInboxPageSubscription>>(
    () => ({
      subscription: graphql`
        subscription AdminInboxPageSubscription($connections: [ID!]!) {
          inboxItemAdded
            @prependNode(connections: $connections, edgeTypeName: "QueryAdminInboxConnectionEdge") {
            id
            name
            ...AdminInboxItem_item
          }
        }
      `,
      variables: { connections: [connectionId] },
      onNext: (response) => {
        if (response) toast.success(intl.formatMessage(m.newItem, { name: response.inboxItemAdded.name }));
      },
    }),
    [connectionId, intl],
  );
  useSubscription(config);
}

function Inbox({ queryRef }: AdminInboxPageLoaderData) {
  const intl = useIntl();
  const data = usePreloadedQuery<AdminInboxPageQuery>(
    graphql`
      query AdminInboxPageQuery($admin: Boolean!, $kind: InboxKind, $state: InboxState) {
        viewer {
          id
          registered
        }
        ...AdminInboxList_query @include(if: $admin) @alias(as: "list")
      }
    `,
    queryRef,
  );
  if (!data.viewer?.registered) return <RegistrationRequired />;
  if (!data.list)
    return <p className="rounded-xl bg-white p-6 text-slate-700">{intl.formatMessage(m.notAdmin)}</p>;
  return <InboxList query={data.list} viewerId={data.viewer.id} />;
}

function Filters() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { kind, state } = inboxFilterOf(params);
  const go = (next: { kind: string | null; state: string | null }) => {
    const search = new URLSearchParams();
    if (next.kind) search.set('kind', next.kind);
    if (next.state) search.set('state', next.state);
    navigate(`?${search}`);
  };
  return (
    <div className="flex flex-wrap gap-4">
      <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
        {intl.formatMessage(m.kind)}
        <select
          value={kind ?? ''}
          onChange={(e) => go({ kind: e.target.value || null, state })}
          className={fieldClass}
        >
          <option value="">{intl.formatMessage(m.allKinds)}</option>
          {inboxKinds.map((k) => (
            <option key={k} value={k}>
              {intl.formatMessage(inboxKindMessages[k])}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
        {intl.formatMessage(m.state)}
        <select
          value={state ?? ''}
          onChange={(e) => go({ kind, state: e.target.value || null })}
          className={fieldClass}
        >
          <option value="">{intl.formatMessage(m.allStates)}</option>
          {inboxStates.map((s) => (
            <option key={s} value={s}>
              {intl.formatMessage(inboxStateMessages[s])}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/** /panel/admin/inbox: contact messages, error reports and cooperation requests; assign, reply, close (admins). */
export function AdminInboxPage() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as AdminInboxPageLoaderData;
  const title = intl.formatMessage(m.title);
  return (
    <PanelPage title={title} intro={intl.formatMessage(m.description)} controls={<Filters />}>
      <Inbox queryRef={queryRef} />
    </PanelPage>
  );
}
