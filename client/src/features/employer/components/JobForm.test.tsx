import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { JobFormTestQuery } from '../../../__generated__/JobFormTestQuery.graphql';
import type { Locale } from '../../../app/locale';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { JobForm } from './JobForm';

type User = ReturnType<typeof userEvent.setup>;

function TestForm() {
  const data = useLazyLoadQuery<JobFormTestQuery>(
    graphql`
      query JobFormTestQuery @relay_test_operation {
        ...JobForm_query
      }
    `,
    {},
  );
  return <JobForm query={data} companyName="آرین‌داده" />;
}

async function renderForm(locale: Locale) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Query: () => ({
        places: [
          { id: 'remote', name: 'دورکاری' },
          { id: 'tabriz', name: 'تبریز' },
          { id: 'tehran', name: 'تهران' },
        ],
        tests: {
          edges: [
            {
              node: {
                id: 'test-logic',
                title: 'استدلال منطقی',
                durationMinutes: 20,
                type: 'LOGICAL_REASONING',
                practice: false,
              },
            },
            {
              node: {
                id: 'test-practice',
                title: 'تمرین الگوریتم',
                durationMinutes: 10,
                type: 'ALGORITHMIC_THINKING',
                practice: true,
              },
            },
          ],
        },
      }),
    }),
  );
  const utils = renderWithProviders(
    <Suspense>
      <TestForm />
    </Suspense>,
    { locale, environment },
  );
  await screen.findAllByRole('textbox');
  return { ...utils, environment };
}

/** Pasting is much quicker than typing in jsdom, and the form cannot tell them apart. */
async function fill(user: User, name: string, text: string) {
  await user.click(screen.getByRole('textbox', { name }));
  await user.paste(text);
}

