import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import testsEn from '../../../i18n/lang/tests/en.json';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { settingsFromServer } from '../forms';
import { SettingsEditor } from './SettingsEditor';

function TestsMessages({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <IntlProvider
      locale={intl.locale}
      messages={{ ...(intl.messages as Record<string, string>), ...testsEn }}
    >
      {children}
    </IntlProvider>
  );
}

const texts = (en: string) => ({ fa: `${en} fa`, en, az: `${en} az` });

const loaded = settingsFromServer({
  slug: 'logic',
  type: 'LOGICAL_REASONING',
  status: 'ACTIVE',
  topics: ['ethics'],
  questionsCount: 10,
  durationMinutes: 20,
  passingScore: 60,
  originalPriceRials: 0,
  priceRials: 0,
  reportDelayHours: 24,
  maxAttempts: null,
  cooldownHours: 0,
  practice: true,
  settings: {
    title: texts('Logic'),
    summary: texts('Short'),
    description: texts('Long'),
    categories: [{ key: 'logic', name: texts('Logic'), advice: texts('Practise') }],
    skills: [],
    features: [texts('Fast')],
    faq: [],
    careers: [{ key: 'analyst', name: texts('Analyst'), weights: [{ category: 'logic', weight: 1 }] }],
  },
});

describe('SettingsEditor', () => {
  it('sends the whole settings back, features and topics as they were unless changed, and shows the server’s refusals by field', async () => {
    const environment = createMockEnvironment();
    const onSaved = vi.fn();
    renderWithProviders(
      <TestsMessages>
        <SettingsEditor testId="t-1" initial={loaded} onSaved={onSaved} />
      </TestsMessages>,
      { locale: 'en', environment },
    );
    const user = userEvent.setup();
    const title = within(screen.getByRole('group', { name: 'Title' }));
    await user.clear(title.getByRole('textbox', { name: 'Azerbaijani' }));
    await user.clear(screen.getByRole('textbox', { name: 'Weight of Logic (−10 to 10)' }));
    await user.type(screen.getByRole('textbox', { name: 'Weight of Logic (−10 to 10)' }), '-2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toMatchObject({
      id: 't-1',
      test: {
        slug: 'logic',
        topics: ['ethics'],
        title: { fa: 'Logic fa', en: 'Logic', az: '' },
        features: [texts('Fast')],
        careers: [{ key: 'analyst', weights: [{ category: 'logic', weight: -2 }] }],
        questionsCount: 10,
        maxAttempts: null,
        practice: true,
      },
    });
    act(() =>
      environment.mock.resolve(operation, {
        data: {
          updateTest: {
            __typename: 'ValidationError',
            fields: [{ path: 'input.test.title.az', code: 'REQUIRED' }],
          },
        },
      }),
    );
    expect(await title.findByText('Write this in every language.')).toBeInTheDocument();
    expect(title.getByRole('textbox', { name: 'Azerbaijani' })).toHaveAttribute('aria-invalid', 'true');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('names a number that is not one before sending anything', async () => {
    const environment = createMockEnvironment();
    renderWithProviders(
      <TestsMessages>
        <SettingsEditor testId={null} initial={loaded} onSaved={() => {}} />
      </TestsMessages>,
      { locale: 'en', environment },
    );
    const user = userEvent.setup();
    await user.clear(screen.getByRole('textbox', { name: 'Duration (minutes)' }));
    await user.type(screen.getByRole('textbox', { name: 'Duration (minutes)' }), 'an hour');
    await user.click(screen.getByRole('button', { name: 'Create the test' }));
    expect(screen.getByText('Enter a number in the allowed range.')).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('keeps a practice test practice, and says beside the box when it can no longer change', async () => {
    const environment = createMockEnvironment();
    renderWithProviders(
      <TestsMessages>
        <SettingsEditor testId="t-1" initial={loaded} onSaved={() => {}} />
      </TestsMessages>,
      { locale: 'en', environment },
    );
    const user = userEvent.setup();
    const practice = screen.getByRole('checkbox', { name: 'Practice test' });
    expect(practice).toBeChecked();
    await user.click(practice);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input.test.practice).toBe(false);
    act(() =>
      environment.mock.resolve(operation, {
        data: { updateTest: { __typename: 'ConflictError', code: 'PRACTICE_FIXED', message: 'fixed' } },
      }),
    );
    expect(
      await screen.findByText(
        'The test has been taken, so whether it is a practice test can no longer change.',
      ),
    ).toBeInTheDocument();
    expect(practice).toHaveAttribute('aria-invalid', 'true');
  });

  it('adds, puts in order and removes features, FAQ entries and topics, and shows a refused one at its field', async () => {
    const environment = createMockEnvironment();
    renderWithProviders(
      <TestsMessages>
        <SettingsEditor
          testId="t-1"
          initial={{ ...loaded, features: [texts('Fast'), texts('Fair')] }}
          onSaved={() => {}}
        />
      </TestsMessages>,
      { locale: 'en', environment },
    );
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Move Feature 1 up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move Feature 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    const entry = within(screen.getByRole('group', { name: 'Question and answer 1' }));
    const question = within(entry.getByRole('group', { name: 'Question' }));
    const answer = within(entry.getByRole('group', { name: 'Answer' }));
    await user.type(question.getByRole('textbox', { name: 'Persian' }), 'چقدر طول می‌کشد؟');
    await user.type(question.getByRole('textbox', { name: 'English' }), 'How long is it?');
    await user.type(question.getByRole('textbox', { name: 'Azerbaijani' }), 'Nə qədər çəkir?');
    await user.type(answer.getByRole('textbox', { name: 'Persian' }), 'بیست دقیقه');
    await user.type(answer.getByRole('textbox', { name: 'English' }), 'Twenty minutes');
    await user.type(answer.getByRole('textbox', { name: 'Azerbaijani' }), 'İyirmi dəqiqə');
    await user.click(screen.getByRole('button', { name: 'Remove Topic 1' }));
    await user.click(screen.getByRole('button', { name: 'Add a topic' }));
    await user.type(screen.getByRole('textbox', { name: 'Topic 1' }), 'numbers');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input.test).toMatchObject({
      features: [texts('Fair'), texts('Fast')],
      faq: [
        {
          question: { fa: 'چقدر طول می‌کشد؟', en: 'How long is it?', az: 'Nə qədər çəkir?' },
          answer: { fa: 'بیست دقیقه', en: 'Twenty minutes', az: 'İyirmi dəqiqə' },
        },
      ],
      topics: ['numbers'],
    });
    act(() =>
      environment.mock.resolve(operation, {
        data: {
          updateTest: {
            __typename: 'ValidationError',
            fields: [{ path: 'input.test.faq.0.answer.en', code: 'TOO_LONG' }],
          },
        },
      }),
    );
    expect(await answer.findByText('This is too long.')).toBeInTheDocument();
    expect(answer.getByRole('textbox', { name: 'English' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a FAQ entry not written in every language before sending anything', async () => {
    const environment = createMockEnvironment();
    renderWithProviders(
      <TestsMessages>
        <SettingsEditor testId="t-1" initial={loaded} onSaved={() => {}} />
      </TestsMessages>,
      { locale: 'en', environment },
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    const question = within(
      within(screen.getByRole('group', { name: 'Question and answer 1' })).getByRole('group', {
        name: 'Question',
      }),
    );
    await user.type(question.getByRole('textbox', { name: 'English' }), 'How long is it?');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(question.getByRole('textbox', { name: 'Persian' })).toHaveAttribute('aria-invalid', 'true');
    expect(question.getAllByText('Write this in every language.')).toHaveLength(2);
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });
});
