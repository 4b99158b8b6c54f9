/** What other packages' tests may use: the ledger's balances, and the sandbox gateway to pay through. */
export { balanceOf, ledgerTotal } from './modules/ledger/ledger.service.ts';
export { startSandboxGateway, sandboxOutcomes } from './modules/payments/sandbox.ts';
export { paymentPagesRate } from './modules/payments/payments.routes.ts';
