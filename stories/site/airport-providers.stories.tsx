import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { Provider } from '@parking/core';
import { expect } from 'storybook/test';
import type { Fetcher } from '@parking/client';
import { WidgetProvider } from '@parking/widget';
import { AirportProviders } from '../../site/components/content/airport-providers';
import { airportProvidersKey } from '../../site/lib/content-api';
import '../../site/styles/index.css';

const base: Omit<
  Provider,
  'id' | 'name' | 'type' | 'rating' | 'reviewCount' | 'pricePerDay' | 'features' | 'isRecommended' | 'address'
> = {
  airportId: 'luton',
  airportName: 'London Luton Airport',
  gatePricePerDay: null,
  airportCharge: 'none',
  transferMinutes: 10,
  keepsKeys: false,
  imageUrl: '/api/v1/assets/providers/luton-park-and-fly.svg',
  description: 'A sample car park.',
  phone: '01582 000000',
  arrivalInstructions: ['Drive to the car park.'],
  returnInstructions: ['Call when you land.'],
  totalBooked: 0,
  currentlyViewing: 0,
};

/** Three car parks at Luton as GET /providers answers them: recommended first, then by name. */
const providers: Provider[] = [
  {
    ...base,
    id: 'luton-swift-meet-greet',
    name: 'Swift Meet & Greet Luton',
    type: 'meet-greet',
    rating: 4.7,
    reviewCount: 1284,
    pricePerDay: 1299,
    features: [
      'Driver meets you at the terminal',
      'Car kept in a secure compound',
      'Airport entry fee included',
      'CCTV',
    ],
    isRecommended: true,
    address: 'Terminal car park, Airport Way, Luton LU2 9LY',
  },
  {
    ...base,
    id: 'luton-park-and-fly',
    name: 'Park & Fly Luton',
    type: 'park-ride',
    rating: 4.3,
    reviewCount: 1,
    pricePerDay: 899,
    features: ['Shuttle every 15 minutes', 'Keep your keys'],
    isRecommended: false,
    address: '1 Frank Lester Way, Luton LU2 9NQ',
  },
  {
    ...base,
    id: 'luton-parkway-secure',
    name: 'Parkway Secure Luton',
    type: 'park-ride',
    rating: 0,
    reviewCount: 0,
    pricePerDay: 750,
    features: [],
    isRecommended: false,
    address: 'Parkway Road, Luton LU1 3JH',
  },
];

/**
 * What the story's API answers (`parameters.api`, set per story: Storybook merges parameters deeply):
 * data already in the cache (a pre-rendered page's known data), or the car parks GET /providers answers.
 */
type StoryApi = { known: Provider[] } | { answer: () => Promise<Provider[]> };

const asResponse = (items: Provider[]) =>
  new Response(JSON.stringify({ data: { items, total: items.length, page: 1, limit: 100 } }), {
    headers: { 'content-type': 'application/json' },
  });

/** The network edge of the story's client, so a story never calls a server (no mocking library needed). */
const fetcherFor = (api: StoryApi): Fetcher =>
  'known' in api
    ? // Known data is fetched again in the background: that request never answers, the data stays.
      () => new Promise<Response>(() => undefined)
    : async () => asResponse(await api.answer());

/** A fresh client cache per story (no story sees another's data) and the answer from `parameters.api`. */
const withApi: Decorator = (Story, context) => {
  const api = context.parameters.api as StoryApi;
  const known = 'known' in api ? { [airportProvidersKey('luton')]: api.known } : {};
  return (
    <WidgetProvider key={context.id} fetcher={fetcherFor(api)} known={known}>
      <div className="container narrow">
        <Story />
      </div>
    </WidgetProvider>
  );
};

// CSF needs a default export (Storybook's format); everything else in the repo uses named exports.
const meta = {
  title: 'Site/AirportProviders',
  component: AirportProviders,
  decorators: [withApi],
  args: { airportId: 'luton', airportName: 'London Luton Airport' },
} satisfies Meta<typeof AirportProviders>;

export default meta;

type Story = StoryObj<typeof meta>;

/** The car parks at Luton: type, rating and reviews, three features, address and the price a day. */
export const Loaded: Story = {
  parameters: { api: { known: providers } satisfies StoryApi },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Car parks at London Luton Airport' })).toBeVisible();
    const names = canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await expect(names).toEqual(['Swift Meet & Greet Luton', 'Park & Fly Luton', 'Parkway Secure Luton']);
    const first = canvas.getAllByRole('listitem').find((li) => li.textContent?.includes('Swift Meet'))!;
    await expect(first).toHaveTextContent('Meet & Greet');
    await expect(first).toHaveTextContent('Recommended');
    await expect(first).toHaveTextContent('4.7 out of 5 (1,284 verified reviews)');
    await expect(first).toHaveTextContent('from £12.99 a day');
    await expect(first).not.toHaveTextContent('CCTV'); // only the first three features
    await expect(canvas.getByText('1 Frank Lester Way, Luton LU2 9NQ')).toBeVisible();
    await expect(canvas.getByText('No reviews yet')).toBeVisible();
  },
};

/** The airport has no car parks listed. */
export const Empty: Story = {
  parameters: { api: { known: [] } satisfies StoryApi },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/We have no car parks to show at London Luton Airport/)).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 3 })).toBeNull();
  },
};

/** The request is on its way: a line of text, not a spinner or a skeleton. */
export const Loading: Story = {
  parameters: { api: { answer: () => new Promise<Provider[]>(() => {}) } satisfies StoryApi },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading car parks…');
  },
};

let failures = 0;

/** The request failed: the server's message and a retry button; here the retry succeeds. */
export const Failed: Story = {
  parameters: {
    api: {
      answer: () => (failures++ === 0 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(providers)),
    } satisfies StoryApi,
  },
  beforeEach: () => {
    failures = 0;
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('We could not load the car parks.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { name: 'Swift Meet & Greet Luton' })).toBeVisible();
  },
};
