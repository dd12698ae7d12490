import axe from 'axe-core';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ReviewForm } from './review-form';

afterEach(() => vi.restoreAllMocks());

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const STAY = {
  reference: 'CAP-7QK2M9',
  carPark: 'Luton Meet & Greet',
  airport: 'London Luton',
  from: { date: '2026-12-01', time: '10:00' },
  to: { date: '2026-12-04', time: '10:00' },
};

/** The network edge: GET /reviews/invitation answers `invitation`, POST /reviews answers 201. */
function api(invitation: Response) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (String(input).includes('/reviews/invitation')) return invitation.clone();
    return init?.method === 'POST' ? json(201, { data: { ok: true } }) : json(404, {});
  });
}
const failure = (status: number, code: string, message: string) => json(status, { error: { code, message } });

describe('ReviewForm', () => {
  test('names the stay; a keyboard submit shows the summary and moves focus to it; then sends', async () => {
    const fetch = api(json(200, { data: STAY }));
    const onPosted = vi.fn();
    const screen = await render(<ReviewForm token="signed.token-one" onPosted={onPosted} />);
    await expect.element(page.getByText(/Luton Meet & Greet, London Luton: 1 December 2026 at 10:00/)).toBeVisible();
    await expect.element(page.getByText(/Booking reference CAP-7QK2M9/)).toBeVisible();

    (page.getByRole('button', { name: 'Publish review' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    const summary = page.getByRole('alert');
    await expect.element(summary).toHaveTextContent(/There is a problem/);
    await expect.element(summary).toHaveFocus();
    await expect.element(summary.getByRole('link', { name: 'Choose a rating from 1 to 5' })).toBeVisible();
    await expect.element(page.getByText(/at least 10 characters/).first()).toBeVisible();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    const violations = await axe.run(screen.container, { resultTypes: ['violations'] });
    expect(violations.violations.map((v) => v.id)).toEqual([]);

    await summary.getByRole('link', { name: 'Choose a rating from 1 to 5' }).click();
    await expect.element(page.getByRole('radio', { name: '1 star' })).toHaveFocus();
    await page.getByRole('radio', { name: '4 stars' }).click();
    await page.getByLabelText('Your review').fill('Quick shuttle and friendly staff.');
    await page.getByRole('button', { name: 'Publish review' }).click();
    await expect.element(page.getByRole('status')).toHaveTextContent(/Thank you/);
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(post[0])).toMatch(/\/api\/v1\/reviews$/);
    expect(JSON.parse(String(post[1]?.body))).toEqual({
      token: 'signed.token-one',
      rating: 4,
      text: 'Quick shuttle and friendly staff.',
    });
    expect(onPosted).toHaveBeenCalledTimes(1);
  });

  test('a used link says so on arrival, before any typing, and shows no form', async () => {
    api(failure(409, 'ALREADY_REVIEWED', 'You have already reviewed this stay'));
    await render(<ReviewForm token="signed.token-used" onPosted={vi.fn()} />);
    await expect.element(page.getByRole('status')).toHaveTextContent(/You have already reviewed this stay/);
    expect(page.getByRole('button', { name: 'Publish review' }).query()).toBeNull();
  });

  test('an expired link and an altered link each say what happened', async () => {
    api(failure(410, 'LINK_EXPIRED', 'This review link has expired'));
    const expired = await render(<ReviewForm token="signed.token-old" onPosted={vi.fn()} />);
    await expect.element(page.getByRole('alert')).toHaveTextContent(/This review link has expired/);
    await expired.unmount();
    vi.restoreAllMocks();
    api(failure(404, 'LINK_INVALID', 'This link is not valid'));
    await render(<ReviewForm token="signed.token-bad" onPosted={vi.fn()} />);
    await expect.element(page.getByRole('alert')).toHaveTextContent(/This link is not valid/);
  });
});
