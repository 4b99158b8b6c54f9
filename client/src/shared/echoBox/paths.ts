/** Paths inside the echo box, without the language prefix. */
export const ECHO_BOX_PATH = '/panel/echoBox';

export function conversationPath(conversationId: string): string {
  return `${ECHO_BOX_PATH}/${encodeURIComponent(conversationId)}`;
}

/** The page that starts a conversation with a user, optionally about a job (both global ids). */
export function newConversationPath(recipientId: string, jobId?: string): string {
  const search = new URLSearchParams({ to: recipientId });
  if (jobId) search.set('job', jobId);
  return `${ECHO_BOX_PATH}/new?${search}`;
}

/** `?to=<user id>&job=<job id>` as the new-conversation page's query variables; an absent id is not asked for. */
export function newConversationVariables(search: URLSearchParams) {
  const to = search.get('to')?.trim() ?? '';
  const job = search.get('job')?.trim() ?? '';
  return { to, job, hasRecipient: to !== '', hasJob: job !== '' };
}