async function choose(user: User, label: string, option: string) {
  await user.click(screen.getByRole('button', { name: new RegExp(`${label}$`) }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const FA = {
  title: 'عنوان شغل',
  location: 'محل کار',
  type: 'نوع همکاری',
  level: 'سطح تجربه',
  description: 'شرح شغل',
  salaryMin: 'حقوق ماهانه از (تومان)',
  salaryMax: 'حقوق ماهانه تا (تومان)',
  publish: 'انتشار آگهی',
};

async function fillFa(user: User) {
  await fill(user, FA.title, 'مهندس داده');
  // The place is chosen from the list, found by part of its name.
  await user.click(screen.getByRole('combobox', { name: FA.location }));
  await user.paste('تهر');
  await user.click(await screen.findByRole('option', { name: 'تهران' }));
  await choose(user, FA.type, 'تمام‌وقت');
  await choose(user, FA.level, 'ارشد');
  await fill(user, FA.description, 'به یک مهندس داده برای ساخت خط لوله‌های داده نیاز داریم.');
  await fill(user, FA.salaryMin, '۶۰٬۰۰۰٬۰۰۰');
  await fill(user, FA.salaryMax, '۹۰٬۰۰۰٬۰۰۰');
}

// Choosing from lists in jsdom is slow on a busy machine.
describe('JobForm', { timeout: 15_000 }, () => {
  it('checks the fields with the shared rules before sending anything, in Persian', async () => {
    const user = userEvent.setup();
    const { environment } = await renderForm('fa');
    expect(screen.getByRole('textbox', { name: 'نام شرکت' })).toHaveValue('آرین‌داده');
    await user.click(screen.getByRole('button', { name: FA.publish }));
    expect(screen.getByRole('alert')).toHaveTextContent('لطفاً همه فیلدهای الزامی را پر کنید.');
    // Title, location, type, level and description.
    expect(screen.getAllByText('این فیلد الزامی است.')).toHaveLength(5);
    expect(screen.getByRole('textbox', { name: FA.title })).toHaveFocus();
    await fill(user, FA.title, 'ab');
    // Editing clears the form's message and the field's own.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getAllByText('این فیلد الزامی است.')).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'پیش‌نمایش' }));
    expect(screen.getByText('عنوان باید حداقل ۳ کاراکتر باشد.')).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('moves the focus to the first invalid field, a list too', async () => {
    const user = userEvent.setup();
    await renderForm('fa');
    await fill(user, FA.title, 'مهندس داده');
    await user.click(screen.getByRole('combobox', { name: FA.location }));
    await user.paste('تهر');
    await user.click(await screen.findByRole('option', { name: 'تهران' }));
    await user.click(screen.getByRole('button', { name: FA.publish }));
    expect(screen.getByRole('button', { name: new RegExp(`${FA.type}$`) })).toHaveFocus();
  });

  it.each([
    ['en', 'Publish', 'The title must be at least 3 characters.', 'Please fill in all required fields.'],
    ['az', 'Dərc et', 'Ad ən azı 3 simvol olmalıdır.', 'Zəhmət olmasa, bütün məcburi sahələri doldurun.'],
  ] as const)('says the same in %s', async (locale, publish, tooShort, fillRequired) => {
    const user = userEvent.setup();
    await renderForm(locale);
    await user.type(screen.getAllByRole('textbox')[0]!, 'ab');
    await user.click(screen.getByRole('button', { name: publish }));
    expect(screen.getByRole('alert')).toHaveTextContent(fillRequired);
    expect(screen.getByText(tooShort)).toBeInTheDocument();
  });

  it('previews the job like its page, then publishes it with the salary in rials', async () => {
    const user = userEvent.setup();
    const { environment } = await renderForm('fa');
    await fillFa(user);
    await user.click(screen.getByRole('button', { name: 'پیش‌نمایش' }));
    expect(screen.getByRole('heading', { level: 1, name: 'مهندس داده' })).toBeInTheDocument();
    const keyInfo = screen.getByRole('region', { name: 'اطلاعات کلیدی' });
    expect(within(keyInfo).getByText('۶۰٬۰۰۰٬۰۰۰ تا ۹۰٬۰۰۰٬۰۰۰ تومان')).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: FA.publish }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useCreateJobMutation');
    expect(operation.request.variables.input).toMatchObject({
      language: 'fa',
      title: 'مهندس داده',
      companyName: 'آرین‌داده',
      placeId: 'tehran',
      type: 'FULL_TIME',
      experienceLevel: 'SENIOR',
      salaryMinRials: 600_000_000,
      salaryMaxRials: 900_000_000,
      expiresAt: null,
      publish: true,
    });
    // One request at a time.
    expect(screen.getByRole('button', { name: 'در حال ذخیره…' })).toBeDisabled();
    act(() =>
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          MutationCreateJobResult: () => ({ __typename: 'MutationCreateJobSuccess' }),
          Job: () => ({ slug: 'data-engineer-k3x9', status: 'PUBLISHED' }),
        }),
      ),
    );
    const outcome = await screen.findByRole('status');
    expect(within(outcome).getByRole('heading', { name: 'آگهی شما منتشر شد' })).toBeInTheDocument();
    expect(within(outcome).getByRole('link', { name: 'مشاهده صفحه آگهی' })).toHaveAttribute(
      'href',
      '/fa/jobs/data-engineer-k3x9',
    );
  });

  it('shows the server’s field codes on the fields, and a network failure on the form', async () => {
    const user = userEvent.setup();
    const { environment } = await renderForm('fa');
    await fillFa(user);
    await user.click(screen.getByRole('button', { name: 'ذخیره به‌عنوان پیش‌نویس' }));
    const draft = environment.mock.getMostRecentOperation();
    expect(draft.request.variables.input).toMatchObject({ publish: false });
    act(() =>
      environment.mock.resolve(draft, {
        data: {
          createJob: {
            __typename: 'ValidationError',
            fields: [{ path: 'input.salaryMaxRials', code: 'SALARY_RANGE_INVALID' }],
          },
        },
      }),
    );
    expect(await screen.findByText('سقف حقوق نباید کمتر از کف آن باشد.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: FA.salaryMax })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: FA.salaryMax })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: FA.publish }));
    act(() => environment.mock.reject(environment.mock.getMostRecentOperation(), new Error('offline')));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'ذخیره آگهی ممکن نشد. اتصال خود را بررسی کنید و دوباره تلاش کنید.',
    );
    expect(screen.getByRole('button', { name: FA.publish })).toBeEnabled();
  });

  it('takes IRR in English', async () => {
    const user = userEvent.setup();
    const { environment } = await renderForm('en');
    await fill(user, 'Job title', 'Data engineer');
    await user.click(screen.getByRole('combobox', { name: 'Location' }));
    await user.click(await screen.findByRole('option', { name: 'دورکاری' }));
    await choose(user, 'Job type', 'Remote');
    await choose(user, 'Experience level', 'Mid level');
    await fill(user, 'Job description', 'Build and run the data pipelines of our analytics team.');
    await fill(user, 'Monthly salary from (IRR)', '500,000,000');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(environment.mock.getMostRecentOperation().request.variables.input).toMatchObject({
      language: 'en',
      salaryMinRials: 500_000_000,
      salaryMaxRials: null,
    });
  });

  it('attaches a published test, required or optional, and offers no practice test', async () => {
    const user = userEvent.setup();
    const { environment } = await renderForm('fa');
    await fillFa(user);
    const tests = screen.getByRole('region', { name: 'آزمون‌های متقاضیان' });
    expect(within(tests).queryByText('تمرین الگوریتم')).not.toBeInTheDocument();
    await user.click(within(tests).getByRole('checkbox', { name: /استدلال منطقی/ }));
    const required = within(tests).getByRole('checkbox', { name: 'الزامی' });
    expect(required).toBeChecked();
    await user.click(required);
    await user.click(screen.getByRole('button', { name: FA.publish }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input.tests).toEqual([{ testId: 'test-logic', required: false }]);
  });
});
