import { randomBytes, randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { billingLimits } from '@platform/rules/billing';
import { formatMoney } from '@platform/rules/money';

/**
 * What the payer chooses on the sandbox's payment page: pay; be declined by the bank; cancel; pay an amount that
 * is not the order's (verify then answers -50); pay, and have the first verify answer too late (it still counts,
 * so the next verify answers 101, as Zarinpal's does). Until the payer chooses, the payment is open.
 */
export const sandboxOutcomes = ['paid', 'declined', 'cancelled', 'wrong-amount', 'slow-verify'] as const;
export type SandboxOutcome = (typeof sandboxOutcomes)[number];

interface SandboxPayment {
  merchantId: string;
  amount: number;
  callbackUrl: string;
  description: string;
  createdAt: number;
  outcome: SandboxOutcome | null;
  /** When the payer paid; null while unpaid, and for a declined or cancelled payment. */
  paidAt: number | null;
  refId: string | null;
  slowAnswered: boolean;
}

export interface SandboxGateway {
  url: string;
  stop(): Promise<void>;
}

const minute = 60_000;

/**
 * An authority's state, as Zarinpal's inquiry gives it: IN_BANK while the payer may still pay, PAID once paid
 * and until verified, VERIFIED, and FAILED when cancelled, declined, or left unpaid for the authority's lifetime.
 */
function statusOf(payment: SandboxPayment, now: number, lifetimeMs: number) {
  if (payment.refId !== null) return 'VERIFIED';
  if (payment.paidAt !== null) return 'PAID';
  if (payment.outcome !== null || now - payment.createdAt >= lifetimeMs) return 'FAILED';
  return 'IN_BANK';
}

/** What the payer paid: the order's amount, unless they chose to pay another. */
const paidAmount = (payment: SandboxPayment) =>
  payment.outcome === 'wrong-amount' ? payment.amount + 10_000 : payment.amount;

/** Zarinpal's way of writing a time (Tehran's clock, `2020-07-01 17:33:25`). */
const gatewayTime = (time: number) => new Date(time).toLocaleString('sv-SE', { timeZone: 'Asia/Tehran' });

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const refusal = (code: number, message: string) => ({ data: [], errors: { code, message, validations: [] } });

async function bodyOf(req: IncomingMessage): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 16_384) throw new Error('too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The payment page the payer sees, in Persian and English, as a bank's page would be. */
function paymentPage(authority: string, payment: SandboxPayment) {
  const button = (outcome: SandboxOutcome, fa: string, en: string) =>
    `<button name="outcome" value="${outcome}">${fa} · ${en}</button>`;
  return `<!doctype html>
<html lang="fa" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>درگاه پرداخت آزمایشی · Sandbox payment gateway</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1f2937}
main{border:1px solid #d1d5db;border-radius:.75rem;padding:1.5rem}h1{font-size:1.25rem}
button{display:block;width:100%;margin:.5rem 0;padding:.75rem;border-radius:.5rem;border:1px solid #9ca3af;
background:#f9fafb;font-size:1rem;cursor:pointer}button[value=paid]{background:#047857;color:#fff;border:0}</style>
</head><body><main>
<h1>درگاه پرداخت آزمایشی <span lang="en" dir="ltr">(Sandbox payment gateway)</span></h1>
<p>${escapeHtml(payment.description)}</p>
<p>مبلغ · Amount: <strong>${formatMoney(payment.amount, 'fa')}</strong> <span lang="en" dir="ltr">(${formatMoney(payment.amount, 'en')})</span></p>
<form method="post">
${button('paid', 'پرداخت', 'Pay')}
${button('declined', 'رد شدن توسط بانک', 'Declined by the bank')}
${button('cancelled', 'انصراف', 'Cancel')}
${button('wrong-amount', 'پرداخت مبلغی دیگر', 'Pay a different amount')}
${button('slow-verify', 'پرداخت، با پاسخ دیرهنگام درگاه', 'Pay; the gateway answers late')}
</form></main></body></html>`;
}

/**
 * A small stand-in for Zarinpal on 127.0.0.1: the same request, StartPay, verify, inquiry and unVerified paths
 * and answers, with a page on which the payer picks what happens. An authority can be paid for
 * `billingLimits.paymentWindowMinutes`; the sandbox's own clock (`now`) lets tests move past that. The embedded
 * default and the tests pay through it.
 */
export async function startSandboxGateway(
  options: { port?: number; slowVerifyMs?: number; now?: () => number } = {},
): Promise<SandboxGateway> {
  const payments = new Map<string, SandboxPayment>();
  const slowVerifyMs = options.slowVerifyMs ?? 15_000;
  const now = options.now ?? Date.now;
  const lifetimeMs = billingLimits.paymentWindowMinutes * minute;
  const open = (payment: SandboxPayment) => statusOf(payment, now(), lifetimeMs) === 'IN_BANK';
  const body = async (req: IncomingMessage) => JSON.parse(await bodyOf(req)) as Record<string, unknown>;
  /** The payment an inquiry or verify names, or the refusal Zarinpal answers instead. */
  const named = (given: Record<string, unknown>) => {
    const payment = payments.get(String(given.authority ?? ''));
    if (!payment) return { refusal: refusal(-54, 'Invalid authority.') };
    if (payment.merchantId !== given.merchant_id)
      return { refusal: refusal(-53, 'Session is not this merchant_id session.') };
    return { payment };
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => json(res, 400, refusal(-9, 'Bad request')));
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const start = /^\/pg\/StartPay\/([A-Za-z0-9]{1,64})$/.exec(url.pathname);
    if (req.method === 'POST' && url.pathname === '/pg/v4/payment/request.json') {
      const asked = await body(req);
      const amount = asked.amount;
      if (typeof asked.merchant_id !== 'string' || asked.merchant_id.length !== 36)
        return json(res, 200, refusal(-10, 'Terminal is not valid, please check merchant_id or ip address.'));
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 10_000)
        return json(res, 200, refusal(-9, 'The input params invalid, validation error.'));
      if (typeof asked.callback_url !== 'string' || !/^https?:\/\//.test(asked.callback_url))
        return json(res, 200, refusal(-9, 'The input params invalid, validation error.'));
      const authority = `S${randomBytes(27).toString('base64url').replace(/[-_]/g, '0').slice(0, 35)}`;
      payments.set(authority, {
        merchantId: asked.merchant_id,
        amount,
        callbackUrl: asked.callback_url,
        description: typeof asked.description === 'string' ? asked.description.slice(0, 500) : '',
        createdAt: now(),
        outcome: null,
        paidAt: null,
        refId: null,
        slowAnswered: false,
      });
      return json(res, 200, {
        data: { code: 100, message: 'Success', authority, fee_type: 'Merchant', fee: 0 },
        errors: [],
      });
    }
    if (start && req.method === 'GET') {
      const payment = payments.get(start[1]!);
      if (!payment) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
        return res.end('Unknown payment');
      }
      if (!open(payment)) {
        res.writeHead(409, { 'content-type': 'text/plain; charset=utf-8' });
        return res.end('This payment is over');
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(paymentPage(start[1]!, payment));
    }
    if (start && req.method === 'POST') {
      const authority = start[1]!;
      const payment = payments.get(authority);
      const outcome = new URLSearchParams(await bodyOf(req)).get('outcome') as SandboxOutcome | null;
      if (!payment || !outcome || !sandboxOutcomes.includes(outcome) || !open(payment)) {
        res.writeHead(409, { 'content-type': 'text/plain; charset=utf-8' });
        return res.end('This payment is over');
      }
      payment.outcome = outcome;
      if (outcome !== 'declined' && outcome !== 'cancelled') payment.paidAt = now();
      const back = new URL(payment.callbackUrl);
      back.searchParams.set('Authority', authority);
      // A payer who cancels comes back NOK. A declined card was submitted: the payer comes back OK, the verify
      // is refused (-51) and the inquiry says FAILED, which is how the bank's refusal is told from a cancel.
      back.searchParams.set('Status', outcome === 'cancelled' ? 'NOK' : 'OK');
      res.writeHead(303, { location: back.toString() });
      return res.end();
    }
    if (req.method === 'POST' && url.pathname === '/pg/v4/payment/verify.json') {
      const asked = await body(req);
      const { payment, refusal: refused } = named(asked);
      if (!payment) return json(res, 200, refused);
      if (payment.paidAt === null)
        return json(res, 200, refusal(-51, 'Session is not valid, session is not active paid try.'));
      if (asked.amount !== paidAmount(payment))
        return json(res, 200, refusal(-50, 'Session is not valid, amounts values is not the same.'));
      const again = payment.refId !== null;
      payment.refId ??= String(randomInt(100_000_000, 999_999_999));
      if (payment.outcome === 'slow-verify' && !payment.slowAnswered) {
        // Verified now; the answer arrives after the caller has stopped waiting.
        payment.slowAnswered = true;
        await new Promise((resolve) => setTimeout(resolve, slowVerifyMs));
      }
      return json(res, 200, {
        data: {
          code: again ? 101 : 100,
          message: again ? 'Verified' : 'Paid',
          card_hash: 'sandbox',
          card_pan: '502229******5995',
          ref_id: Number(payment.refId),
          fee_type: 'Merchant',
          fee: 0,
        },
        errors: [],
      });
    }
    if (req.method === 'POST' && url.pathname === '/pg/v4/payment/inquiry.json') {
      const { payment, refusal: refused } = named(await body(req));
      if (!payment) return json(res, 200, refused);
      return json(res, 200, {
        data: { code: 100, message: 'Success', status: statusOf(payment, now(), lifetimeMs) },
        errors: [],
      });
    }
    if (req.method === 'POST' && url.pathname === '/pg/v4/payment/unVerified.json') {
      const asked = await body(req);
      const taken = [...payments]
        .filter(([, p]) => p.merchantId === asked.merchant_id && p.paidAt !== null && p.refId === null)
        .sort(([, a], [, b]) => b.paidAt! - a.paidAt!)
        .slice(0, 100);
      return json(res, 200, {
        // As Zarinpal's own example writes it, the code here is a string.
        data: {
          code: '100',
          message: 'Success',
          authorities: taken.map(([authority, p]) => ({
            authority,
            amount: paidAmount(p),
            callback_url: p.callbackUrl,
            date: gatewayTime(p.paidAt!),
          })),
        },
        errors: [],
      });
    }
    json(res, 404, refusal(-9, 'Not found'));
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
