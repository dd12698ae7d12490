import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { StepIndicator } from './step-indicator';

const steps = ['Place Booking', 'Payment'] as const;

test('the widget appearance marks the current step and the ones done with its own classes', async () => {
  await render(<StepIndicator steps={steps} current={1} />);
  const items = page.getByRole('listitem').elements();
  expect(items.map((li) => li.className)).toEqual(['ps-step ps-step--done', 'ps-step ps-step--current']);
  expect(items[1]).toHaveAttribute('aria-current', 'step');
});

test('the site-header appearance keeps the header pills (step-indicator classes), one step current', async () => {
  await render(<StepIndicator steps={steps} current={0} appearance="site-header" />);
  const list = page.getByRole('list', { name: 'Booking steps' }).element();
  expect(list.className).toBe('step-indicator');
  const items = page.getByRole('listitem').elements();
  expect(items.map((li) => li.className)).toEqual(['step-indicator__step is-active', 'step-indicator__step']);
  expect(items[0]).toHaveAttribute('aria-current', 'step');
  expect(items[1]).not.toHaveAttribute('aria-current');
});
