import type { WidgetKey } from '@parking/core';
import { ApiFailure } from '@parking/client';
import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { OriginsEditor } from './origins-editor';
import '../../../styles/index.css';

const KEY: WidgetKey = {
  id: 'wk_live',
  name: 'Travel blog',
  key: 'pk_live_TGl2ZUtleUZvckJsb2dz',
  mode: 'live',
  allowedOrigins: ['https://www.travelblog.example'],
  createdAt: '2026-11-10T10:00:00Z',
  previousKeyUntil: null,
  revokedAt: null,
  active: true,
};

/** Row `n`'s field (its Remove button's label also starts "…address n"). */
const field = (n: number) => page.getByRole('textbox', { name: `Address ${n}`, exact: true });

describe('OriginsEditor', () => {
  test('sends the typed addresses, blank rows left out, and shows the list as saved', async () => {
    const saved = { ...KEY, allowedOrigins: ['https://www.travelblog.example', 'https://*.travelblog.example'] };
    const onSave = vi.fn(async () => saved);
    await render(<OriginsEditor widgetKey={KEY} onSave={onSave} />);
    await page.getByRole('button', { name: 'Add an address' }).click();
    await page.getByRole('button', { name: 'Add an address' }).click();
    await field(3).fill('https://*.travelblog.example/');
    await page.getByRole('button', { name: 'Save addresses' }).click();
    await expect.poll(() => onSave.mock.calls.length).toBe(1);
    expect(onSave).toHaveBeenCalledWith(['https://www.travelblog.example', 'https://*.travelblog.example/']);
    await expect.element(field(2)).toHaveValue('https://*.travelblog.example');
    await expect.element(page.getByRole('status')).toHaveTextContent(/Saved/);
  });

  test('sends nothing while a row is refused, its reason beside it', async () => {
    const onSave = vi.fn(async () => KEY);
    await render(<OriginsEditor widgetKey={KEY} onSave={onSave} />);
    await field(1).fill('http://www.travelblog.example');
    await expect.element(field(1)).toHaveAccessibleDescription('A live key works only on https:// pages');
    await page.getByRole('button', { name: 'Save addresses' }).click();
    await expect.element(page.getByRole('status')).toHaveTextContent('Fix the addresses marked below before saving.');
    expect(onSave).not.toHaveBeenCalled();
  });

  test("puts the server's reason beside the row it names, counting only the rows sent", async () => {
    const refused = new ApiFailure('VALIDATION_FAILED', 'These addresses cannot be used', 400, {
      'allowedOrigins.1': 'Refused by the server',
    });
    await render(<OriginsEditor widgetKey={KEY} onSave={() => Promise.reject(refused)} />);
    await page.getByRole('button', { name: 'Add an address' }).click();
    await page.getByRole('button', { name: 'Add an address' }).click();
    await field(3).fill('https://shop.travelblog.example');
    await page.getByRole('button', { name: 'Save addresses' }).click();
    await expect.element(field(3)).toHaveAccessibleDescription('Refused by the server');
    await expect.element(field(2)).not.toHaveAttribute('aria-invalid');
  });

  test('says when the key works on no site, and removes a row', async () => {
    await render(<OriginsEditor widgetKey={KEY} onSave={vi.fn()} />);
    await page.getByRole('button', { name: 'Remove address 1' }).click();
    await expect
      .element(page.getByText('This key works on no site yet: add the addresses of the pages that embed it.'))
      .toBeVisible();
  });
});
