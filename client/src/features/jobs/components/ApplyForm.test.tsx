import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApplyFormTestQuery } from '../../../__generated__/ApplyFormTestQuery.graphql';
import { Toasts } from '../../../app/Toasts';
import type { Locale } from '../../../app/locale';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { useApplyPanel } from '../useApplyPanel';
import { ApplyForm } from './ApplyForm';

function TestRenderer() {
  const data = useLazyLoadQuery<ApplyFormTestQuery>(
    graphql`
      query ApplyFormTestQuery @relay_test_operation {
        job(slug: "qa-engineer") {
          ...ApplyForm_job
        }
        viewer {
          ...ApplyForm_viewer
        }
      }
    `,
    {},
  );
  const panel = useApplyPanel();
  return data.job ? <ApplyForm job={data.job} viewer={data.viewer} panel={panel} /> : null;
}

const openJob = {
  id: 'job-1',
  status: 'PUBLISHED',
  isExpired: false,
  permanent: false,
  viewerApplication: null,
  tests: [],
};

/** A job that asks for a required test. */
const jobWithTest = {
  ...openJob,
  slug: 'qa-engineer',
  tests: [
    {
      required: true,
      test: {
        id: 'test-1',
        slug: 'logic-1',
        title: 'استدلال منطقی ۱',
        durationMinutes: 20,
        type: 'LOGICAL_REASONING',
      },
    },
  ],
};

const signedIn = { fullName: 'Sara Rezaei', displayName: 'Sara', email: 'sara@example.com' };

function renderForm(
  locale: Locale,
  job: Record<string, unknown> = openJob,
  viewer: Record<string, unknown> | null = null,
) {
  const environment = createMockEnvironment();
  const utils = renderWithProviders(
    <>
      <Suspense>
        <TestRenderer />
      </Suspense>
      <Toasts />
    </>,
    { locale, environment },
  );
  act(() =>
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Job: () => job,
        Query: () => ({ viewer }),
        User: () => viewer ?? {},
      }),
    ),
  );
  return { ...utils, environment };
}

function confirm(environment: ReturnType<typeof createMockEnvironment>) {
  const operation = environment.mock.getMostRecentOperation();
  act(() =>
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        MutationApplyToJobResult: () => ({ __typename: 'MutationApplyToJobSuccess' }),
      }),
    ),
  );
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, labels: Record<string, string>) {
  await user.type(await screen.findByRole('textbox', { name: labels.fullName }), 'سارا رضایی');
  await user.type(screen.getByRole('textbox', { name: labels.email }), 'sara@example.com');
  await user.type(screen.getByRole('textbox', { name: labels.phone }), '۰۹۱۲۱۲۳۴۵۶۷');
  await user.type(screen.getByRole('textbox', { name: labels.contractDays }), '۹۰');
  await user.type(screen.getByRole('textbox', { name: labels.salary }), '۳۰٬۰۰۰٬۰۰۰');
  await user.type(
    screen.getByRole('textbox', { name: labels.coverLetter }),
    'سلام، علاقه‌مند به این شغل هستم.',
  );
}

const faLabels = {
  fullName: 'نام و نام خانوادگی',
  email: 'ایمیل',
  phone: 'شماره موبایل',
  contractDays: 'مدت قرارداد (روز)',
  salary: 'حقوق ماهانه درخواستی (تومان)',
  coverLetter: 'نامه همراه',
};

// The form loads when asked for; its module is loaded once here, so that the first test that opens it does not wait
// for the module to be compiled on a busy machine.
beforeAll(async () => {
  await Promise.all([import('./ApplicationForm'), import('../../../app/AriaProviders')]);
});

