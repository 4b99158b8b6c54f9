/**
 * What the admins' companies page reads from its address, for its loader (no page module is loaded to read it):
 * `?state=` one of the states, the waiting ones when none is given, `all` for every company that ever asked.
 */
export type CompanyState = 'PENDING' | 'VERIFIED' | 'REJECTED';
export const companyStates: readonly CompanyState[] = ['PENDING', 'VERIFIED', 'REJECTED'];

export const companyStateOf = (params: URLSearchParams): CompanyState | null => {
  const asked = params.get('state');
  if (asked === 'all') return null;
  return (companyStates as readonly string[]).includes(asked ?? '') ? (asked as CompanyState) : 'PENDING';
};
