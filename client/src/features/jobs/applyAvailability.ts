/** What a job page can offer the reader about applying. */
export type ApplyAvailability = 'open' | 'applied' | 'draft' | 'closed';

interface ApplyFacts {
  status: string;
  isExpired: boolean;
  permanent: boolean;
  /** The signed-in reader has an application for this job already. */
  applied: boolean;
}

/** §4: drafts take no applications, nor do closed jobs or expired ones unless they are permanent. */
export function applyAvailability({ status, isExpired, permanent, applied }: ApplyFacts): ApplyAvailability {
  if (applied) return 'applied';
  if (status === 'DRAFT') return 'draft';
  if (status === 'CLOSED' || (isExpired && !permanent)) return 'closed';
  return 'open';
}
