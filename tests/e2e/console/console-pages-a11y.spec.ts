import { expect, test } from '@playwright/test';
import { expectNoViolations, signInByLink } from './console-helpers';

// Owners no other spec signs in, one per width (each asks for one link; 5 an address are allowed).
const OWNERS = { 390: 'owner@essex-park-ride.example', 1280: 'owner@premier-meet-greet.example' } as const;

for (const width of [390, 1280] as const) {
  test(`axe finds nothing on the console's members and audit log pages at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await signInByLink(page, OWNERS[width], '/console/sign-in?next=%2Fconsole%2Fmembers');
    await expect(page.getByRole('table', { name: /Members of/ })).toBeVisible();

    const invitee = `a11y-${width}-${Date.now()}@example.com`;
    await page.getByLabel('Email address').fill(invitee);
    await page.getByLabel('Role', { exact: true }).selectOption('desk');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('table', { name: 'Invitations waiting for an answer' })).toContainText(invitee);
    await expectNoViolations(page, `members with an invitation @ ${width}px`);

    // The invite form's own errors, shown and announced.
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expectNoViolations(page, `members, invite form errors @ ${width}px`);

    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('table', { name: /newest first/ })).toContainText('Invited someone');
    await expectNoViolations(page, `audit log @ ${width}px`);
    await page.getByLabel('Action').selectOption('member.removed');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.getByText('No entries match these filters.')).toBeVisible();
    await expectNoViolations(page, `audit log, filtered to nothing @ ${width}px`);

    await page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Car park', exact: true })
      .click();
    await expect(page.getByLabel('Car park name')).not.toHaveValue('');
    await expectNoViolations(page, `car park settings @ ${width}px`);
    // A refused save (nothing is sent): the name's message beside it and in the summary.
    await page.getByLabel('Car park name').fill('');
    await page.getByRole('button', { name: 'Save listing' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expectNoViolations(page, `car park settings, form errors @ ${width}px`);

    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Reports' }).click();
    await expect(page.getByRole('table', { name: /Occupancy per day/ })).toBeVisible();
    await expectNoViolations(page, `reports @ ${width}px`);

    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Rate calendar' }).click();
    await expect(page.getByRole('grid', { name: / at / })).toBeVisible();
    await expectNoViolations(page, `rate calendar @ ${width}px`);
    // A refused edit (nothing is saved): the price's message beside it and in the summary.
    await page.getByLabel('Price per vehicle per day (£), empty to keep').fill('12.345');
    await page.getByLabel('Price per vehicle per day (£), empty to keep').press('Enter');
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expectNoViolations(page, `rate calendar, bulk edit errors @ ${width}px`);

    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Notifications' }).click();
    await expect(page.getByRole('heading', { name: 'Delivery log' })).toBeVisible();
    await expect(page.getByText(/Loading the/)).toHaveCount(0);
    await expectNoViolations(page, `notifications @ ${width}px`);
    // A refused webhook URL (plain http; nothing is sent): the message beside the field and in the summary.
    await page.getByLabel('Webhook URL (https)').fill('http://bookings.example.com/in');
    await page.getByLabel('Webhook URL (https)').press('Enter');
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expectNoViolations(page, `notifications, webhook URL error @ ${width}px`);
  });
}

test('a desk member sees the members read-only, with the reason, and axe finds nothing', async ({ page }) => {
  await signInByLink(page, 'desk@swift-meet-greet.example', '/console/sign-in?next=%2Fconsole%2Fmembers');
  await expect(page.getByText('Only owners and managers can invite or change members.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send invitation' })).toHaveCount(0);
  await expectNoViolations(page, 'members, read-only for desk');
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Car park', exact: true }).click();
  await expect(page.getByText('Owners and managers change the listing; your role can read it.')).toBeVisible();
  await expectNoViolations(page, 'car park settings, read-only for desk');
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Rate calendar' }).click();
  await expect(page.getByText(/your role reads them/)).toBeVisible();
  await expectNoViolations(page, 'rate calendar, read-only for desk');
  // From the day board to a booking's handover page (a seeded past stay: nothing is recorded here).
  await page.goto('/console/board?carPark=luton-swift-meet-greet&date=2026-01-05');
  await page.getByRole('link', { name: 'Check in / No-show CAP-SD0001' }).click();
  await expect(page.getByRole('heading', { name: 'Handover CAP-SD0001' })).toBeVisible();
  await expect(page.getByLabel('Car', { exact: true })).toHaveValue('SEED1');
  await expectNoViolations(page, 'handover page for desk');
  // A refused form (nothing is sent): the mileage's message beside it and in the summary.
  await page.getByLabel('Mileage').fill('12,3a');
  await page.getByLabel('Mileage').press('Enter');
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page.getByLabel('Mileage')).toHaveAttribute('aria-invalid', 'true');
  await expectNoViolations(page, 'handover form errors for desk');
});
