/**
 * What other packages' tests may use: the ledger's balances, an escrow's settlement, and the sandbox gateway to pay
 * through.
 */
export { balanceOf, ledgerTotal } from './modules/ledger/ledger.service.ts';
export { settleEscrow } from './modules/escrow/escrow.service.ts';
export { startSandboxGateway, sandboxOutcomes } from './modules/payments/sandbox.ts';
export { paymentPagesRate } from './modules/payments/payments.routes.ts';
