import { certificateCodeOf } from '@platform/rules/certificates';
import { defaultLocale, locales, type Locale } from '@platform/subgraph-kit/locale';
import { RateLimitedError, type Bucket, type RateLimits } from '@platform/subgraph-kit/rate-limits';
import type { Log, SubgraphRuntime } from '@platform/subgraph-kit/subgraph';
import type { AssessmentsPrisma } from '../../context.ts';
import type { PdfPrinter } from '../reports/report-pdf.ts';

/**
 * Certificates printed per address: each is a page Chromium renders, so a few a minute are plenty for a person and
 * little for a script.
 */
export const certificatePdfRate = {
  name: 'assessments.certificate-pdf',
  points: 10,
  seconds: 60,
} satisfies Bucket;

type Router = Parameters<NonNullable<SubgraphRuntime['routes']>>[0];

/** Where a certificate's PDF is downloaded: `/certificates/{code}.pdf?lang=fa`. */
export const certificatePdfPath = (code: string, locale: Locale) =>
  `/certificates/${code}.pdf?lang=${locale}`;

/**
 * A valid certificate's public page printed to PDF by the reports' Chromium (the same printer, one browser), in the
 * language asked for. A revoked certificate is not printed (410: its page says it is revoked), nor a code no
 * certificate has (404). Nothing is kept: a certificate revoked a minute later is no longer printed.
 */
export function certificateRoutes(deps: {
  prisma: AssessmentsPrisma;
  printer: () => PdfPrinter;
  pagesUrl: () => string | null;
  limits: RateLimits;
  log: Log;
}) {
  return (router: Router) => {
    router.get('/certificates/:file', async (req, res, next) => {
      const answer = (status: number, text: string) =>
        void res.status(status).type('text/plain').setHeader('cache-control', 'no-store').send(text);
      /** False (and answered 429 with Retry-After) when the address has printed its certificates for now. */
      const admitted = async () => {
        try {
          await deps.limits.take(certificatePdfRate, `ip:${req.ip ?? ''}`);
          return true;
        } catch (error) {
          if (!(error instanceof RateLimitedError)) throw error;
          res.setHeader('retry-after', String(error.retryAfter));
          answer(429, `Too many requests; try again in ${error.retryAfter} s.`);
          return false;
        }
      };
      const file = /^(?<code>[^/]{1,100})\.pdf$/.exec(req.params.file);
      if (!file) return next();
      const code = certificateCodeOf(file.groups!.code!);
      const lang = String(req.query.lang ?? '');
      const locale = (locales as readonly string[]).includes(lang) ? (lang as Locale) : defaultLocale;
      try {
        if (!(await admitted())) return;
        if (!code) return answer(404, 'No certificate has this code.');
        const certificate = await deps.prisma.certificate.findUnique({
          where: { code },
          select: { revokedAt: true },
        });
        if (!certificate) return answer(404, 'No certificate has this code.');
        if (certificate.revokedAt) return answer(410, 'This certificate has been revoked.');
        const site = deps.pagesUrl();
        if (!site) return answer(503, 'Certificates cannot be printed right now. Please try again shortly.');
        const pdf = await deps.printer().print(`${site}/${locale}/certificates/${code}`);
        res.setHeader('cache-control', 'private, no-store');
        res.setHeader('content-disposition', `attachment; filename="karnama-certificate-${code}.pdf"`);
        res.type('application/pdf').send(pdf);
      } catch (error) {
        deps.log(`The certificate ${code} could not be printed`, error);
        answer(503, 'Certificates cannot be printed right now. Please try again shortly.');
      }
    });
  };
}
