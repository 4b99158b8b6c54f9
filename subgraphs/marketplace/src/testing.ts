/** What other packages' tests may use: the inspection periods' and milestones' deadlines, run at a chosen time. */
export { releaseInspected } from './modules/purchases/purchases.service.ts';
export { endDisputeResponse, endReview } from './modules/contracts/contracts.service.ts';
