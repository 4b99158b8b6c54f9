import type { PaymentFailure } from '@platform/rules/billing';

/**
 * Zarinpal's v4 REST flow, as its documentation gives it: `request.json` gives an authority, the payer is sent
 * to `StartPay/{authority}`, comes back to the callback with `Authority` and `Status`, and `verify.json` with the
 * amount from our own records confirms the payment (code 100, or 101 when it was verified before).
 * `inquiry.json` tells an authority's state without confirming anything, and `unVerified.json` lists the latest
 * payments taken but not verified. Amounts are in rials. The local sandbox (`sandbox.ts`) answers the same paths.
 */
export interface PaymentGateway {
  readonly provider: string;
  request(payment: {
    amountRials: bigint;
    callbackUrl: string;
    description: string;
    orderId: string;
  }): Promise<{ authority: string }>;
  /** Where to send the payer. */
  startPayUrl(authority: string): string;
  verify(payment: { authority: string; amountRials: bigint }): Promise<VerifyOutcome>;
  inquire(authority: string): Promise<Inquiry>;
  /** Payments the gateway took and nobody verified yet (Zarinpal lists its latest 100). */
  unverified(): Promise<{ authority: string; amountRials: bigint }[]>;
}

export type VerifyOutcome =
  | { ok: true; refId: string; cardPan: string | null; alreadyVerified: boolean }
  | { ok: false; failure: PaymentFailure; gatewayCode: number };

const inquiryStatuses = ['IN_BANK', 'PAID', 'VERIFIED', 'FAILED', 'REVERSED'] as const;

/**
 * An authority's state at the gateway: IN_BANK (the payer may still pay), PAID (taken, not verified), VERIFIED,
 * FAILED (not completed: cancelled, declined or expired) or REVERSED (returned to the payer). A refusal, or a
 * state this code does not know, has no status.
 */
export type Inquiry = { status: (typeof inquiryStatuses)[number] } | { status: null; gatewayCode: number };

/** The gateway could not be reached or did not answer in time; what it did is unknown. */
export class GatewayUnreachable extends Error {
  readonly code = 'GATEWAY_UNAVAILABLE';
}

/** The gateway answered with a refusal. */
export class GatewayRefused extends Error {
  readonly gatewayCode: number;

  constructor(gatewayCode: number) {
    super(`The payment gateway refused the request (code ${gatewayCode})`);
    this.gatewayCode = gatewayCode;
  }
}

interface ZarinpalAnswer {
  data?:
    | {
        code?: number | string;
        authority?: string;
        ref_id?: number | string;
        card_pan?: string;
        status?: string;
        authorities?: unknown;
      }
    | unknown[];
  errors?: { code?: number | string; message?: string } | unknown[];
}

/** Verify codes that mean the amount we sent is not the payment's. */
const amountMismatch = new Set([-50]);

export function zarinpalGateway(options: {
  /** `https://payment.zarinpal.com`, or the sandbox's address; read at each call (the sandbox starts later). */
  baseUrl: () => string;
  merchantId: string;
  /** `verify` also bounds the inquiry and the list of unverified payments. */
  timeoutMs: { request: number; verify: number };
}): PaymentGateway {
  async function call(path: string, body: Record<string, unknown>, timeoutMs: number) {
    let response: Response;
    try {
      response = await fetch(`${options.baseUrl()}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ merchant_id: options.merchantId, ...body }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new GatewayUnreachable('The payment gateway did not answer');
    }
    if (response.status >= 500)
      throw new GatewayUnreachable(`The payment gateway answered ${response.status}`);
    const answer = (await response.json().catch(() => ({}))) as ZarinpalAnswer;
    const data = Array.isArray(answer.data) ? undefined : answer.data;
    const error = Array.isArray(answer.errors) ? undefined : answer.errors;
    // Codes come as numbers or, in some answers, as strings ("100").
    const code = Number(data?.code ?? error?.code ?? -1);
    return { code: Number.isInteger(code) ? code : -1, data };
  }

  return {
    provider: 'zarinpal',
    async request(payment) {
      const { code, data } = await call(
        '/pg/v4/payment/request.json',
        {
          amount: Number(payment.amountRials),
          currency: 'IRR',
          callback_url: payment.callbackUrl,
          description: payment.description,
          metadata: { order_id: payment.orderId },
        },
        options.timeoutMs.request,
      );
      if (code !== 100 || typeof data?.authority !== 'string') throw new GatewayRefused(code);
      return { authority: data.authority };
    },
    startPayUrl: (authority) => `${options.baseUrl()}/pg/StartPay/${encodeURIComponent(authority)}`,
    async verify(payment) {
      const { code, data } = await call(
        '/pg/v4/payment/verify.json',
        { amount: Number(payment.amountRials), authority: payment.authority },
        options.timeoutMs.verify,
      );
      if (code === 100 || code === 101) {
        return {
          ok: true,
          refId: String(data?.ref_id ?? ''),
          cardPan: data?.card_pan ?? null,
          alreadyVerified: code === 101,
        };
      }
      return {
        ok: false,
        failure: amountMismatch.has(code) ? 'AMOUNT_MISMATCH' : 'DECLINED',
        gatewayCode: code,
      };
    },
    async inquire(authority) {
      const { code, data } = await call(
        '/pg/v4/payment/inquiry.json',
        { authority },
        options.timeoutMs.verify,
      );
      const status = inquiryStatuses.find((known) => known === data?.status);
      return code === 100 && status ? { status } : { status: null, gatewayCode: code };
    },
    async unverified() {
      const { code, data } = await call('/pg/v4/payment/unVerified.json', {}, options.timeoutMs.verify);
      if (code !== 100) throw new GatewayRefused(code);
      const listed = Array.isArray(data?.authorities) ? (data.authorities as unknown[]) : [];
      return listed.flatMap((entry) => {
        const { authority, amount } = (entry ?? {}) as { authority?: unknown; amount?: unknown };
        return typeof authority === 'string' && typeof amount === 'number' && Number.isSafeInteger(amount)
          ? [{ authority, amountRials: BigInt(amount) }]
          : [];
      });
    },
  };
}
