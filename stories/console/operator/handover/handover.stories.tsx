import type { Handover, HandoverList } from '@parking/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { HandoverPage } from '../../../../site/console/operator/handover/handover-page';
import { handoversPath } from '../../../../site/console/operator/handover/use-handovers';
import { meAs, withConsole } from '../../shell/with-console';

const ORG = { id: 'org-swift', name: 'Swift Parking', kind: 'operator', role: 'desk' } as const;
const REF = 'CAP-7QK2M9';

/** A photo thumbnail drawn inline (a story reaches no server). */
const swatch = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><rect width="160" height="120" fill="${colour}"/></svg>`)}`;

const BOOKING: HandoverList['booking'] = {
  reference: REF,
  name: 'Dr Ada Lovelace',
  carPark: 'Swift Meet & Greet Luton',
  entry: { date: '2026-12-01', time: '06:30' },
  exit: { date: '2026-12-04', time: '18:00' },
  vehicles: [
    { registration: 'AB12 CDE', make: 'Ford', colour: 'Blue' },
    { registration: 'XY70 ZZZ', make: 'Tesla', colour: 'White' },
  ],
};

const record = (extra: Partial<Handover>): Handover => ({
  id: 'h1',
  kind: 'check-in',
  registration: 'AB12 CDE',
  at: '2026-12-01T06:42:00.000Z',
  staffName: 'Dee Desk',
  mileage: 12345,
  fuel: 'half',
  keyTag: 'K7',
  bay: 'B14',
  notes: 'Scratch on the rear bumper, driver side',
  photos: [],
  ...extra,
});

const RECORDS: Handover[] = [
  record({
    photos: [
      { id: 'p1', url: swatch('#3a6ea5'), width: 160, height: 120 },
      { id: 'p2', url: swatch('#a53a3a'), width: 160, height: 120 },
    ],
  }),
  record({
    id: 'h2',
    kind: 'check-out',
    at: '2026-12-04T18:10:00.000Z',
    mileage: 12500,
    fuel: 'quarter',
    keyTag: null,
    bay: null,
    notes: null,
  }),
];

const params = (handovers: Handover[], posts: Record<string, { status: number; body: unknown }> = {}) => ({
  console: {
    known: { ...meAs(ORG), [handoversPath(REF)]: { booking: BOOKING, handovers } },
    posts,
    url: `/console/handover/${REF}`,
  },
});

/** The page as the router gives it: the reference from the URL. */
const AtReference = () => (
  <Routes>
    <Route path="/console/handover/:reference" element={<HandoverPage />} />
  </Routes>
);

// CSF needs a default export (Storybook's format); everything else in the repo uses named exports.
const meta = {
  title: 'Console/Operator/Handover',
  component: HandoverPage,
  decorators: [withConsole],
  render: () => <AtReference />,
} satisfies Meta<typeof HandoverPage>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Nothing recorded yet: both cars waiting, the form offering the first car's check-in. */
export const EmptyForm: Story = {
  parameters: params([]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: `Handover ${REF}` })).toBeVisible();
    await expect(canvas.getAllByText('Not checked in yet.')).toHaveLength(2);
    await expect(canvas.getByLabelText('What happened')).toHaveValue('check-in');
    await expect(canvas.getByLabelText('Car')).toHaveValue('AB12 CDE');
    for (const label of ['Date and time (UK)', 'Mileage', 'Fuel', 'Key tag', 'Bay', /Notes/, /Photos/])
      await expect(canvas.getByLabelText(label)).toBeVisible();
    await expect(canvas.getByLabelText(/Photos/)).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
  },
};

/** A mileage that is not a number and a refused upload: each message beside its field, and a summary. */
export const WithErrors: Story = {
  parameters: params([], {
    [handoversPath(REF)]: {
      status: 400,
      body: {
        error: {
          code: 'UPLOAD_TYPE',
          message: 'Photos must be JPEG, PNG or WebP images',
          fields: { photos: 'Photos must be JPEG, PNG or WebP images' },
        },
      },
    },
  }),
  play: async ({ canvas }) => {
    const mileage = await canvas.findByLabelText('Mileage');
    // Enter submits (a click would be lost when the message shown on blur moves the button).
    await userEvent.type(mileage, '12,3a{Enter}');
    const summary = await canvas.findByRole('alert');
    await expect(within(summary).getByRole('link', { name: 'Mileage is a whole number of miles' })).toBeVisible();
    await expect(mileage).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(mileage);
    await userEvent.type(mileage, '12345{Enter}');
    await expect(await canvas.findAllByText('Photos must be JPEG, PNG or WebP images')).not.toHaveLength(0);
    await expect(canvas.getByLabelText(/Photos/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A car checked in with two photos and returned: the records with who, mileage, fuel, notes and thumbnails. */
export const WithRecordsAndPhotos: Story = {
  parameters: params(RECORDS),
  play: async ({ canvas }) => {
    const photos = await canvas.findByRole('list', { name: 'Photos: Checked in AB12 CDE' });
    await expect(within(photos).getAllByRole('img')).toHaveLength(2);
    await expect(canvas.getByText('mileage 12,345 · fuel 1/2 · key tag K7 · bay B14')).toBeVisible();
    await expect(canvas.getByText(/at 18:10 on Fri 4 Dec 2026 by Dee Desk/)).toBeVisible();
    // The returned car has nothing left to record: the form offers the second car's check-in.
    await expect(canvas.getByLabelText('Car')).toHaveValue('XY70 ZZZ');
    await expect(canvas.getByLabelText('What happened')).toHaveValue('check-in');
  },
};
