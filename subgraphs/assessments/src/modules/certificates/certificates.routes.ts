import { certificateCodeOf } from '@platform/rules/certificates';
import { addressCaller } from '@platform/subgraph-kit/addresses';
import { firstLocale, type Locale } from '@platform/subgraph-kit/locale';
import { RateLimitedError, type Bucket, type RateLimits } from '@platform/subgraph-kit/rate-limits';
import type { Log, SubgraphRuntime } from '@platform/subgraph-kit/subgraph';
import type { AssessmentsPrisma } from '../../context.ts';
import type { PdfPrinter } from '@platform/subgraph-kit/printing/pdf-printer';
import { pdfRefusals, refusalPage, type PdfRefusal } from './certificate-answers.ts';
import { printGate, PrintQueueFullError } from '@platform/subgraph-kit/printing/print-gate';

/**
 * Certificates printed per address: each is a page Chromium renders, so a few a minute are plenty for a person and
 * little for a script.
 */
export const certificatePdfRate = {
  name: 'assessments.certificate-pdf',
  points: 10,
  seconds: 60,
} satisfies Bucket;

/**
 * Certificates printed at once, and waiting to be: each print is a Chromium page, so however many addresses ask,
 * the process holds at most these; the rest are told to come back (503 with Retry-After).
 */
export const certificatePrinting = { concurrency: 2, waiting: 4, retryAfterSeconds: 10 } as const;

type Router = Parameters<NonNullable<SubgraphRuntime['routes']>>[0];

/** Where a certificate's PDF is downloaded: `/certificates/{code}.pdf?lang=fa`. */
export const certificatePdfPath = (code: string, locale: Locale) =>
  `/certificates/${code}.pdf?lang=${locale}`;

/**
 * A valid certificate's public page printed to PDF by the reports' Chromium (the same printer, one browser), in the
 * language asked for. A revoked certificate is not printed (410: its page says it is revoked), nor a code no
 * certificate has (404). Nothing is kept: a certificate revoked a minute later is no longer printed. A link people
 * click, so whatever is not a PDF is a short page in the language asked for, with the status it stands for.
 */
export function certificateRoutes(deps: {
  prisma: AssessmentsPrisma;
  printer: () => PdfPrinter;
  pagesUrl: () => string | null;
  limits: RateLimits;
  log: Log;
}) {
  const gate = printGate(certificatePrinting);
  return (router: Router) => {
    router.get('/certificates/:file', async (req, res, next) => {
      const file = /^(?<code>[^/]{1,100})\.pdf$/.exec(req.params.file);
      if (!file) return next();
      const code = certificateCodeOf(file.groups!.code!);
      const locale = firstLocale(req.query.lang);
      const refuse = (refusal: PdfRefusal, retryAfter?: number) => {
        if (retryAfter !== undefined) res.setHeader('retry-after', String(retryAfter));
        res
          .status(pdfRefusals[refusal])
          .type('text/html')
          .setHeader('cache-control', 'no-store')
          .send(refusalPage(locale, refusal, code));
      };
      try {
        // Counted per address, an IPv6 subscriber's whole /64 as one.
        await deps.limits.take(certificatePdfRate, addressCaller(req.ip ?? ''));
      } catch (error) {
        if (!(error instanceof RateLimitedError)) {
          deps.log('The certificate printing limit could not be read', error);
          return refuse('busy', certificatePrinting.retryAfterSeconds);
        }
        return refuse('tooMany', error.retryAfter);
      }
      try {
        if (!code) return refuse('notFound');
        const certificate = await deps.prisma.certificate.findUnique({
          where: { code },
          select: { revokedAt: true },
        });
        if (!certificate) return refuse('notFound');
        if (certificate.revokedAt) return refuse('revoked');
        const site = deps.pagesUrl();
        if (!site) return refuse('busy', certificatePrinting.retryAfterSeconds);
        const pdf = await gate.run(() => deps.printer().print(`${site}/${locale}/certificates/${code}`));
        res.setHeader('cache-control', 'private, no-store');
        res.setHeader('content-disposition', `attachment; filename="karnama-certificate-${code}.pdf"`);
        res.type('application/pdf').send(pdf);
      } catch (error) {
        if (!(error instanceof PrintQueueFullError))
          deps.log(`The certificate ${code} could not be printed`, error);
        refuse('busy', certificatePrinting.retryAfterSeconds);
      }
    });
  };
}
