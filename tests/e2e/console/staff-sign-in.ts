import { type Browser, type BrowserContext, type Page, expect } from '@playwright/test';
import { signInByLink } from './console-helpers';

/** Chromium's virtual authenticator (CDP WebAuthn domain): a platform passkey that always verifies. */
export async function addVirtualAuthenticator(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/**
 * A member of our staff signed in, in a browser of their own. Staff without a passkey get only their account
 * page until they add one (this browser's virtual authenticator); one added by an earlier run (the e2e data
 * folder persists) lets them straight in.
 */
export async function signInStaff(browser: Browser, email: string, passkeyName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await addVirtualAuthenticator(context, page);
  await signInByLink(page, email);
  const bookings = page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Bookings' });
  const addFirst = page.getByRole('heading', { level: 1, name: 'Add a passkey first' });
  await expect(bookings.or(addFirst)).toBeVisible();
  if (await addFirst.isVisible()) {
    await page.goto('/console/account');
    await page.getByLabel('Name of the new passkey').fill(passkeyName);
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(page.getByRole('list', { name: 'Your passkeys' })).toContainText(passkeyName);
    await page.goto('/console');
    await expect(bookings).toBeVisible();
  }
  return { context, page };
}
