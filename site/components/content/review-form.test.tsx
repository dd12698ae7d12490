import axe from 'axe-core';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ReviewForm } from './review-form';

afterEach(() => vi.restoreAllMocks());

/** The network edge: POST /api/v1/reviews answers `status`. */
function answer(status: number) {
  const body = status === 201 ? { data: { ok: true } } : { error: { code: 'NOT_FOUND', message: 'Not found' } };
  return vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

describe('ReviewForm', () => {
  test('asks for a rating and a few words, then sends them with the link’s token', async () => {
    const fetch = answer(201);
    const onPosted = vi.fn();
    const screen = await render(<ReviewForm token="signed.token-value" onPosted={onPosted} />);
    await page.getByRole('button', { name: 'Publish review' }).click();
    await expect.element(page.getByText('Choose a rating from 1 to 5')).toBeVisible();
    await expect.element(page.getByText(/at least 10 characters/)).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
    const violations = await axe.run(screen.container, { resultTypes: ['violations'] });
    expect(violations.violations.map((v) => v.id)).toEqual([]);

    await page.getByRole('radio', { name: '4 stars' }).click();
    await page.getByLabelText('Your review').fill('Quick shuttle and friendly staff.');
    await page.getByRole('button', { name: 'Publish review' }).click();
    await expect.element(page.getByRole('status')).toHaveTextContent(/Thank you/);
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/\/api\/v1\/reviews$/);
    expect(JSON.parse(String(init?.body))).toEqual({
      token: 'signed.token-value',
      rating: 4,
      text: 'Quick shuttle and friendly staff.',
    });
    expect(onPosted).toHaveBeenCalledTimes(1);
  });

  test('a used or expired link says so plainly', async () => {
    answer(404);
    await render(<ReviewForm token="signed.token-value" onPosted={vi.fn()} />);
    await page.getByRole('radio', { name: '5 stars' }).click();
    await page.getByLabelText('Your review').fill('Came back to write this much later.');
    await page.getByRole('button', { name: 'Publish review' }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent(/expired or was already used/);
  });
});
