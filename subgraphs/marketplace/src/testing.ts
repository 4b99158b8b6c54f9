/** What other packages' tests may use: the inspection periods' end, run at a chosen time. */
export { releaseInspected } from './modules/purchases/purchases.service.ts';
