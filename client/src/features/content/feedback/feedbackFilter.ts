import { commentQueueFilters } from '@platform/rules/feedback-limits';

export type CommentQueueFilter = (typeof commentQueueFilters)[number];

/** The comments the admins' queue shows, from its address (`?comments=REPORTED`); waiting ones otherwise. */
export function commentFilterOf(params: URLSearchParams): CommentQueueFilter {
  const filter = params.get('comments');
  return (commentQueueFilters as readonly string[]).includes(filter ?? '')
    ? (filter as CommentQueueFilter)
    : 'PENDING';
}
