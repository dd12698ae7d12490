import { afterEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ReviewFilters } from './review-filters';

afterEach(() => vi.restoreAllMocks());

describe('ReviewFilters', () => {
  test('a pick applies at once; a new airport clears the car park', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ data: { items: [], page: 1, limit: 100, total: 0 } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const onChange = vi.fn();
    await render(<ReviewFilters value={{}} onChange={onChange} />);
    const carPark = page.getByLabelText('Car park');
    await expect.element(carPark).toBeDisabled();
    const airport = page.getByLabelText('Airport');
    const first = (airport.element() as HTMLSelectElement).options[1]!.value;
    await airport.selectOptions(first);
    expect(onChange).toHaveBeenLastCalledWith({ airportId: first });
    await expect.element(carPark).toBeEnabled();
    await expect.element(airport).toHaveValue(first);
    await airport.selectOptions('');
    expect(onChange).toHaveBeenLastCalledWith({});
    await expect.element(carPark).toBeDisabled();
  });
});
