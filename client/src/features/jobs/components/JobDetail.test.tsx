import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobDetailTestQuery } from '../../../__generated__/JobDetailTestQuery.graphql';
import type { Locale } from '../../../app/locale';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { JobDetail } from './JobDetail';

function TestRenderer() {
  const data = useLazyLoadQuery<JobDetailTestQuery>(
    graphql`
      query JobDetailTestQuery @relay_test_operation {
        job(slug: "qa-engineer") {
          ...JobDetail_job
        }
      }
    `,
    {},
  );
  return data.job ? <JobDetail job={data.job} /> : null;
}

const persianJob = {
  title: 'مهندس تضمین کیفیت',
  language: 'fa',
  companyName: 'پارس‌پرداز',
  place: { name: 'تبریز' },
  type: 'CONTRACT',
  experienceLevel: 'MID',
  skills: ['Cypress', 'Playwright'],
  description: 'پاراگراف اول.\nپاراگراف دوم.',
  requirements: ['دو سال سابقه'],
  responsibilities: ['نوشتن تست خودکار'],
  education: null,
  benefits: ['بیمه تکمیلی'],
  postedAt: '2025-03-21T09:00:00.000Z',
  expiresAt: '2025-04-20T09:00:00.000Z',
  isExpired: true,
  permanent: false,
};

function renderJob(locale: Locale, job: Record<string, unknown>) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Job: () => job,
      SalaryRange: () => ({ minRials: 300_000_000, maxRials: null, currency: 'IRR' }),
      // Dates for what the page shows beside the job (approved applicants, the viewer's application).
      ApprovedApplicant: () => ({ submittedAt: '2025-03-22T09:00:00.000Z' }),
      JobApplication: () => ({ status: 'SUBMITTED', submittedAt: '2025-03-22T09:00:00.000Z' }),
    }),
  );
  return renderWithProviders(
    <Suspense>
      <TestRenderer />
    </Suspense>,
    { locale, environment },
  );
}

// The application form loads when asked for; its module is loaded once here, so that the first test that opens it
// does not wait for the module to be compiled on a busy machine.
beforeAll(async () => {
  await Promise.all([import('./ApplicationForm'), import('../../../app/AriaProviders')]);
});

describe('JobDetail', () => {
  it('warns that an expired, non-permanent job is closed', async () => {
    renderJob('en', persianJob);
    expect(await screen.findByRole('alert')).toHaveTextContent('This job has expired');
  });

  it('shows no expiry warning for a permanent job and says it has no deadline', async () => {
    renderJob('en', { ...persianJob, permanent: true });
    const keyInfo = await screen.findByRole('region', { name: 'Key information' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(keyInfo).getByText('No deadline (always open)')).toBeInTheDocument();
  });

  it('renders the ad right-to-left on the English site, with key information in English', async () => {
    renderJob('en', persianJob);
    const title = await screen.findByRole('heading', { level: 1, name: 'مهندس تضمین کیفیت' });
    expect(title.closest('[lang]')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('This ad is written in Persian.')).toBeInTheDocument();
    const keyInfo = screen.getByRole('region', { name: 'Key information' });
    expect(within(keyInfo).getByText('Contract')).toBeInTheDocument();
    expect(within(keyInfo).getByText('Mid level')).toBeInTheDocument();
    expect(within(keyInfo).getByText('From IRR 300,000,000')).toBeInTheDocument();
    expect(within(keyInfo).getByText('Not specified')).toBeInTheDocument();
    expect(within(keyInfo).getByText('April 20, 2025')).toBeInTheDocument();
  });

  it('lists description paragraphs, requirements, responsibilities, skills and benefits', async () => {
    renderJob('fa', persianJob);
    expect(await screen.findByText('پاراگراف دوم.')).toBeInTheDocument();
    const requirements = screen.getByRole('region', { name: 'شرایط احراز' });
    expect(within(requirements).getByText('دو سال سابقه')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'مسئولیت‌ها' })).toHaveTextContent('نوشتن تست خودکار');
    const skills = screen.getByRole('region', { name: 'مهارت‌های مورد نیاز' });
    // Each skill leads to the collaborators who know it.
    expect(within(skills).getByRole('link', { name: 'Playwright' })).toHaveAttribute(
      'href',
      '/fa/collaborators?skill=Playwright',
    );
    expect(screen.getByRole('region', { name: 'مزایا' })).toHaveTextContent('بیمه تکمیلی');
    expect(screen.getByRole('region', { name: 'اطلاعات کلیدی' })).toHaveTextContent('از ۳۰٬۰۰۰٬۰۰۰ تومان');
  });
});

