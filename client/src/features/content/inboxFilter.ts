import { inboxKinds, inboxStates } from '@platform/rules/content-limits';

export type InboxKind = (typeof inboxKinds)[number];
export type InboxState = (typeof inboxStates)[number];

/** The inbox's filters from its address (`?kind=ERROR_REPORT&state=OPEN`); anything else is no filter. */
export function inboxFilterOf(params: URLSearchParams): { kind: InboxKind | null; state: InboxState | null } {
  const kind = params.get('kind');
  const state = params.get('state');
  return {
    kind: (inboxKinds as readonly string[]).includes(kind ?? '') ? (kind as InboxKind) : null,
    state: (inboxStates as readonly string[]).includes(state ?? '') ? (state as InboxState) : null,
  };
}
