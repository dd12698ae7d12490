import { beforeEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { FakeAnswer } from '../../testing/fake-fetch';
import { bookingCreatedFixture, criteriaFixture, quotesFixture } from '../../testing/fixtures';
import { withFakeApi } from '../../testing/render-widget';
import { BookingForm } from './booking-form';
import { forgetBookingDrafts } from './booking-store';
import '../../styles/index.css';

const created: FakeAnswer = { status: 201, body: bookingCreatedFixture };
const quote = quotesFixture[0]!;

/** The form as a page shows it; rendering it again after unmount stands for a reload or Back/Forward. */
function setup() {
  const onCreated = vi.fn();
  const { element, fetcher } = withFakeApi(
    <BookingForm quote={quote} criteria={criteriaFixture} onCreated={onCreated} onBack={vi.fn()} />,
    { 'POST /bookings': created },
  );
  return { element, fetcher, onCreated };
}

const field = (label: string) => page.getByLabelText(label, { exact: true });

async function fillValidForm() {
  await field('First name').fill('Ada');
  await field('Last name').fill('Lovelace');
  await field('Email').fill('ada@example.com');
  await field('Mobile number').fill('07700 900123');
  await field('Registration').fill('ab12 cde');
  await field('Make').fill('Ford');
  await field('Model').fill('Focus');
  await field('Colour').fill('Blue');
  await field('Return flight').fill('EZY1235');
  await page.getByLabelText(/I accept the terms/).click();
}

/** Places the booking and waits for the form to hear it was created. */
async function place(onCreated: ReturnType<typeof vi.fn>, times: number) {
  await page.getByRole('button', { name: 'Place Booking' }).click();
  await vi.waitFor(() => expect(onCreated).toHaveBeenCalledTimes(times));
}

const bookingHeaders = (calls: { path: string; headers: Record<string, string> }[]) =>
  calls.filter((c) => c.path === '/bookings').map((c) => c.headers);

describe('BookingForm keeps the draft and the pending booking in this tab', () => {
  // Every test file in the browser shares one tab's sessionStorage: start each test clean, leave it clean.
  beforeEach(() => {
    forgetBookingDrafts();
    return forgetBookingDrafts;
  });

  test('a remount (reload, Back/Forward) restores what was typed, but not the consent ticks', async () => {
    const { element } = setup();
    const first = await render(element);
    await fillValidForm();
    await page.getByLabelText(/Send me offers/).click();
    await first.unmount();

    await render(element);
    await expect.element(field('First name')).toHaveValue('Ada');
    await expect.element(field('Email')).toHaveValue('ada@example.com');
    await expect.element(field('Registration')).toHaveValue('ab12 cde');
    await expect.element(field('Return flight')).toHaveValue('EZY1235');
    await expect.element(page.getByLabelText(/I accept the terms/)).not.toBeChecked();
    await expect.element(page.getByLabelText(/Send me offers/)).not.toBeChecked();
  });

  test('placing the identical draft after a remount sends the same Idempotency-Key and replaces nothing', async () => {
    const { element, fetcher, onCreated } = setup();
    const first = await render(element);
    await fillValidForm();
    await place(onCreated, 1);
    await first.unmount();

    await render(element);
    await page.getByLabelText(/I accept the terms/).click();
    await place(onCreated, 2);
    const [a, b] = bookingHeaders(fetcher.calls);
    expect(a?.['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(b?.['idempotency-key']).toBe(a?.['idempotency-key']);
    expect(a?.['replaces-idempotency-key']).toBeUndefined();
    expect(b?.['replaces-idempotency-key']).toBeUndefined();
  });

  test('a changed draft gets a new key and asks the server to release the old booking', async () => {
    const { element, fetcher, onCreated } = setup();
    const first = await render(element);
    await fillValidForm();
    await place(onCreated, 1);
    await first.unmount();

    await render(element);
    await field('Make').fill('Fiat');
    await page.getByLabelText(/I accept the terms/).click();
    await place(onCreated, 2);
    const [a, b] = bookingHeaders(fetcher.calls);
    expect(b?.['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(b?.['idempotency-key']).not.toBe(a?.['idempotency-key']);
    expect(b?.['replaces-idempotency-key']).toBe(a?.['idempotency-key']);
  });

  test('after the booking is paid (the success page forgets), the form starts blank with a fresh key', async () => {
    const { element, fetcher, onCreated } = setup();
    const first = await render(element);
    await fillValidForm();
    await place(onCreated, 1);
    await first.unmount();
    forgetBookingDrafts();

    await render(element);
    await expect.element(field('First name')).toHaveValue('');
    await fillValidForm();
    await place(onCreated, 2);
    const [a, b] = bookingHeaders(fetcher.calls);
    expect(b?.['idempotency-key']).not.toBe(a?.['idempotency-key']);
    expect(b?.['replaces-idempotency-key']).toBeUndefined();
  });

  test('keyboard only: Enter in an empty form shows the summary, focuses it, and a link reaches the field', async () => {
    const { element, fetcher, onCreated } = setup();
    await render(element);
    (field('First name').element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    const summary = page.getByRole('alert');
    await expect.element(summary).toHaveTextContent(/^Please correct the \d+ fields marked above/);
    await expect.element(summary).toHaveFocus();
    await expect.element(field('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(bookingHeaders(fetcher.calls)).toHaveLength(0);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect.element(field('First name')).toHaveFocus();
    expect(onCreated).not.toHaveBeenCalled();
  });
});
