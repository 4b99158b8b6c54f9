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
  it('sends the whole settings back, features and topics as they were, and shows the server’s refusals by field', async () => {
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
});
