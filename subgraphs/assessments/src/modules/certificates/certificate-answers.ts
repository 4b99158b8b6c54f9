import type { Locale } from '@platform/subgraph-kit/locale';
import { plainPage } from '@platform/subgraph-kit/printing/plain-page';

/** Why a certificate's PDF was not sent, with the HTTP status it is answered with. */
export const pdfRefusals = { notFound: 404, revoked: 410, tooMany: 429, busy: 503 } as const;
export type PdfRefusal = keyof typeof pdfRefusals;

interface Wording {
  refusals: Record<PdfRefusal, { title: string; text: string }>;
  back: string;
  lookup: string;
}

// Worded as the client's certificate and error pages word the same states.
const wordings: Record<Locale, Wording> = {
  fa: {
    refusals: {
      notFound: {
        title: 'گواهی‌نامه پیدا نشد',
        text: 'گواهی‌نامه‌ای با این کد پیدا نشد. کد را بررسی کنید و دوباره امتحان کنید.',
      },
      revoked: { title: 'این گواهی‌نامه باطل شده است', text: 'گواهی‌نامهٔ باطل‌شده دریافت نمی‌شود.' },
      tooMany: { title: 'درخواست‌ها بیش از حد', text: 'کمی بعد دوباره امتحان کنید.' },
      busy: {
        title: 'موقتاً در دسترس نیست',
        text: 'اکنون نمی‌توان گواهی‌نامه را چاپ کرد. کمی بعد دوباره امتحان کنید.',
      },
    },
    back: 'بازگشت به گواهی‌نامه',
    lookup: 'جست‌وجوی گواهی‌نامه',
  },
  en: {
    refusals: {
      notFound: {
        title: 'Certificate not found',
        text: 'No certificate has this code. Check the code and try again.',
      },
      revoked: {
        title: 'This certificate has been revoked',
        text: 'A revoked certificate cannot be downloaded.',
      },
      tooMany: { title: 'Too many requests', text: 'Please try again in a little while.' },
      busy: {
        title: 'Briefly unavailable',
        text: 'Certificates cannot be printed right now. Please try again shortly.',
      },
    },
    back: 'Back to the certificate',
    lookup: 'Look up a certificate',
  },
  az: {
    refusals: {
      notFound: {
        title: 'Sertifikat tapılmadı',
        text: 'Bu kodla sertifikat tapılmadı. Kodu yoxlayıb yenidən cəhd edin.',
      },
      revoked: { title: 'Bu sertifikat ləğv edilib', text: 'Ləğv edilmiş sertifikatı yükləmək olmaz.' },
      tooMany: { title: 'Həddindən çox sorğu', text: 'Bir az sonra yenidən cəhd edin.' },
      busy: {
        title: 'Müvəqqəti əlçatan deyil',
        text: 'Sertifikatı indi çap etmək mümkün deyil. Bir az sonra yenidən cəhd edin.',
      },
    },
    back: 'Sertifikata qayıt',
    lookup: 'Sertifikat axtarışı',
  },
};

/**
 * The page a reader who clicked "download" sees instead of a PDF, in the language of the page they came from: what
 * happened, and a link back to the certificate's page (or to the lookup when no certificate has the code).
 */
export function refusalPage(locale: Locale, refusal: PdfRefusal, code: string | null): string {
  const wording = wordings[locale];
  const link =
    code && refusal !== 'notFound'
      ? { href: `/${locale}/certificates/${encodeURIComponent(code)}`, label: wording.back }
      : { href: `/${locale}/certificates`, label: wording.lookup };
  return plainPage(locale, { ...wording.refusals[refusal], link });
}
