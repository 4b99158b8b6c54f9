import type { ApplicationStatus } from '../../__generated__/ApplicationCard_application.graphql';

export const APPLICATION_STATUSES = [
  'SUBMITTED',
  'REVIEWED',
  'APPROVED',
  'REJECTED',
  'HIRED',
] as const satisfies readonly ApplicationStatus[];

export type ApplicationStatusValue = (typeof APPLICATION_STATUSES)[number];

/** The review page's status filter lives in the address (`?status=APPROVED`); anything else means all. */
export function readStatusFilter(params: URLSearchParams): ApplicationStatusValue | null {
  const status = params.get('status');
  return APPLICATION_STATUSES.find((value) => value === status) ?? null;
}
