import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { secondaryButtonClass } from './buttons';
import { EmptyState } from './EmptyState';

/** The words of one admin list: its count (with `count`), its empty state and its "show more" button. */
export interface AdminListWords {
  count: MessageDescriptor;
  empty: MessageDescriptor;
  loadMore: MessageDescriptor;
  loadingMore: MessageDescriptor;
}

interface AdminListProps<Node extends { id: string }> {
  nodes: readonly Node[];
  totalCount: number;
  words: AdminListWords;
  row: (node: Node) => ReactNode;
  hasNext: boolean;
  isLoadingNext: boolean;
  loadMore: () => void;
}

/** A page of an admin's list: how many there are, the rows loaded so far, and more on demand. */
export function AdminList<Node extends { id: string }>({
  nodes,
  totalCount,
  words,
  row,
  hasNext,
  isLoadingNext,
  loadMore,
}: AdminListProps<Node>) {
  const intl = useIntl();
  if (nodes.length === 0) return <EmptyState text={intl.formatMessage(words.empty)} />;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600" role="status">
        {intl.formatMessage(words.count, { count: totalCount })}
      </p>
      <ul className="space-y-4">
        {nodes.map((node) => (
          <li key={node.id}>{row(node)}</li>
        ))}
      </ul>
      {hasNext ? (
        <div className="flex justify-center">
          <button type="button" onClick={loadMore} disabled={isLoadingNext} className={secondaryButtonClass}>
            {intl.formatMessage(isLoadingNext ? words.loadingMore : words.loadMore)}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** What a signed-in person who is not an admin sees in place of the list (the graph gave them none). */
export function AdminsOnly({ text }: { text: MessageDescriptor }) {
  const intl = useIntl();
  return (
    <p className="rounded-2xl border border-slate-200 bg-white p-8 text-center text-slate-700 shadow-sm">
      {intl.formatMessage(text)}
    </p>
  );
}
