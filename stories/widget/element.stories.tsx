import { type SearchCriteria, addDays, encodeSearchParam, londonNow } from '@parking/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { createFakeFetch } from '../../widget/testing/fake-fetch';
import { defaultRoutes } from '../../widget/testing/render-widget';
// Defines <parking-search> (the same file the partner bundle is built from).
import '../../widget/element';

/** The element's attributes, as a partner writes them. */
type ElementArgs = { 'partner-key'?: string; airport?: string; mode?: 'inline' | 'redirect'; q?: string };

const fakeApi = createFakeFetch(defaultRoutes);

/** A stay starting 5 days from now: the element runs on the real clock. */
function futureQ(): string {
  const start = addDays(londonNow(new Date()).date, 5);
  const criteria: SearchCriteria = {
    airportId: 'luton',
    entryDate: start,
    entryTime: '10:00',
    exitDate: addDays(start, 7),
    exitTime: '10:00',
    noOfVehicles: 1,
  };
  return encodeSearchParam(criteria);
}

/** The widget's shadow root, once React has rendered into it. */
async function shadowOf(canvasElement: HTMLElement, selector = 'parking-search'): Promise<ShadowRoot> {
  const host = canvasElement.querySelector(selector);
  await waitFor(() => expect(host?.shadowRoot?.querySelector('form, section, [role="status"]')).toBeTruthy());
  return host!.shadowRoot!;
}

// CSF needs a default export (Storybook's format); everything else in the repo uses named exports.
const meta = {
  title: 'Widget/Element <parking-search>',
  render: (args) => createElement('parking-search', args),
  args: { 'partner-key': 'pk_demo_local', airport: 'LTN' },
  // The element has no fetcher prop (partners cannot inject one): stub the network edge for /api/v1 only.
  beforeEach: () => {
    const realFetch = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      return new URL(url, location.href).pathname.startsWith('/api/v1/') ? fakeApi(url, init) : realFetch(input, init);
    }) as typeof fetch;
    return () => {
      globalThis.fetch = realFetch;
    };
  },
} satisfies Meta<ElementArgs>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The element in its open shadow root: one adopted stylesheet, no <style> element, airport preselected. */
export const InShadowRoot: Story = {
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement);
    expect(root.mode).toBe('open');
    expect(root.adoptedStyleSheets.length).toBe(1);
    expect(root.querySelectorAll('style')).toHaveLength(0);
    const view = within(root as unknown as HTMLElement);
    await waitFor(() => expect(view.getByLabelText('Airport')).toHaveValue('luton'));
    expect(getComputedStyle(root.host).fontSize).toBe('15px');
    expect(fakeApi.calls.some((call) => call.headers['x-partner-key'] === 'pk_demo_local')).toBe(true);
  },
};

/** Two elements on one page keep their own state (one store per element). */
export const TwoInstances: Story = {
  // Each search form is a landmark named after its preselected airport, so axe's landmark-unique passes.
  render: (args) =>
    createElement(
      'div',
      null,
      createElement('parking-search', { ...args, id: 'one' }),
      createElement('parking-search', { ...args, id: 'two', airport: 'BRS' }),
    ),
  play: async ({ canvasElement }) => {
    const one = within((await shadowOf(canvasElement, '#one')) as unknown as HTMLElement);
    const two = within((await shadowOf(canvasElement, '#two')) as unknown as HTMLElement);
    await waitFor(() => expect(two.getByLabelText('Airport')).toHaveValue('bristol'));
    await waitFor(() => expect(one.getByRole('form', { name: 'Parking search, London Luton' })).toBeVisible());
    expect(two.getByRole('form', { name: 'Parking search, Bristol' })).toBeVisible();
    const vehicles = one.getByLabelText('Vehicles') as HTMLSelectElement;
    vehicles.value = '3';
    vehicles.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => expect(one.getByLabelText('Vehicles')).toHaveValue('3'));
    expect(two.getByLabelText('Vehicles')).toHaveValue('1');
    expect(one.getByLabelText('Airport')).toHaveValue('luton');
  },
};

/** With `q` the search runs by itself; the `search` event crosses the shadow boundary to `document`. */
export const SearchFromQ: Story = {
  // The element is created in play, after the document listener, so the first search is heard.
  render: () => createElement('div', { 'data-testid': 'slot' }),
  play: async ({ canvasElement, args }) => {
    const heard: CustomEvent[] = [];
    const listen = (event: Event) => heard.push(event as CustomEvent);
    document.addEventListener('search', listen);
    const element = document.createElement('parking-search');
    element.setAttribute('partner-key', args['partner-key'] ?? '');
    element.setAttribute('q', futureQ());
    canvasElement.querySelector('[data-testid="slot"]')!.append(element);
    await shadowOf(canvasElement);
    await waitFor(() => expect(heard.length).toBeGreaterThan(0));
    document.removeEventListener('search', listen);
    expect(heard[0]!.bubbles && heard[0]!.composed).toBe(true);
    expect(Object.keys(heard[0]!.detail as object).sort()).toEqual([
      'airportId',
      'entryDate',
      'entryTime',
      'exitDate',
      'exitTime',
      'noOfVehicles',
    ]);
  },
};

/** The airport list fails to load: the form offers a retry, and an `error` event `{ code, message }` reaches `document`. */
export const AirportListFails: Story = {
  render: () => createElement('div', { 'data-testid': 'slot' }),
  beforeEach: () => {
    const previous = globalThis.fetch;
    const failing = createFakeFetch({
      'GET /airports': {
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } },
      },
    });
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      return new URL(url, location.href).pathname.startsWith('/api/v1/') ? failing(url, init) : previous(input, init);
    }) as typeof fetch;
    return () => {
      globalThis.fetch = previous;
    };
  },
  play: async ({ canvasElement, args }) => {
    const heard: CustomEvent[] = [];
    const listen = (event: Event) => {
      heard.push(event as CustomEvent);
      // The event would bubble on to `window`, where the test runner counts `error` events as crashes.
      event.stopPropagation();
    };
    document.addEventListener('error', listen);
    try {
      const element = document.createElement('parking-search');
      element.setAttribute('partner-key', args['partner-key'] ?? '');
      element.setAttribute('airport', 'LTN');
      canvasElement.querySelector('[data-testid="slot"]')!.append(element);
      const view = within((await shadowOf(canvasElement)) as unknown as HTMLElement);
      await waitFor(() => expect(view.getByRole('button', { name: 'Retry' })).toBeVisible());
      await waitFor(() => expect(heard).toHaveLength(1));
      expect(heard[0]!.bubbles && heard[0]!.composed).toBe(true);
      expect(heard[0]!.detail).toEqual({
        code: 'INTERNAL',
        message: 'Something went wrong on our side. Please try again.',
      });
    } finally {
      document.removeEventListener('error', listen);
    }
  },
};
