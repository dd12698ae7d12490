import axe from 'axe-core';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ContactForm } from './contact-form';

afterEach(() => vi.restoreAllMocks());

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('ContactForm', () => {
  test('keyboard only: Enter on an empty form shows the summary, focuses it, and its link reaches the field', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const screen = await render(<ContactForm />);
    const name = page.getByLabelText('Your name');
    await expect.element(name).toBeEnabled();
    (name.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    const summary = page.getByRole('alert');
    await expect.element(summary).toHaveFocus();
    await expect.element(summary.getByRole('link', { name: 'Enter your name' })).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
    const violations = await axe.run(screen.container, { resultTypes: ['violations'] });
    expect(violations.violations.map((v) => v.id)).toEqual([]);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect.element(name).toHaveFocus();
  });

  test('a field message shows when the field is left, not before', async () => {
    await render(<ContactForm />);
    await page.getByLabelText('Email address').fill('not-an-email');
    expect(page.getByText(/valid email/i).query()).toBeNull();
    await page.getByLabelText('Subject').click();
    await expect.element(page.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
  });

  test('the server’s field messages land on their fields', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input).includes('csrf-token')
        ? json(200, { token: 'csrf' })
        : json(400, {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Some fields need attention',
              fields: { subject: 'Too vague' },
            },
          }),
    );
    await render(<ContactForm />);
    await page.getByLabelText('Your name').fill('Amy Jones');
    await page.getByLabelText('Email address').fill('amy@example.co.uk');
    await page.getByLabelText('Subject').fill('Parking');
    await page.getByLabelText('Message', { exact: true }).fill('Do you have spaces for a camper van?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(/Your message was not sent: Some fields need attention/);
    await expect.element(page.getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabelText('Subject').fill('Parking at Luton');
    await expect.element(page.getByLabelText('Subject')).not.toHaveAttribute('aria-invalid');
  });
});
