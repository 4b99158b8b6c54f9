import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import testsEn from '../../../i18n/lang/tests/en.json';
import testsFa from '../../../i18n/lang/tests/fa.json';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { itemFromServer, newItem } from '../forms';
import { ItemEditor } from './ItemEditor';

const categories = [{ key: 'logic', name: 'Logic' }];

/** The talent tests' catalogue beside the site's, in the site's language and its digits, as the page has them. */
function TestsMessages({ messages, children }: { messages: Record<string, string>; children: ReactNode }) {
  const intl = useIntl();
  return (
    <IntlProvider
      locale={intl.locale}
      messages={{ ...(intl.messages as Record<string, string>), ...messages }}
    >
      {children}
    </IntlProvider>
  );
}

function renderEditor(ui: ReactNode, locale: 'en' | 'fa' = 'en') {
  const environment = createMockEnvironment();
  renderWithProviders(<TestsMessages messages={locale === 'en' ? testsEn : testsFa}>{ui}</TestsMessages>, {
    locale,
    environment,
  });
  return environment;
}

const group = (name: string) => within(screen.getByRole('group', { name }));

describe('ItemEditor', () => {
  it('writes an item in three languages, previews it as a taker sees it, and names what the server refused', async () => {
    const onSaved = vi.fn();
    const environment = renderEditor(
      <ItemEditor testId="t-1" categories={categories} initial={newItem('logic')} isNew onSaved={onSaved} />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Key' }), 'logic-09');
    await user.type(screen.getByRole('textbox', { name: 'Skill' }), 'deduction');
    await user.type(group('Question').getByRole('textbox', { name: 'Persian' }), 'کدام درست است؟');
    await user.type(group('Question').getByRole('textbox', { name: 'English' }), 'Which is right?');
    await user.type(group('Question').getByRole('textbox', { name: 'Azerbaijani' }), 'Hansı düzdür?');
    for (const [key, text] of [
      ['a', 'Red'],
      ['b', 'Blue'],
    ] as const) {
      for (const language of ['Persian', 'English', 'Azerbaijani'])
        await user.type(
          group(`Option ${key}`).getByRole('textbox', { name: language }),
          `${text} ${language}`,
        );
    }
    await user.click(screen.getByRole('button', { name: 'Remove the last option' }));
    await user.click(screen.getByRole('button', { name: 'Remove the last option' }));
    await user.click(screen.getByRole('checkbox', { name: 'Option b is right' }));

    // The preview shows the item in the language chosen, with the session page's answer form.
    const preview = within(screen.getByTestId('item-preview'));
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(preview.getByText('Which is right?')).toBeInTheDocument();
    expect(preview.getByRole('radio', { name: 'Blue English' })).toBeInTheDocument();
    expect(preview.getByText('Choose one answer.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Persian' }));
    expect(preview.getByText('کدام درست است؟')).toBeInTheDocument();
    expect(screen.getByTestId('item-preview')).toHaveAttribute('dir', 'rtl');
    expect(preview.getByRole('radio', { name: 'Red Persian' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    let operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toEqual({
      testId: 't-1',
      key: 'logic-09',
      kind: 'SINGLE_CHOICE',
      difficulty: 'MEDIUM',
      category: 'logic',
      skill: 'deduction',
      trait: null,
      reverseKeyed: false,
      pairKey: null,
      sample: false,
      active: true,
      prompt: { fa: 'کدام درست است؟', en: 'Which is right?', az: 'Hansı düzdür?' },
      options: [
        { key: 'a', text: { fa: 'Red Persian', en: 'Red English', az: 'Red Azerbaijani' } },
        { key: 'b', text: { fa: 'Blue Persian', en: 'Blue English', az: 'Blue Azerbaijani' } },
      ],
      correct: ['b'],
      numericValue: null,
      numericTolerance: null,
      explanation: null,
    });
    act(() =>
      environment.mock.resolve(operation, {
        data: {
          saveTestQuestion: {
            __typename: 'ValidationError',
            fields: [{ path: 'input.prompt.az', code: 'TOO_LONG' }],
          },
        },
      }),
    );
    expect(await group('Question').findByText('This is too long.')).toBeInTheDocument();
    expect(group('Question').getByRole('textbox', { name: 'Azerbaijani' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(onSaved).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    operation = environment.mock.getMostRecentOperation();
    act(() =>
      environment.mock.resolve(operation, {
        data: {
          saveTestQuestion: {
            __typename: 'MutationSaveTestQuestionSuccess',
            data: { __typename: 'TestQuestion', key: 'logic-09', version: 1, active: true },
          },
        },
      }),
    );
    expect(await screen.findByText('Saved as version 1.')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledWith('logic-09', 1);
  });

  it('retires an item as it was loaded, and its key and kind stay as they are', async () => {
    const loaded = itemFromServer({
      key: 'n1',
      kind: 'NUMERIC',
      difficulty: 'HARD',
      category: 'logic',
      skill: 'numbers',
      trait: null,
      reverseKeyed: false,
      pairKey: null,
      sample: false,
      active: true,
      prompts: { fa: 'دو به‌علاوهٔ دو؟', en: 'Two plus two?', az: 'İki üstəgəl iki?' },
      options: [],
      correct: [],
      numericValue: 4,
      numericTolerance: 0,
      explanation: null,
    });
    const environment = renderEditor(
      <ItemEditor testId="t-1" categories={categories} initial={loaded} isNew={false} onSaved={() => {}} />,
      'fa',
    );
    const user = userEvent.setup();
    expect(screen.getByRole('textbox', { name: 'کلید' })).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: 'گونه' })).toBeDisabled();
    // The preview starts in the page's language, with the numeric answer's form.
    expect(within(screen.getByTestId('item-preview')).getByText('دو به‌علاوهٔ دو؟')).toBeInTheDocument();
    await user.type(group('پرسش').getByRole('textbox', { name: 'انگلیسی' }), ' (edited)');
    await user.click(screen.getByRole('button', { name: 'کنار گذاشتن' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toMatchObject({
      key: 'n1',
      kind: 'NUMERIC',
      active: false,
      prompt: { en: 'Two plus two?' },
      numericValue: 4,
      numericTolerance: 0,
    });
    act(() =>
      environment.mock.resolve(operation, {
        data: {
          saveTestQuestion: {
            __typename: 'MutationSaveTestQuestionSuccess',
            data: { __typename: 'TestQuestion', key: 'n1', version: 1, active: false },
          },
        },
      }),
    );
    expect(await screen.findByRole('button', { name: 'بازگرداندن به قرعه' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('به‌عنوان نسخهٔ ۱ ذخیره شد.');
  });
});
