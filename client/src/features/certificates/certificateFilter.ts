import { certificateLimits, reportStates, type ReportState } from '@platform/rules/certificates';

const certificateStates = ['VALID', 'REVOKED'] as const;
type CertificateState = (typeof certificateStates)[number];

const text = (params: URLSearchParams, name: string) => {
  const value = params.get(name)?.trim().slice(0, certificateLimits.filterMax);
  return value ? value : null;
};

/** The admins' certificate filter from the page's address (`?code=&holder=&test=&state=`); what is empty is left out. */
export function certificateFilterOf(params: URLSearchParams) {
  const state = params.get('state');
  return {
    code: text(params, 'code'),
    holderId: text(params, 'holder'),
    testSlug: text(params, 'test'),
    state: certificateStates.includes(state as CertificateState) ? (state as CertificateState) : null,
  };
}

/** The report queue's state from the page's address (`?state=FAILED`); all states without one. */
export function reportStateOf(params: URLSearchParams): ReportState | null {
  const state = params.get('state');
  return reportStates.includes(state as ReportState) ? (state as ReportState) : null;
}
