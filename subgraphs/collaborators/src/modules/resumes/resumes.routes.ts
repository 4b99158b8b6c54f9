import { access, constants } from 'node:fs/promises';
import { addressCaller } from '@platform/subgraph-kit/addresses';
import { firstLocale, type Locale } from '@platform/subgraph-kit/locale';
import { chromiumPrinter, type PdfPrinter } from '@platform/subgraph-kit/printing/pdf-printer';
import { plainPage } from '@platform/subgraph-kit/printing/plain-page';
import { printGate, PrintQueueFullError } from '@platform/subgraph-kit/printing/print-gate';
import { RateLimitedError, type Bucket, type RateLimits } from '@platform/subgraph-kit/rate-limits';
import type { Log, SubgraphRuntime, Worker } from '@platform/subgraph-kit/subgraph';
import type { CollaboratorsSettings } from '../../env.ts';
import { resumeKeyOpens } from './resumes.service.ts';

/** Résumés printed per address: each is a page Chromium renders. */
export const resumePdfRate = { name: 'collaborators.resume-pdf', points: 10, seconds: 60 } satisfies Bucket;

/** Résumés printed at once and waiting to be; the rest are told to come back (503 with Retry-After). */
export const resumePrinting = { concurrency: 2, waiting: 4, retryAfterSeconds: 10 } as const;

const refusals = { expired: 410, tooMany: 429, busy: 503 } as const;
type Refusal = keyof typeof refusals;

const wordings: Record<Locale, Record<Refusal, { title: string; text: string }> & { back: string }> = {
  fa: {
    expired: {
      title: 'پیوند دریافت منقضی شده است',
      text: 'پیوند دریافت رزومه چند دقیقه اعتبار دارد. به صفحهٔ رزومه برگردید و دوباره دریافت کنید.',
    },
    tooMany: { title: 'درخواست‌ها بیش از حد', text: 'کمی بعد دوباره امتحان کنید.' },
    busy: {
      title: 'موقتاً در دسترس نیست',
      text: 'اکنون نمی‌توان رزومه را چاپ کرد. کمی بعد دوباره امتحان کنید.',
    },
    back: 'بازگشت به رزومه',
  },
  en: {
    expired: {
      title: 'This download link has expired',
      text: 'A résumé’s download link lasts a few minutes. Go back to your résumé and download it again.',
    },
    tooMany: { title: 'Too many requests', text: 'Please try again in a little while.' },
    busy: {
      title: 'Briefly unavailable',
      text: 'Résumés cannot be printed right now. Please try again shortly.',
    },
    back: 'Back to my résumé',
  },
  az: {
    expired: {
      title: 'Yükləmə keçidinin vaxtı bitib',
      text: 'Rezyumenin yükləmə keçidi bir neçə dəqiqə keçərlidir. Rezyumeyə qayıdıb yenidən yükləyin.',
    },
    tooMany: { title: 'Həddindən çox sorğu', text: 'Bir az sonra yenidən cəhd edin.' },
    busy: {
      title: 'Müvəqqəti əlçatan deyil',
      text: 'Rezyumeni indi çap etmək mümkün deyil. Bir az sonra yenidən cəhd edin.',
    },
    back: 'Rezyumeyə qayıt',
  },
};

type Router = Parameters<NonNullable<SubgraphRuntime['routes']>>[0];

/**
 * Résumés printed to PDF: `/resumes/{id}.pdf?lang=fa&key=…`, the key from `Resume.pdfPath` (its owner's, minutes
 * long), checked before anything is read. Chromium prints the résumé's print page (`/{locale}/resume/print`),
 * which reads the résumé with the same key; nothing is kept. Whatever is not a PDF is a short page in the
 * language asked for, with the status it stands for.
 */
export function resumePdfs(deps: {
  settings: CollaboratorsSettings;
  pagesUrl: () => string | null;
  limits: RateLimits;
  log: Log;
  printer?: PdfPrinter;
}) {
  const gate = printGate(resumePrinting);
  let printer: PdfPrinter | null = null;
  const printerNow = () => (printer ??= deps.printer ?? chromiumPrinter(deps.settings.chromiumPath));

  const routes = (router: Router) => {
    router.get('/resumes/:file', async (req, res, next) => {
      const file = /^(?<id>[0-9a-f-]{36})\.pdf$/.exec(req.params.file);
      if (!file) return next();
      const locale = firstLocale(req.query.lang);
      const refuse = (refusal: Refusal, retryAfter?: number) => {
        if (retryAfter !== undefined) res.setHeader('retry-after', String(retryAfter));
        const wording = wordings[locale];
        res
          .status(refusals[refusal])
          .type('text/html')
          .setHeader('cache-control', 'no-store')
          .send(
            plainPage(locale, {
              ...wording[refusal],
              link: { href: `/${locale}/panel/resume`, label: wording.back },
            }),
          );
      };
      const key = typeof req.query.key === 'string' ? req.query.key.slice(0, 1_000) : '';
      const opened = await resumeKeyOpens(deps.settings.resumeSecret, key);
      if (!opened || opened.resumeId !== file.groups!.id || opened.locale !== locale)
        return refuse('expired');
      try {
        await deps.limits.take(resumePdfRate, addressCaller(req.ip ?? ''));
      } catch (error) {
        if (!(error instanceof RateLimitedError)) {
          deps.log('The résumé printing limit could not be read', error);
          return refuse('busy', resumePrinting.retryAfterSeconds);
        }
        return refuse('tooMany', error.retryAfter);
      }
      try {
        const site = deps.pagesUrl();
        if (!site) return refuse('busy', resumePrinting.retryAfterSeconds);
        const page = `${site}/${locale}/resume/print?key=${encodeURIComponent(key)}`;
        const pdf = await gate.run(() => printerNow().print(page));
        res.setHeader('cache-control', 'private, no-store');
        res.setHeader('content-disposition', `attachment; filename="karnama-resume-${locale}.pdf"`);
        res.type('application/pdf').send(pdf);
      } catch (error) {
        if (!(error instanceof PrintQueueFullError)) deps.log('A résumé could not be printed', error);
        refuse('busy', resumePrinting.retryAfterSeconds);
      }
    });
  };

  const lifetime: Worker = {
    name: 'collaborators.resume-printer',
    async start() {
      const found = await access(deps.settings.chromiumPath, constants.X_OK).then(
        () => true,
        () => false,
      );
      if (!deps.printer && !found)
        deps.log(`No Chromium at ${deps.settings.chromiumPath} (CHROMIUM_PATH): résumés cannot be printed`);
    },
    async stop() {
      const held = printer;
      printer = null;
      await held?.close();
    },
  };
  return { routes, workers: [lifetime] };
}
