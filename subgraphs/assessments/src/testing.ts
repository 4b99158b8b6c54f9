/** For other packages' tests: the report queue's worker, built as the subgraph builds it. */
export { parseAssessmentsSettings } from './env.ts';
export { reportMailWorker, reportQueueSchema } from './modules/reports/reports.worker.ts';
export type { PdfPrinter } from './modules/reports/report-pdf.ts';