const openJob = { ...persianJob, status: 'PUBLISHED', isExpired: false, viewerApplication: null };

/** A stand-in for the browser's IntersectionObserver that the test tells what is on screen. */
class TestObserver {
  static all = new Set<TestObserver>();
  elements = new Set<Element>();
  private readonly callback: IntersectionObserverCallback;
  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback;
    TestObserver.all.add(this);
  }
  observe(element: Element) {
    this.elements.add(element);
  }
  unobserve(element: Element) {
    this.elements.delete(element);
  }
  disconnect() {
    TestObserver.all.delete(this);
  }
  static show(element: Element, isIntersecting: boolean) {
    for (const observer of TestObserver.all) {
      if (!observer.elements.has(element)) continue;
      const entry = { target: element, isIntersecting } as IntersectionObserverEntry;
      act(() => observer.callback([entry], observer as unknown as IntersectionObserver));
    }
  }
}

describe('JobDetail on a phone', () => {
  const scrolled: Element[] = [];
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', TestObserver);
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    TestObserver.all.clear();
    scrolled.length = 0;
  });

  it('gives the key facts before the ad', async () => {
    renderJob('fa', openJob);
    const title = await screen.findByRole('heading', { level: 1, name: 'مهندس تضمین کیفیت' });
    const facts = within(title.closest('header')!).getByRole('list');
    expect(
      within(facts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'پارس‌پرداز',
      'تبریز',
      'قراردادی',
      'حقوق ماهانه از ۳۰٬۰۰۰٬۰۰۰ تومان',
      'منتشرشده در ۱ فروردین ۱۴۰۴',
    ]);
    const description = screen.getByRole('region', { name: 'شرح شغل' });
    expect(facts.compareDocumentPosition(description) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('offers "apply now" at the top, which opens the form below and brings it focused', async () => {
    const user = userEvent.setup();
    renderJob('en', openJob);
    const title = await screen.findByRole('heading', { level: 1 });
    const top = within(title.closest('header')!).getByRole('button', { name: 'Apply now' });
    await user.click(top);
    // The form loads when asked for.
    const form = await screen.findByRole('region', { name: 'Apply for this job' });
    expect(within(form).getByRole('textbox', { name: /Full name/ })).toHaveFocus();
    expect(scrolled).toEqual([form]);
    expect(form.compareDocumentPosition(top) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
  });

  it('holds "apply now" at the bottom while neither the top button nor the form is in sight', async () => {
    const user = userEvent.setup();
    const { container } = renderJob('fa', openJob);
    const title = await screen.findByRole('heading', { level: 1 });
    const top = within(title.closest('header')!).getByRole('button', { name: 'همین حالا درخواست دهید' });
    const panel = screen.getByRole('region', { name: 'ارسال درخواست برای این شغل' }).parentElement!;
    const bar = container.querySelector('#apply-bar')!;
    // Until the browser says what is on screen, as in the server's markup.
    expect(bar).toHaveClass('invisible');

    TestObserver.show(top, false);
    TestObserver.show(panel, false);
    expect(bar).not.toHaveClass('invisible');
    expect(bar).toHaveTextContent('مهندس تضمین کیفیت');
    await user.click(within(bar as HTMLElement).getByRole('button', { name: 'همین حالا درخواست دهید' }));
    expect(await screen.findByRole('textbox', { name: /نام و نام خانوادگی/ })).toHaveFocus();

    TestObserver.show(panel, true);
    expect(bar).toHaveClass('invisible');
    TestObserver.show(panel, false);
    TestObserver.show(top, true);
    expect(bar).toHaveClass('invisible');
  });

  it('offers no shortcut where there is nothing to apply to', async () => {
    renderJob('en', { ...openJob, isExpired: true });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Apply now' })).toBeNull();
    expect(document.querySelector('#apply-bar')).toBeNull();
  });
});
