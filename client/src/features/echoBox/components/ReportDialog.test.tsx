import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../app/locale';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { ReportDialog } from './ReportDialog';

function renderDialog(locale: Locale) {
  const environment = createMockEnvironment();
  const onClose = vi.fn();
  renderWithProviders(<ReportDialog messageId="message-1" onClose={onClose} />, { locale, environment });
  return { environment, onClose };
}

const TEXT = {
  fa: {
    title: 'گزارش این پیام',
    submit: 'ارسال گزارش',
    description: 'توضیحات',
    reasonRequired: 'یک دلیل انتخاب کنید.',
    required: 'این فیلد الزامی است.',
    tooShort: 'توضیحات باید حداقل ۱۰ کاراکتر باشد.',
    harassment: 'آزار و اذیت',
    sent: 'گزارش ارسال شد',
    already: 'شما قبلاً این پیام را گزارش کرده‌اید.',
  },
  en: {
    title: 'Report this message',
    submit: 'Send report',
    description: 'Description',
    reasonRequired: 'Choose a reason.',
    required: 'This field is required.',
    tooShort: 'The description needs at least 10 characters.',
    harassment: 'Harassment',
    sent: 'Report sent',
    already: 'You have already reported this message.',
  },
  az: {
    title: 'Bu mesajdan şikayət et',
    submit: 'Şikayəti göndər',
    description: 'Təsvir',
    reasonRequired: 'Səbəb seçin.',
    required: 'Bu sahə məcburidir.',
    tooShort: 'Təsvir ən azı 10 simvol olmalıdır.',
    harassment: 'Təqib',
    sent: 'Şikayət göndərildi',
    already: 'Siz artıq bu mesajdan şikayət etmisiniz.',
  },
} as const;

describe('ReportDialog', () => {
  it.each(['fa', 'en', 'az'] as const)(
    'checks the reason and the description with the shared rules, in %s',
    async (locale) => {
      const t = TEXT[locale];
      const user = userEvent.setup();
      const { environment } = renderDialog(locale);
      const dialog = await screen.findByRole('dialog', { name: t.title });
      await user.click(within(dialog).getByRole('button', { name: t.submit }));
      expect(within(dialog).getByText(t.reasonRequired)).toBeInTheDocument();
      expect(within(dialog).getByText(t.required)).toBeInTheDocument();

      await user.click(within(dialog).getByRole('radio', { name: t.harassment }));
      await user.type(within(dialog).getByRole('textbox', { name: t.description }), 'bad');
      expect(within(dialog).queryByText(t.reasonRequired)).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: t.submit }));
      expect(within(dialog).getByText(t.tooShort)).toBeInTheDocument();
      expect(environment.mock.getAllOperations()).toHaveLength(0);
    },
  );

  it('sends the report and confirms it', async () => {
    const user = userEvent.setup();
    const { environment, onClose } = renderDialog('en');
    const dialog = await screen.findByRole('dialog', { name: TEXT.en.title });
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Description' }),
      '  Advertising, again and again.  ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toEqual({
      messageId: 'message-1',
      reason: 'SPAM',
      description: 'Advertising, again and again.',
    });
    act(() =>
      environment.mock.resolve(operation, {
        data: { reportMessage: { __typename: 'MutationReportMessageSuccess', data: { id: 'report-1' } } },
      }),
    );
    const confirmation = await screen.findByRole('dialog', { name: TEXT.en.sent });
    await user.click(within(confirmation).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it.each(['fa', 'en', 'az'] as const)(
    'says when the message was already reported, in %s',
    async (locale) => {
      const t = TEXT[locale];
      const user = userEvent.setup();
      const { environment } = renderDialog(locale);
      const dialog = await screen.findByRole('dialog', { name: t.title });
      await user.click(within(dialog).getByRole('radio', { name: t.harassment }));
      await user.type(within(dialog).getByRole('textbox', { name: t.description }), 'x'.repeat(12));
      await user.click(within(dialog).getByRole('button', { name: t.submit }));
      act(() =>
        environment.mock.resolve(environment.mock.getMostRecentOperation(), {
          data: { reportMessage: { __typename: 'ConflictError', code: 'ALREADY_REPORTED' } },
        }),
      );
      expect(within(dialog).getByRole('alert')).toHaveTextContent(t.already);
    },
  );
});
