import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

function renderDialog({ isPending = false, onConfirm = vi.fn() } = {}) {
  render(
    <ConfirmDialog
      tone="danger"
      trigger="Close"
      triggerAriaLabel="Close the job “Designer”"
      title="Close this job?"
      message="It will leave the listings."
      confirmLabel="Close the job"
      pendingLabel="Closing…"
      cancelLabel="Keep it open"
      isPending={isPending}
      onConfirm={onConfirm}
    />,
  );
  return { onConfirm };
}

async function open() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Close the job “Designer”' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Close this job?' });
  return { user, dialog };
}

describe('ConfirmDialog', () => {
  it('asks in an alert dialog and runs the action on confirm, closing when the action says so', async () => {
    const { onConfirm } = renderDialog({ onConfirm: vi.fn((close: () => void) => close()) });
    const { user, dialog } = await open();
    expect(dialog).toHaveTextContent('It will leave the listings.');
    expect(within(dialog).getByRole('button', { name: 'Keep it open' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Close the job' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('stays open when the action has not finished', async () => {
    const { onConfirm } = renderDialog();
    const { user, dialog } = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Close the job' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('closes without running the action on cancel or Escape', async () => {
    const { onConfirm } = renderDialog();
    const { user, dialog } = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it open' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await open();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('disables both buttons and says it is working while the action is pending', async () => {
    const { onConfirm } = renderDialog({ isPending: true });
    const { user, dialog } = await open();
    const confirm = within(dialog).getByRole('button', { name: 'Closing…' });
    const cancel = within(dialog).getByRole('button', { name: 'Keep it open' });
    expect(confirm).toBeDisabled();
    expect(cancel).toBeDisabled();
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('gives the confirm button the danger colour for a destructive action', async () => {
    renderDialog();
    const { dialog } = await open();
    expect(within(dialog).getByRole('button', { name: 'Close the job' })).toHaveClass('bg-red-700');
  });
});
