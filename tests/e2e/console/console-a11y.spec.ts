import { expect, test } from '@playwright/test';
import { expectNoViolations, signInByLink } from './console-helpers';

// One sample owner per width: each asks for one link, well under the 5 an address allows.
const OWNERS = { 390: 'owner@swift-meet-greet.example', 1280: 'owner@park-fly.example' } as const;

for (const width of [390, 1280] as const) {
  test(`axe finds nothing on the console's sign-in, layout and account at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/console/sign-in?error=INVALID_TOKEN');
    await expect(page.getByRole('alert')).toContainText('expired or has already been used');
    await expectNoViolations(page, `sign-in with a link error @ ${width}px`);

    // Signed out, the account page sends the visitor to sign in, and back after.
    await page.goto('/console/account');
    await expect(page).toHaveURL(/\/console\/sign-in\?next=%2Fconsole%2Faccount$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the console' })).toBeVisible();
    await expectNoViolations(page, `sign-in @ ${width}px`);

    await signInByLink(page, OWNERS[width], page.url(), async () => {
      await expect(page.getByText(`Check your email: we sent a link to ${OWNERS[width]}.`)).toBeVisible();
      await expectNoViolations(page, `sign-in, link sent @ ${width}px`);
    });
    await expect(page).toHaveURL(/\/console\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Your sessions' }).getByText('This device')).toBeVisible();
    await expectNoViolations(page, `account @ ${width}px`);

    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/console$/);
    await expect(page.getByRole('main')).toBeFocused();
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page, `layout with the home page @ ${width}px`);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/console\/sign-in$/);
  });
}
