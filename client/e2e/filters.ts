import type { Locator } from '@playwright/test';

/**
 * Ticks or picks a react-aria checkbox or radio. Its input is visually hidden inside the label, so the click goes
 * to the label the way a person's would.
 */
export async function pick(option: Locator): Promise<void> {
  await option.locator('xpath=ancestor::label[1]').click();
}