describe('ApplyForm', () => {
  it('checks the fields with the shared rules and shows the Persian messages', async () => {
    const user = userEvent.setup();
    const { environment } = renderForm('fa');
    await user.click(await screen.findByRole('button', { name: 'همین حالا درخواست دهید' }));
    await user.click(await screen.findByRole('button', { name: 'ارسال درخواست' }));
    expect(screen.getAllByText('لطفاً همه فیلدهای الزامی را پر کنید.').length).toBeGreaterThan(0);
    expect(screen.getAllByText('این فیلد الزامی است.')).toHaveLength(4);

    await user.type(screen.getByRole('textbox', { name: faLabels.fullName }), 'سا');
    await user.type(screen.getByRole('textbox', { name: faLabels.email }), 'sara@example.com');
    await user.type(screen.getByRole('textbox', { name: faLabels.phone }), '۱۲۳');
    await user.type(screen.getByRole('textbox', { name: faLabels.coverLetter }), 'کوتاه');
    await user.click(await screen.findByRole('button', { name: 'ارسال درخواست' }));
    expect(screen.getByText('نام باید حداقل ۳ کاراکتر باشد.')).toBeInTheDocument();
    expect(screen.getByText('شماره تلفن معتبر نیست.')).toBeInTheDocument();
    expect(screen.getByText('نامه همراه باید حداقل ۱۰ کاراکتر باشد.')).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('sends the salary typed in Toman as rials, the phone in E.164 and the referral, then confirms', async () => {
    localStorage.setItem('token_auth', 'V'.repeat(64));
    localStorage.setItem('ref_id', 'partner-7');
    const user = userEvent.setup();
    const { environment } = renderForm('fa');
    await user.click(await screen.findByRole('button', { name: 'همین حالا درخواست دهید' }));
    await fillValid(user, faLabels);
    await user.click(screen.getByRole('checkbox', { name: 'هویت من پنهان بماند' }));
    await user.click(await screen.findByRole('button', { name: 'ارسال درخواست' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toEqual({
      jobId: 'job-1',
      fullName: 'سارا رضایی',
      email: 'sara@example.com',
      phone: '+989121234567',
      coverLetter: 'سلام، علاقه‌مند به این شغل هستم.',
      contractDays: 90,
      requestedSalaryRials: 300_000_000,
      hideIdentity: true,
      shareTestResults: false,
      resumeLocale: null,
      visitorId: 'V'.repeat(64),
      referralId: 'partner-7',
    });
    act(() =>
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          MutationApplyToJobResult: () => ({ __typename: 'MutationApplyToJobSuccess' }),
        }),
      ),
    );
    expect(await screen.findByRole('heading', { name: 'درخواست شما ارسال شد' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'بازگشت به فرصت‌های شغلی' })).toHaveAttribute('href', '/fa/jobs');
  });

  it('moves the focus to the first invalid field after a refused submit', async () => {
    const user = userEvent.setup();
    renderForm('fa');
    await user.click(await screen.findByRole('button', { name: 'همین حالا درخواست دهید' }));
    await user.click(await screen.findByRole('button', { name: 'ارسال درخواست' }));
    expect(screen.getByRole('textbox', { name: faLabels.fullName })).toHaveFocus();

    await user.type(screen.getByRole('textbox', { name: faLabels.fullName }), 'سارا رضایی');
    await user.type(screen.getByRole('textbox', { name: faLabels.email }), 'sara@example.com');
    await user.click(await screen.findByRole('button', { name: 'ارسال درخواست' }));
    expect(screen.getByRole('textbox', { name: faLabels.phone })).toHaveFocus();
  });

  it('focuses the confirmation and, for a visitor, points to no dashboard', async () => {
    const user = userEvent.setup();
    const { environment } = renderForm('fa');
    await user.click(await screen.findByRole('button', { name: 'همین حالا درخواست دهید' }));
    await fillValid(user, faLabels);
    await user.click(await screen.findByRole('button', { name: 'ارسال درخواست' }));
    confirm(environment);
    expect(await screen.findByRole('heading', { name: 'درخواست شما ارسال شد' })).toHaveFocus();
    expect(screen.getByText('کارفرما درخواست شما را بررسی می‌کند.')).toBeInTheDocument();
    expect(screen.queryByText(/پیشخوان/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'مشاهده درخواست‌های من' })).not.toBeInTheDocument();
  });

  it('tells a signed-in applicant to follow the application in the dashboard', async () => {
    const user = userEvent.setup();
    const { environment } = renderForm('en', openJob, signedIn);
    await user.click(await screen.findByRole('button', { name: 'Apply now' }));
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Sara Rezaei');
    await user.type(screen.getByRole('textbox', { name: 'Mobile phone' }), '09121234567');
    await user.type(screen.getByRole('textbox', { name: 'Cover letter' }), 'Hello, I would like this job.');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    confirm(environment);
    expect(await screen.findByRole('heading', { name: 'Your application was sent' })).toHaveFocus();
    expect(
      screen.getByText('The employer will review it; you can follow its status in your dashboard.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my applications' })).toHaveAttribute(
      'href',
      '/en/panel/jobs/my-applications',
    );
  });

  it('takes the requested salary in IRR in Azerbaijani, as every amount there', async () => {
    const user = userEvent.setup();
    const { environment } = renderForm('az');
    await user.click(await screen.findByRole('button', { name: 'İndi müraciət et' }));
    expect(screen.queryByRole('textbox', { name: 'İstənilən aylıq maaş (Toman)' })).not.toBeInTheDocument();
    await fillValid(user, {
      fullName: 'Ad və soyad',
      email: 'E-poçt',
      phone: 'Mobil telefon',
      contractDays: 'Müqavilə müddəti (gün)',
      salary: 'İstənilən aylıq maaş (IRR)',
      coverLetter: 'Müşayiət məktubu',
    });
    await user.click(screen.getByRole('button', { name: 'Müraciəti göndər' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toMatchObject({ requestedSalaryRials: 30_000_000 });
  });

  it('takes IRR in English and says when the e-mail already applied', async () => {
    const user = userEvent.setup();
    const { environment } = renderForm('en');
    await user.click(await screen.findByRole('button', { name: 'Apply now' }));
    await fillValid(user, {
      fullName: 'Full name',
      email: 'E-mail',
      phone: 'Mobile phone',
      contractDays: 'Contract duration (days)',
      salary: 'Requested monthly salary (IRR)',
      coverLetter: 'Cover letter',
    });
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toMatchObject({ requestedSalaryRials: 30_000_000 });
    act(() =>
      environment.mock.resolve(operation, {
        data: { applyToJob: { __typename: 'ConflictError', code: 'ALREADY_APPLIED' } },
      }),
    );
    expect(
      (await screen.findAllByText('You have already applied for this job with this e-mail.')).length,
    ).toBeGreaterThan(0);
  });

  it('shows the server field codes like its own', async () => {
    const user = userEvent.setup();
    const { environment } = renderForm('en');
    await user.click(await screen.findByRole('button', { name: 'Apply now' }));
    await fillValid(user, {
      fullName: 'Full name',
      email: 'E-mail',
      phone: 'Mobile phone',
      contractDays: 'Contract duration (days)',
      salary: 'Requested monthly salary (IRR)',
      coverLetter: 'Cover letter',
    });
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    act(() =>
      environment.mock.resolve(environment.mock.getMostRecentOperation(), {
        data: {
          applyToJob: {
            __typename: 'ValidationError',
            fields: [{ path: 'input.phone', code: 'PHONE_INVALID' }],
          },
        },
      }),
    );
    expect(await screen.findByText('The phone number is not valid.')).toBeInTheDocument();
  });

  it('clears the form’s message as soon as a field is edited', async () => {
    const user = userEvent.setup();
    renderForm('en');
    await user.click(await screen.findByRole('button', { name: 'Apply now' }));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    const form = screen.getByRole('region', { name: 'Apply for this job' });
    expect(within(form).getByRole('alert')).toHaveTextContent('Please fill in all required fields.');
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'S');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says "you applied" with the status from the answer, without a reload', async () => {
    const user = userEvent.setup();
    const { environment } = renderForm('en');
    await user.click(await screen.findByRole('button', { name: 'Apply now' }));
    await fillValid(user, {
      fullName: 'Full name',
      email: 'E-mail',
      phone: 'Mobile phone',
      contractDays: 'Contract duration (days)',
      salary: 'Requested monthly salary (IRR)',
      coverLetter: 'Cover letter',
    });
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    const operation = environment.mock.getMostRecentOperation();
    act(() =>
      environment.mock.resolve(operation, {
        data: {
          applyToJob: {
            __typename: 'MutationApplyToJobSuccess',
            data: {
              id: 'application-1',
              status: 'SUBMITTED',
              submittedAt: '2025-03-21T09:00:00.000Z',
              statusChangedAt: '2025-03-21T09:00:00.000Z',
              job: {
                id: 'job-1',
                slug: 'qa-engineer',
                title: 'QA engineer',
                companyName: 'Aryan Data',
                viewerApplication: {
                  id: 'application-1',
                  status: 'SUBMITTED',
                  submittedAt: '2025-03-21T09:00:00.000Z',
                },
              },
            },
          },
        },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Your application was sent' })).toBeInTheDocument();
    expect(screen.getByText('You applied on March 21, 2025 — status: Submitted')).toBeInTheDocument();
  });

  it('shows the signed-in user their application instead of the button', async () => {
    renderForm('en', {
      ...openJob,
      viewerApplication: { status: 'REVIEWED', submittedAt: '2025-03-21T09:00:00.000Z' },
    });
    expect(await screen.findByText('You applied on March 21, 2025 — status: Reviewed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply now' })).not.toBeInTheDocument();
  });

  it('says a closed job takes no applications', async () => {
    renderForm('en', { ...openJob, status: 'CLOSED' });
    expect(await screen.findByText('This job no longer takes applications.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply now' })).not.toBeInTheDocument();
  });

  it('tells the employer previewing a draft that it takes applications once published', async () => {
    renderForm('fa', { ...openJob, status: 'DRAFT' });
    expect(
      await screen.findByText('این پیش‌نویس فقط برای شما دیده می‌شود. پس از انتشار، درخواست می‌پذیرد.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'همین حالا درخواست دهید' })).not.toBeInTheDocument();
  });

  it('asks consent for a required test, sends it, and invites the applicant to take the test', async () => {
    const user = userEvent.setup();
    const { environment } = renderForm('fa', jobWithTest, signedIn);
    await user.click(await screen.findByRole('button', { name: 'همین حالا درخواست دهید' }));
    // A signed-in applicant's résumé is looked up once the form is open: written in Persian and English here.
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    act(() =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, { Resume: () => ({ locales: ['fa', 'en'] }) }),
      ),
    );
    await user.click(await screen.findByRole('checkbox', { name: 'رزومه‌ام را همراه این درخواست بفرست' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'زبان رزومه' }), 'en');
    await user.type(await screen.findByRole('textbox', { name: faLabels.phone }), '۰۹۱۲۱۲۳۴۵۶۷');
    await user.type(
      screen.getByRole('textbox', { name: faLabels.coverLetter }),
      'سلام، علاقه‌مند به این شغل هستم.',
    );
    await user.click(await screen.findByRole('button', { name: 'ارسال درخواست' }));
    expect(
      screen.getByText(
        'این آگهی آزمون الزامی دارد: برای ارسال درخواست، با اشتراک نتیجهٔ آن با کارفرما موافقت کنید.',
      ),
    ).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    await user.click(
      screen.getByRole('checkbox', {
        name: 'نتیجهٔ آزمون‌های این آگهی را با کارفرما به اشتراک می‌گذارم (الزامی)',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'ارسال درخواست' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toMatchObject({
      jobId: 'job-1',
      shareTestResults: true,
      resumeLocale: 'en',
    });
    confirm(environment);
    expect(await screen.findByRole('heading', { name: 'درخواست شما ارسال شد' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'شروع آزمون «استدلال منطقی ۱»' })).toHaveAttribute(
      'href',
      '/fa/talent-test/details/logic-1',
    );
  });

  it('sends a résumé made of an uploaded PDF alone, in the page’s language', async () => {
    const user = userEvent.setup();
    const { environment } = renderForm('en', openJob, signedIn);
    await user.click(await screen.findByRole('button', { name: 'Apply now' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    act(() =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          Resume: () => ({ locales: [], file: { name: 'my-cv.pdf' } }),
        }),
      ),
    );
    await user.click(
      await screen.findByRole('checkbox', { name: 'Send my résumé file (my-cv.pdf) with this application' }),
    );
    expect(screen.queryByRole('combobox', { name: 'Résumé language' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Mobile phone' }), '09121234567');
    await user.type(screen.getByRole('textbox', { name: 'Cover letter' }), 'Hello, I would like this job.');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(environment.mock.getMostRecentOperation().request.variables.input).toMatchObject({
      resumeLocale: 'en',
    });
  });

  it('asks a visitor to sign in before applying to a job with a required test', async () => {
    const user = userEvent.setup();
    const { environment } = renderForm('en', jobWithTest);
    await user.click(await screen.findByRole('button', { name: 'Apply now' }));
    expect(
      await screen.findByText(
        'This job asks applicants to take a test, which needs an account. Sign in to apply.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to apply' }).getAttribute('href')).toMatch(
      /^\/en\/login\?/,
    );
    expect(screen.queryByRole('button', { name: 'Send application' })).toBeNull();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('asks a visitor nothing about an optional test, which needs an account to take', async () => {
    const user = userEvent.setup();
    const optional = { ...jobWithTest, tests: [{ ...jobWithTest.tests[0]!, required: false }] };
    const { environment } = renderForm('en', optional);
    await user.click(await screen.findByRole('button', { name: 'Apply now' }));
    expect(await screen.findByRole('button', { name: 'Send application' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Share the results/ })).toBeNull();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });
});
