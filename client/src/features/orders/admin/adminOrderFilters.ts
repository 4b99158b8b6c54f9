import { billingLimits, orderStatuses, type OrderStatus } from '@platform/rules/billing';
import { localDayKey, type DayKey } from '../../../ui/calendarDays';

/**
 * The admin's list of orders as its address says it: `?status=PAID&from=2026-11-01&to=2026-11-30&buyer=…`, or
 * `?authority=…` for the order a payment belongs to.
 */
export interface AdminOrderFilters {
  status: OrderStatus | null;
  /** Days as `yyyy-mm-dd`, both included. */
  from: string | null;
  to: string | null;
  buyer: string | null;
  /** A payment's authority at the gateway. */
  authority: string | null;
}

const day = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (text: string | null) =>
  text && day.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) ? text : null;

export function readAdminOrderFilters(params: URLSearchParams): AdminOrderFilters {
  const status = params.get('status');
  const buyer = params.get('buyer')?.trim().slice(0, billingLimits.buyerQueryMax) ?? '';
  const authority = params.get('authority')?.trim().slice(0, billingLimits.authorityMax) ?? '';
  return {
    status: (orderStatuses as readonly string[]).includes(status ?? '') ? (status as OrderStatus) : null,
    from: validDay(params.get('from')),
    to: validDay(params.get('to')),
    buyer: buyer || null,
    authority: authority || null,
  };
}

export function adminOrderSearch(filters: AdminOrderFilters): string {
  const params = new URLSearchParams();
  for (const key of ['status', 'from', 'to', 'buyer', 'authority'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The graph's variables: days are Tehran's, the range [from's start, the day after to's start). */
export function adminOrderVariables(filters: AdminOrderFilters) {
  const start = (text: string, plusDays = 0) =>
    new Date(Date.parse(`${text}T00:00:00+03:30`) + plusDays * 86_400_000).toISOString();
  return {
    status: filters.status,
    from: filters.from ? start(filters.from) : null,
    to: filters.to ? start(filters.to, 1) : null,
    buyer: filters.buyer,
    authority: filters.authority,
  };
}

/** The days the filter offers: today and the five years before it. */
export function adminOrderDayRange(now = new Date()): { first: DayKey; last: DayKey } {
  return {
    first: localDayKey(new Date(now.getFullYear() - 5, now.getMonth(), now.getDate())),
    last: localDayKey(now),
  };
}
