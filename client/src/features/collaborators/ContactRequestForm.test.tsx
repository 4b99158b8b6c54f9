import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ContactRequestForm } from './ContactRequestForm';

const props = {
  collaboratorId: 'Q29sbGFib3JhdG9yOjE=',
  name: 'Sara Ahmadi',
  path: '/collaborators/sara-ahmadi',
};

describe('the contact request form', () => {
  it('sends a visitor to sign in and back, and points the owner to their editor', () => {
    const { unmount } = renderWithProviders(
      <ContactRequestForm {...props} viewer={null} viewerIsOwner={false} />,
      { path: '/en/collaborators/sara-ahmadi' },
    );
    expect(screen.getByRole('link', { name: 'Sign in to send a contact request' })).toHaveAttribute(
      'href',
      '/en/login?redirect=%2Fcollaborators%2Fsara-ahmadi',
    );
    unmount();
    renderWithProviders(<ContactRequestForm {...props} viewer={{ registered: true }} viewerIsOwner />, {
      path: '/en/collaborators/sara-ahmadi',
    });
    expect(screen.getByRole('link', { name: 'Edit your profile' })).toHaveAttribute(
      'href',
      '/en/panel/collaborator',
    );
  });

  it('checks what it can before sending, sends rials, and says when a request is already waiting', async () => {
    const environment = createMockEnvironment();
    renderWithProviders(
      <ContactRequestForm {...props} viewer={{ registered: true }} viewerIsOwner={false} />,
      {
        locale: 'fa',
        environment,
        path: '/fa/collaborators/sara-ahmadi',
      },
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'ارسال درخواست همکاری' }));
    // The fields load when the form opens.
    await user.click(await screen.findByRole('button', { name: 'ارسال درخواست' }));
    expect(screen.getByText('موضوعی بین ۵ تا ۱۲۰ نویسه بنویسید.')).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    await user.type(screen.getByLabelText('موضوع'), 'یک فروشگاه راست‌به‌چپ');
    await user.type(
      screen.getByLabelText('چه می‌خواهید'),
      'فروشگاهی با React می‌خواهیم که تا بهار آماده شود.',
    );
    await user.type(screen.getByLabelText('بودجه (تومان، اختیاری)'), '۵۰۰۰۰۰۰');
    await user.click(screen.getByRole('button', { name: 'ارسال درخواست' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toEqual({
      collaboratorId: props.collaboratorId,
      subject: 'یک فروشگاه راست‌به‌چپ',
      message: 'فروشگاهی با React می‌خواهیم که تا بهار آماده شود.',
      budgetRials: 50_000_000,
      deadline: null,
    });
    act(() =>
      environment.mock.resolve(operation, {
        data: {
          sendContactRequest: {
            __typename: 'ConflictError',
            __isBaseError: 'ConflictError',
            code: 'REQUEST_OPEN',
          },
        },
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'یک درخواست شما هنوز منتظر پاسخ این همکار است.',
    );
  });
});
