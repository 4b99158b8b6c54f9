import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { ProfileFormTestQuery } from '../../../__generated__/ProfileFormTestQuery.graphql';
import { Toasts } from '../../../app/Toasts';
import type { Locale } from '../../../app/locale';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { ProfileForm } from './ProfileForm';

function TestRenderer() {
  const data = useLazyLoadQuery<ProfileFormTestQuery>(
    graphql`
      query ProfileFormTestQuery @relay_test_operation {
        viewer {
          ...ProfileForm_user
        }
      }
    `,
    {},
  );
  return data.viewer ? <ProfileForm user={data.viewer} /> : null;
}

function renderProfile(locale: Locale = 'en') {
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
        User: () => ({
          id: 'user-1',
          fullName: 'Sara Rezaei',
          displayName: 'Sara Rezaei',
          email: 'sara@example.com',
          avatarUrl: null,
          preferredLanguage: 'fa',
          roles: ['JOB_SEEKER', 'COLLABORATOR'],
        }),
      }),
    ),
  );
  return { ...utils, environment };
}

describe('ProfileForm', () => {
  it('shows the e-mail read-only, the roles as badges and the initials without a photo', async () => {
    renderProfile();
    const email = await screen.findByRole('textbox', { name: 'E-mail' });
    expect(email).toHaveValue('sara@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByText('Job seeker')).toBeInTheDocument();
    expect(screen.getByText('Collaborator')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'فارسی' })).toBeChecked();
    expect(screen.getByText('S\u200cR')).toBeInTheDocument();
  });

  it('checks the fields with the shared rules before sending', async () => {
    const user = userEvent.setup();
    const { environment } = renderProfile();
    const name = await screen.findByRole('textbox', { name: 'Full name' });
    await user.clear(name);
    await user.type(
      screen.getByRole('textbox', { name: 'Profile photo address' }),
      'ftp://example.com/me.png',
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('Please enter your full name.')).toBeInTheDocument();
    expect(screen.getByText('Enter a complete web address starting with https://')).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('saves and confirms with a toast', async () => {
    const user = userEvent.setup();
    const { environment } = renderProfile();
    await user.click(await screen.findByRole('radio', { name: 'Azərbaycanca' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Profile photo address' }),
      'https://example.com/me.png',
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const mutation = environment.mock.getMostRecentOperation();
    expect(mutation.request.variables.input).toEqual({
      fullName: 'Sara Rezaei',
      avatarUrl: 'https://example.com/me.png',
      preferredLanguage: 'az',
    });
    await act(async () =>
      environment.mock.resolve(mutation, {
        data: {
          updateProfile: {
            __typename: 'MutationUpdateProfileSuccess',
            data: {
              id: 'user-1',
              displayName: 'Sara Rezaei',
              fullName: 'Sara Rezaei',
              avatarUrl: 'https://example.com/me.png',
              preferredLanguage: 'az',
            },
          },
        },
      }),
    );
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
  });

  it('shows the server’s field codes in Persian', async () => {
    const user = userEvent.setup();
    const { environment } = renderProfile('fa');
    await user.click(await screen.findByRole('button', { name: 'ذخیره تغییرات' }));
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: {
          updateProfile: {
            __typename: 'ValidationError',
            fields: [{ path: 'input.preferredLanguage', code: 'LANGUAGE_INVALID' }],
          },
        },
      }),
    );
    expect(
      screen.getByText('یکی از زبان‌های فارسی، انگلیسی یا آذربایجانی را انتخاب کنید.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('لطفاً خطاهای مشخص‌شده را اصلاح کنید.')).toBeInTheDocument();
  });
});
