import { page } from 'vitest/browser';

/** Fills the booking step's form with one valid traveller, vehicle and flight, and accepts the terms. */
export async function fillValidBookingForm(): Promise<void> {
  await page.getByLabelText('First name', { exact: true }).fill('Ada');
  await page.getByLabelText('Last name', { exact: true }).fill('Lovelace');
  await page.getByLabelText('Email', { exact: true }).fill('ada@example.com');
  await page.getByLabelText('Mobile number', { exact: true }).fill('07700 900123');
  await page.getByLabelText('Registration', { exact: true }).fill('ab12 cde');
  await page.getByLabelText('Make', { exact: true }).fill('Ford');
  await page.getByLabelText('Model', { exact: true }).fill('Focus');
  await page.getByLabelText('Colour', { exact: true }).fill('Blue');
  await page.getByLabelText('Return flight', { exact: true }).fill('EZY1235');
  await page.getByLabelText(/I accept the terms/).click();
}
