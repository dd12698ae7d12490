import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { axeViolations } from '../../testing/axe';
import { criteriaFixture, searchResponse, searchResponseFor } from '../../testing/fixtures';
import { withFakeApi } from '../../testing/render-widget';
import { ResultsView } from './results-view';
import '../../styles/index.css';

const names = () => Array.from(document.querySelectorAll('.ps-card-title'), (h) => h.textContent);

describe('ResultsView', () => {
  test('posts the criteria and shows a card per provider, recommended first, sold out last', async () => {
    const { element, fetcher } = withFakeApi(<ResultsView criteria={criteriaFixture} onSelect={vi.fn()} />);
    const screen = await render(element);
    await expect.element(page.getByRole('heading', { name: 'Swift Meet & Greet' })).toBeVisible();
    expect(fetcher.calls.find((c) => c.path === '/search/packages')?.body).toEqual(criteriaFixture);
    expect(names()).toEqual(['Swift Meet & Greet', 'Budget Park & Ride', 'Premium Park & Ride', 'Terminal Valet']);
    await expect
      .element(page.getByRole('article', { name: 'Swift Meet & Greet' }).getByText('Recommended'))
      .toBeVisible();
    await expect.element(page.getByText('£105.00')).toBeVisible();
    await expect.element(page.getByText('Booked 58 times')).toBeVisible();
    await expect.element(page.getByText('3 others viewing now')).toBeVisible();
    expect(document.body.textContent).not.toMatch(/Booked 0|0 others/);
    expect(await axeViolations(screen.container)).toEqual([]);
  });

  test('each card shows how its total is made, what is included, and the steps behind Details', async () => {
    const twoVehicles = { ...criteriaFixture, noOfVehicles: 2 };
    const { element } = withFakeApi(<ResultsView criteria={twoVehicles} onSelect={vi.fn()} />, {
      'POST /search/packages': { status: 200, body: searchResponseFor(2) },
    });
    const screen = await render(element);
    const card = page.getByRole('article', { name: 'Swift Meet & Greet' });
    await expect.element(card.getByText('£15.00 per vehicle per day × 7 days × 2 vehicles')).toBeVisible();
    await expect.element(card.getByText('£210.00')).toBeVisible();
    await expect.element(card.getByText('Price at the gate')).toBeVisible();
    await expect.element(card.getByText('Airport drop-off charge included')).toBeVisible();
    await expect.element(card.getByText('Your keys stay with the driver')).toBeVisible();
    await expect.element(card.getByText(/Free cancellation up to 48 hours/)).toBeVisible();
    await expect.element(card.getByText('Call 30 minutes before arrival.')).not.toBeVisible();
    await card.getByText('Details').click();
    await expect.element(card.getByText('Call 30 minutes before arrival.')).toBeVisible();
    expect(await axeViolations(screen.container)).toEqual([]);
  });

  test('a card whose day prices vary says so, with each day behind "Price each day"', async () => {
    const dates = ['10', '11', '12', '13', '14', '15', '16'].map((d) => `2026-12-${d}`);
    const prices = [1500, 1500, 1800, 1800, 1500, 1500, 1500];
    const [first, ...rest] = searchResponse.data.quotes;
    const varied = {
      ...first!,
      total: 11100,
      dayPrices: dates.map((date, i) => ({ date, pricePerDay: prices[i]! })),
    };
    const { element } = withFakeApi(<ResultsView criteria={criteriaFixture} onSelect={vi.fn()} />, {
      'POST /search/packages': { status: 200, body: { data: { ...searchResponse.data, quotes: [varied, ...rest] } } },
    });
    const screen = await render(element);
    const card = page.getByRole('article', { name: varied.provider.name });
    await expect.element(card.getByText('£15.00–£18.00 per day, 7 days, total £111.00')).toBeVisible();
    await expect.element(card.getByText('Sat 12 Dec 2026: £18.00')).not.toBeVisible();
    await card.getByText('Price each day').click();
    await expect.element(card.getByText('Sat 12 Dec 2026: £18.00')).toBeVisible();
    // A card whose days all cost the same keeps the one-line breakdown and no list.
    const other = page.getByRole('article', { name: rest[0]!.provider.name });
    await expect.element(other.getByText(/per day × 7 days/)).toBeVisible();
    expect(other.getByText('Price each day').query()).toBeNull();
    expect(await axeViolations(screen.container)).toEqual([]);
  });

  test('sorts by price and rating and filters by type', async () => {
    const { element } = withFakeApi(<ResultsView criteria={criteriaFixture} onSelect={vi.fn()} />);
    await render(element);
    await page.getByLabelText('Sort by').selectOptions('price');
    await expect
      .poll(names)
      .toEqual(['Budget Park & Ride', 'Premium Park & Ride', 'Swift Meet & Greet', 'Terminal Valet']);
    await page.getByLabelText('Sort by').selectOptions('rating');
    await expect
      .poll(names)
      .toEqual(['Swift Meet & Greet', 'Premium Park & Ride', 'Budget Park & Ride', 'Terminal Valet']);
    await page.getByRole('radio', { name: 'Park & Ride' }).click();
    await expect.poll(names).toEqual(['Premium Park & Ride', 'Budget Park & Ride']);
    await page.getByRole('radio', { name: 'Meet & Greet' }).click();
    await expect.poll(names).toEqual(['Swift Meet & Greet', 'Terminal Valet']);
  });

  test('a sold-out provider cannot be booked; others can', async () => {
    const onSelect = vi.fn();
    const { element } = withFakeApi(<ResultsView criteria={criteriaFixture} onSelect={onSelect} />);
    await render(element);
    await expect.element(page.getByRole('button', { name: 'Sold out' })).toBeDisabled();
    await page.getByRole('button', { name: /Book now.*Budget Park & Ride/ }).click();
    expect(onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ provider: expect.objectContaining({ id: 'luton-budget-ride' }) }),
    );
  });

  test('shows a skeleton while loading', async () => {
    const { element } = withFakeApi(<ResultsView criteria={criteriaFixture} onSelect={vi.fn()} />, {
      'POST /search/packages': 'never',
    });
    const screen = await render(element);
    await expect
      .element(page.getByRole('region', { name: 'Parking for your trip' }))
      .toHaveAttribute('aria-busy', 'true');
    await expect.element(page.getByText('Loading parking…')).toBeInTheDocument();
    expect(await axeViolations(screen.container)).toEqual([]);
  });

  test('shows an empty state', async () => {
    const { element } = withFakeApi(<ResultsView criteria={criteriaFixture} onSelect={vi.fn()} />, {
      'POST /search/packages': { status: 200, body: { data: { ...searchResponse.data, quotes: [] } } },
    });
    await render(element);
    await expect.element(page.getByRole('heading', { name: 'No parking matches' })).toBeVisible();
  });

  test('shows the error and retries', async () => {
    const { element, fetcher } = withFakeApi(<ResultsView criteria={criteriaFixture} onSelect={vi.fn()} />, {
      'POST /search/packages': (_c, n) =>
        n === 1
          ? {
              status: 400,
              body: { error: { code: 'VALIDATION_FAILED', message: 'Drop-off date cannot be in the past' } },
            }
          : { status: 200, body: searchResponse },
    });
    const screen = await render(element);
    await expect.element(page.getByRole('alert')).toHaveTextContent('Drop-off date cannot be in the past');
    expect(await axeViolations(screen.container)).toEqual([]);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.element(page.getByRole('heading', { name: 'Swift Meet & Greet' })).toBeVisible();
    expect(fetcher.calls.filter((c) => c.path === '/search/packages')).toHaveLength(2);
  });
});
