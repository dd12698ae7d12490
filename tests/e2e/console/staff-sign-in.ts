import { type Browser, type Page, expect } from '@playwright/test';
import { signInByLink } from './console-helpers';
import { addKnownPasskey, registerKnownPasskey } from './staff-passkeys';

export { addVirtualAuthenticator } from './staff-passkeys';

/** The step-up dialog the console shows when an action needs the passkey again. */
export const stepUpDialog = (page: Page) => page.getByRole('dialog', { name: "Confirm it's you with your passkey" });

/**
 * A member of our staff signed in as the console's rules have it (docs/product-rules.md, Console security),
 * in a browser of their own whose virtual authenticator holds the account's known passkey: a sign-in link,
 * the known passkey registered if the account has none yet (a link session may enrol the first), then
 * "Sign in with your passkey". Unless `approveStepUp` is false, every later step-up prompt ("Confirm it's
 * you with your passkey") is approved with that passkey, as staff would.
 */
export async function signInStaff(
  browser: Browser,
  email: string,
  passkeyName: string,
  { approveStepUp = true }: { approveStepUp?: boolean } = {},
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await addKnownPasskey(context, page, email);
  await signInByLink(page, email);
  const gate = page.getByRole('heading', { level: 1, name: 'Sign in with your passkey' });
  const addFirst = page.getByRole('heading', { level: 1, name: 'Add a passkey first' });
  await expect(gate.or(addFirst)).toBeVisible();
  if (await addFirst.isVisible()) {
    await registerKnownPasskey(page, email, passkeyName);
    await page.reload();
    await expect(gate).toBeVisible();
  }
  await page.getByRole('button', { name: 'Sign in with your passkey' }).click();
  await expect(page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Bookings' })).toBeVisible();
  if (approveStepUp)
    await page.addLocatorHandler(stepUpDialog(page), async (dialog) => {
      await dialog.getByRole('button', { name: 'Use my passkey' }).click();
    });
  return { context, page };
}
