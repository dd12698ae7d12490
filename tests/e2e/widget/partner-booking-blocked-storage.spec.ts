import { e2e } from '../e2e-env';
import { expect, fillBookingForm, test } from './fixtures';

test('books from a partner page where storage is blocked (sandboxed frame, private window), through to our success page', async ({
  page,
  partnerOrigin,
}) => {
  test.slow();
  // Every page of the journey (the partner's and ours) throws on reading either storage, as a blocked one does.
  await page.addInitScript(() => {
    for (const name of ['sessionStorage', 'localStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    }
  });
  await page.goto(`${partnerOrigin}/book.html`);
  expect(
    await page.evaluate(() => {
      try {
        return typeof window.sessionStorage;
      } catch (error) {
        return (error as DOMException).name;
      }
    }),
  ).toBe('SecurityError');

  const first = page.locator('#first');
  await first
    .getByRole('button', { name: /^book now/i })
    .first()
    .click();
  await fillBookingForm(first);
  await first.getByRole('button', { name: 'Place Booking' }).click();

  const pay = first.getByRole('button', { name: /^pay £/i });
  await expect(pay).toBeVisible();
  await pay.click();
  await page.waitForURL(new RegExp(`^${e2e.baseURL}/api/v1/demo-checkout/`));
  await page.getByRole('button', { name: /^pay/i }).click();
  await page.waitForURL(new RegExp(`^${e2e.baseURL}/booking/success\\?session_id=`));
  await expect(page.getByText(/CAP-[0-9A-HJKMNP-TV-Z]{6}/).first()).toBeVisible();
});
