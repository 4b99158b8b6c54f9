import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CooperationPage } from './CooperationPage';

// The proof of work itself is altcha-lib's (and tested through the graph); here it is solved at once.
vi.mock('altcha-lib', () => ({ solveChallenge: async () => ({ counter: 7, derivedKey: 'ab' }) }));
vi.mock('altcha-lib/algorithms/web/sha', () => ({
  deriveKey: async () => ({ derivedKey: new Uint8Array() }),
}));

const challenge = JSON.stringify({
  parameters: { algorithm: 'SHA-256', nonce: 'n', salt: 's' },
  signature: 'sig',
});

async function renderSolved() {
  const environment = createMockEnvironment();
  renderWithProviders(<CooperationPage />, { locale: 'fa', environment, path: '/fa/cooperation' });
  await screen.findByLabelText('نام و نام خانوادگی');
  // Reading the page asks for no challenge: the check starts when the form is first touched.
  expect(environment.mock.getAllOperations()).toHaveLength(0);
  await userEvent.setup().click(screen.getByLabelText('نام و نام خانوادگی'));
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, { Query: () => ({ captchaChallenge: challenge }) }),
  );
  expect(await screen.findByText('بررسی شد: شما انسان هستید.')).toBeInTheDocument();
  return environment;
}

async function fill() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('نام و نام خانوادگی'), 'نیما نظری');
  await user.type(screen.getByLabelText('تلفن'), '۰۹۱۲۱۱۱۰۰۰۳');
  await user.type(screen.getByLabelText('ایمیل'), 'nima@example.com');
  await user.selectOptions(screen.getByLabelText('نوع همکاری'), 'CONSULTATION');
  await user.type(screen.getByLabelText('پیام'), 'به مشاوره برای معماری سامانه نیاز داریم.');
  return user;
}

describe('the cooperation form', () => {
  it('goes from idle to submitting (the button says sending) to success with the tracking code', async () => {
    const environment = await renderSolved();
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'ارسال درخواست' }));

    const sending = screen.getByRole('button', { name: 'در حال ارسال…' });
    expect(sending).toBeDisabled();
    const mutation = environment.mock.getMostRecentOperation();
    expect(mutation.request.variables.input).toMatchObject({
      fullName: 'نیما نظری',
      email: 'nima@example.com',
      cooperationType: 'CONSULTATION',
      website: null,
    });
    const sent = JSON.parse(atob(mutation.request.variables.input.captcha as string)) as {
      solution: { counter: number };
    };
    expect(sent.solution.counter).toBe(7);

    environment.mock.resolve(mutation, {
      data: {
        requestCooperation: {
          __typename: 'MutationRequestCooperationSuccess',
          data: { trackingCode: 'K7QX-3MZD-9TPA', reviewBy: '2026-12-01T13:30:00.000Z' },
        },
      },
    });
    expect(await screen.findByText('K7QX-3MZD-9TPA')).toBeInTheDocument();
    expect(screen.getAllByText('درخواست شما دریافت شد.').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'دیدن وضعیت درخواست' })).toHaveAttribute(
      'href',
      '/fa/cooperation/status?code=K7QX-3MZD-9TPA',
    );
    // The review time in the Solar Hijri calendar with Persian digits, Tehran's clock.
    expect(screen.getByText(/آن را تا .*۱۴۰۵.* بررسی می‌کنیم/)).toBeInTheDocument();
  });

  it('says the error of §8 when the request cannot be sent, and keeps what was typed', async () => {
    const environment = await renderSolved();
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'ارسال درخواست' }));
    environment.mock.rejectMostRecentOperation(new Error('offline'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'خطا در ثبت درخواست. لطفاً دوباره تلاش کنید یا با پشتیبانی تماس بگیرید.',
    );
    expect(screen.getByLabelText('نام و نام خانوادگی')).toHaveValue('نیما نظری');
    expect(screen.getByRole('button', { name: 'ارسال درخواست' })).toBeEnabled();
  });

  it('asks for every field before sending anything, in the rules’ words', async () => {
    const environment = await renderSolved();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('نام و نام خانوادگی'), 'نی');
    await user.click(screen.getByRole('button', { name: 'ارسال درخواست' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('لطفاً همه فیلدهای الزامی را پر کنید.');
    expect(screen.getByText('نام باید دست‌کم ۳ نویسه باشد.')).toBeInTheDocument();
    expect(screen.getByText('نوع همکاری را انتخاب کنید.')).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('shows the server’s codes by field, and runs the captcha again after a used one', async () => {
    const environment = await renderSolved();
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'ارسال درخواست' }));
    environment.mock.resolveMostRecentOperation({
      data: {
        requestCooperation: {
          __typename: 'ValidationError',
          fields: [{ path: 'input.captcha', code: 'CAPTCHA_USED' }],
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('این بررسی پیش‌تر به کار رفته بود');
    // A new challenge is asked for.
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.node.operation.name).toBe('useCaptchaQuery'),
    );
  });

  it('opens with the kind a link chose, as premium support’s consultation link does', async () => {
    renderWithProviders(<CooperationPage />, { locale: 'fa', path: '/fa/cooperation?type=consultation' });
    expect(await screen.findByLabelText('نوع همکاری')).toHaveValue('CONSULTATION');
  });
});
