import {
  collaboratorLimits,
  collaboratorStates,
  type CollaboratorState,
} from '@platform/rules/collaborators-limits';

/** The admins' list's filter as its address keeps it: `?q=…&state=SUSPENDED`. */
export interface AdminCollaboratorFilter {
  query: string | null;
  state: CollaboratorState | null;
}

/** The filter an address asks for; what it cannot read is left out. */
export function readAdminFilter(params: URLSearchParams): AdminCollaboratorFilter {
  const query = (params.get('q') ?? '').trim().slice(0, collaboratorLimits.searchMax);
  const state = collaboratorStates.find((s) => s === params.get('state')?.toUpperCase()) ?? null;
  return { query: query || null, state };
}
