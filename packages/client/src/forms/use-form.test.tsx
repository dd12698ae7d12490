import { ManageLookupSchema, type ManageLookup } from '@parking/core';
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { axeViolations } from '../../../../widget/testing/axe';
import { TextField } from '../../../../widget/ui/text-field';
import { FormSummary } from '../../../../widget/forms/form-summary';
import { ApiFailure } from '../api/api-failure';
import { checkWith } from './form-check';
import { useForm } from './use-form';
import '../../../../widget/styles/index.css';

type Draft = { reference: string; email: string };

function Probe({ send }: { send: (value: ManageLookup) => Promise<void> }) {
  const form = useForm<Draft, ManageLookup>({
    initial: { reference: '', email: '' },
    check: (values) => checkWith(ManageLookupSchema, values),
    onSubmit: send,
    idOf: (name) => `probe-${name}`,
    serverField: (path) => path.replace(/^lookup\./, ''),
  });
  return (
    <form aria-label="Probe" noValidate onSubmit={form.onSubmit} className="ps-root">
      <FormSummary form={form} />
      {(['reference', 'email'] as const).map((name) => (
        <TextField
          key={name}
          id={`probe-${name}`}
          label={name === 'email' ? 'Email' : 'Booking reference'}
          value={form.values[name]}
          onChange={(v) => form.set({ [name]: v })}
          onBlur={form.blur(name)}
          error={form.errors[name]}
        />
      ))}
      <output aria-label="state">{form.dirty ? 'dirty' : 'clean'}</output>
      <button type="submit" disabled={form.pending}>
        Send
      </button>
    </form>
  );
}

describe('useForm', () => {
  test('nothing shows until a field is left; then its own message, not the others', async () => {
    await render(<Probe send={vi.fn()} />);
    await page.getByLabelText('Email').fill('nope');
    expect(page.getByLabelText('Email').element().getAttribute('aria-invalid')).toBeNull();
    await expect.element(page.getByRole('status', { name: 'state' })).toHaveTextContent('dirty');
    await page.getByLabelText('Booking reference').click();
    await expect.element(page.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(page.getByLabelText('Booking reference').element().getAttribute('aria-invalid')).toBeNull();
    expect(page.getByRole('alert').query()).toBeNull();
  });

  test('a click on submit straight from a wrong field submits (its message does not move the button away)', async () => {
    const send = vi.fn();
    await render(<Probe send={send} />);
    await page.getByLabelText('Booking reference').fill('CAP-AB12CD');
    await page.getByLabelText('Email').fill('nope');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.element(page.getByRole('alert')).toHaveFocus();
    await expect.element(page.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(send).not.toHaveBeenCalled();
  });

  test('a rejected submit by keyboard focuses the summary; its links reach the fields; axe passes', async () => {
    const send = vi.fn();
    const screen = await render(<Probe send={send} />);
    (page.getByLabelText('Email').element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    const summary = page.getByRole('alert');
    await expect.element(summary).toHaveFocus();
    expect(summary.getByRole('link').all()).toHaveLength(2);
    expect(send).not.toHaveBeenCalled();
    expect(await axeViolations(screen.container)).toEqual([]);
    await summary.getByRole('link').nth(1).click();
    await expect.element(page.getByLabelText('Email')).toHaveFocus();
  });

  test('pending while sending; the server’s field messages land on fields until they change', async () => {
    let finish: (() => void) | undefined;
    const send = vi.fn(
      () =>
        new Promise<void>((_, reject) => {
          finish = () =>
            reject(new ApiFailure('VALIDATION_FAILED', 'Check the email', 400, { 'lookup.email': 'Unknown email' }));
        }),
    );
    await render(<Probe send={send} />);
    await page.getByLabelText('Booking reference').fill('CAP-7K3M9Q');
    await page.getByLabelText('Email').fill('ada@example.com');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.element(page.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(send).toHaveBeenCalledWith({ reference: 'CAP-7K3M9Q', email: 'ada@example.com' }, expect.anything());
    finish!();
    const summary = page.getByRole('alert');
    await expect.element(summary).toHaveTextContent('Check the email');
    await expect.element(summary).toHaveFocus();
    await expect.element(page.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabelText('Email').fill('ada@example.org');
    await expect.element(page.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    await expect.element(page.getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});
