import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProfileFormTestQuery } from '../../../__generated__/ProfileFormTestQuery.graphql';
import { Toasts } from '../../../app/Toasts';
import type { Locale } from '../../../app/locale';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { ImageUploadError, uploadImage, type UploadedImage } from '../uploadImage';
import { ProfileForm } from './ProfileForm';

vi.mock('../uploadImage', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  uploadImage: vi.fn(),
}));

beforeEach(() => {
  // jsdom has no object URLs; the preview of the chosen file uses one.
  URL.createObjectURL = vi.fn(() => 'blob:chosen-file');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.mocked(uploadImage).mockReset());

const photo = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

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

function renderProfile(locale: Locale = 'en', avatarUrl: string | null = null) {
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
          avatarUrl,
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
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('Please enter your full name.')).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('saves and confirms with a toast, leaving the photo alone', async () => {
    const user = userEvent.setup();
    const { environment } = renderProfile();
    await user.click(await screen.findByRole('radio', { name: 'Azərbaycanca' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const mutation = environment.mock.getMostRecentOperation();
    expect(mutation.request.variables.input).toEqual({ fullName: 'Sara Rezaei', preferredLanguage: 'az' });
    await act(async () =>
      environment.mock.resolve(mutation, {
        data: {
          updateProfile: {
            __typename: 'MutationUpdateProfileSuccess',
            data: {
              id: 'user-1',
              displayName: 'Sara Rezaei',
              fullName: 'Sara Rezaei',
              avatarUrl: null,
              preferredLanguage: 'az',
            },
          },
        },
      }),
    );
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
  });

  it('uploads a chosen photo with progress, previews it, and attaches it on save', async () => {
    const user = userEvent.setup();
    let finish!: (value: UploadedImage) => void;
    vi.mocked(uploadImage).mockImplementation((_file, options) => {
      options?.onProgress?.(0.4);
      return new Promise((resolve) => (finish = resolve));
    });
    const { environment, container } = renderProfile();
    const photoGroup = await screen.findByRole('group', { name: 'Profile photo' });
    expect(photoGroup).toHaveAccessibleDescription(/up to 5 megabytes/);

    await user.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, photo());
    expect(vi.mocked(uploadImage).mock.calls[0]![0]).toBeInstanceOf(File);
    expect(screen.getByRole('progressbar', { name: 'Uploading the image' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(container.querySelector('img')).toHaveAttribute('src', 'blob:chosen-file');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();

    await act(async () => finish({ upload: 'receipt-1', url: '/files/images/new.webp' }));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', '/files/images/new.webp');
    expect(within(photoGroup).getByRole('status')).toHaveTextContent(
      'The new image is ready. Save to apply it.',
    );

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({
      fullName: 'Sara Rezaei',
      avatarUpload: 'receipt-1',
      preferredLanguage: 'fa',
    });
  });

  it('says in Persian why an upload was refused, and keeps the saved photo', async () => {
    const user = userEvent.setup();
    vi.mocked(uploadImage).mockRejectedValue(new ImageUploadError('UNSUPPORTED_MEDIA_TYPE'));
    const { container } = renderProfile('fa', '/files/images/saved.webp');
    const group = await screen.findByRole('group', { name: 'عکس پروفایل' });
    await user.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, photo());
    await waitFor(() =>
      expect(within(group).getByRole('alert')).toHaveTextContent(
        'این فایل تصویری با قالب پذیرفتنی نیست. یک تصویر PNG، JPEG، WebP، GIF یا AVIF انتخاب کنید.',
      ),
    );
    expect(container.querySelector('img')).toHaveAttribute('src', '/files/images/saved.webp');

    vi.mocked(uploadImage).mockRejectedValue(new ImageUploadError('PAYLOAD_TOO_LARGE'));
    await user.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, photo());
    await waitFor(() =>
      expect(within(group).getByRole('alert')).toHaveTextContent(
        'حجم این فایل زیاد است. تصویری با حجم حداکثر ۵ مگابایت انتخاب کنید.',
      ),
    );
  });

  it('removes the saved photo on save, with the keyboard kept on the picker', async () => {
    const user = userEvent.setup();
    const { environment, container } = renderProfile('en', '/files/images/saved.webp');
    await user.click(await screen.findByRole('button', { name: 'Remove image' }));
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('S\u200cR')).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Profile photo' })).getByRole('status'),
    ).toHaveTextContent('The image will be removed when you save.');
    expect(screen.getByRole('button', { name: 'Choose an image' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({
      fullName: 'Sara Rezaei',
      avatarUpload: null,
      preferredLanguage: 'fa',
    });
  });

  it('shows an expired upload from the server next to the photo', async () => {
    const user = userEvent.setup();
    const { environment } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: {
          updateProfile: {
            __typename: 'ValidationError',
            fields: [{ path: 'input.avatarUpload', code: 'UPLOAD_EXPIRED' }],
          },
        },
      }),
    );
    expect(within(screen.getByRole('group', { name: 'Profile photo' })).getByRole('alert')).toHaveTextContent(
      'The upload has expired. Choose the image again.',
    );
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
