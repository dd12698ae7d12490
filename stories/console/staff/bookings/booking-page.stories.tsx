import type { StaffBooking } from '@parking/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { BookingPage } from '../../../../site/console/staff/bookings/booking-page';
import { staffBookingPath } from '../../../../site/console/staff/bookings/bookings-api';
import { meAs, withConsole } from '../../shell/with-console';

const BOOKING: StaffBooking = {
  reference: 'CAP-7K3M9Q',
  status: 'confirmed',
  test: false,
  createdAt: '2026-11-10T10:00:00.000Z',
  anonymised: false,
  traveller: { name: 'Ms Ada Lovelace', email: 'ada@example.com', phone: '07700 900123' },
  vehicles: [{ registration: 'AB12 CDE', make: 'Ford', model: 'Focus', colour: 'Blue' }],
  flights: { outboundTerminal: 'T1', outboundFlight: 'BA123', returnFlight: null },
  passengers: 2,
  stay: {
    entryDate: '2026-12-01',
    entryTime: '10:00',
    exitDate: '2026-12-03',
    exitTime: '10:00',
    days: 3,
    noOfVehicles: 1,
  },
  airport: { id: 'luton', name: 'London Luton' },
  carPark: { id: 'luton-park-and-fly', name: 'Luton Park and Fly' },
  price: { subtotal: 3500, discount: 500, coupon: 'WINTER', amount: 3000 },
  partner: {
    name: 'Holiday Deals',
    keyName: 'Main',
    commissionBps: 800,
    commission: { amount: 160, status: 'pending', reason: null },
  },
  money: [
    {
      kind: 'payment',
      at: '2026-11-10T10:05:00.000Z',
      amount: 3000,
      status: 'succeeded',
      cause: 'booking',
      providerId: 'cs_1',
      summary: 'Paid at booking',
    },
    {
      kind: 'refund',
      at: '2026-11-12T12:00:00.000Z',
      amount: 1000,
      status: 'failed',
      cause: null,
      providerId: null,
      summary: 'Refund of £10.00',
    },
  ],
  emails: [
    {
      kind: 'confirmation',
      resent: false,
      recipient: 'traveller',
      queuedAt: '2026-11-10T10:05:00.000Z',
      sentAt: '2026-11-10T10:06:00.000Z',
      status: 'sent',
      failedAttempts: 0,
      summary: 'Booking confirmation',
    },
    {
      kind: 'operator-new',
      resent: false,
      recipient: 'car-park',
      queuedAt: '2026-11-10T10:05:00.000Z',
      sentAt: null,
      status: 'failed',
      failedAttempts: 11,
      summary: 'New booking',
    },
    {
      kind: 'confirmation',
      resent: true,
      recipient: 'traveller',
      queuedAt: '2026-11-12T09:00:00.000Z',
      sentAt: null,
      status: 'retrying',
      failedAttempts: 2,
      summary: 'Asked for again by our staff',
    },
    {
      kind: 'contact-reply',
      resent: false,
      recipient: null,
      queuedAt: '2026-11-12T11:00:00.000Z',
      sentAt: null,
      status: 'queued',
      failedAttempts: 0,
      summary: 'Reply to a contact message',
    },
  ],
  amendments: [],
  handovers: [
    {
      kind: 'check-in',
      at: '2026-12-01T10:10:00.000Z',
      registration: 'AB12CDE',
      recordedBy: 'Olly Operator',
      mileage: 12000,
      fuel: 'half',
      keyTag: 'K7',
      bay: null,
      notes: null,
      photos: ['/api/v1/console/handover-photos/ph1'],
    },
  ],
  notes: [],
  timeline: [
    {
      at: '2026-11-10T10:00:00.000Z',
      kind: 'booked',
      summary: 'Booked CAP-7K3M9Q for £30.00',
      actor: { kind: 'traveller', name: null },
    },
    {
      at: '2026-11-10T10:06:00.000Z',
      kind: 'email',
      summary: 'Email sent: confirmation',
      actor: { kind: 'system', name: null },
    },
    {
      at: '2026-11-12T12:00:00.000Z',
      kind: 'refund',
      summary: 'Refund of £10.00 (failed) — reason: goodwill',
      actor: { kind: 'staff', name: 'Sam Staff' },
    },
    {
      at: '2026-12-01T10:10:00.000Z',
      kind: 'handover',
      summary: 'check-in AB12CDE',
      actor: { kind: 'operator', name: 'Olly Operator' },
    },
  ],
};

const PATH = staffBookingPath(BOOKING.reference);

// CSF needs a default export (Storybook's format); everything else in the repo uses named exports.
const meta = {
  title: 'Console/Staff/Booking page',
  component: BookingPage,
  decorators: [withConsole],
  render: () => (
    <Routes>
      <Route path="/console/bookings/:reference" element={<BookingPage />} />
    </Routes>
  ),
  parameters: {
    console: {
      known: {
        ...meAs({ id: 'org-staff', name: 'ParkCompare', kind: 'staff', role: 'support' }, 'Sam Staff'),
        [PATH]: BOOKING,
      },
      posts: {
        [`${PATH}/notes`]: {
          status: 201,
          body: { at: '2026-11-25T10:00:00.000Z', author: 'Sam Staff', body: 'Called back' },
        },
      },
      url: `/console/bookings/${BOOKING.reference}`,
    },
  },
} satisfies Meta<typeof BookingPage>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Every section, a failed refund shown as failed, and one timeline with each entry's actor. */
export const Booking: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Traveller and stay' })).toBeVisible();
    await expect(canvas.getByText('ada@example.com')).toBeVisible();
    await expect(canvas.getByText('3 days, 1 vehicle')).toBeVisible();
    const money = canvas.getByRole('table', { name: "Each payment and refund with the provider's status" });
    await expect(within(money).getAllByRole('row')[2]).toHaveTextContent(/Refund of £10.00.*−£10.00.*failed/);
    const emails = within(canvas.getByRole('table', { name: 'Each email with its recipient and delivery status' }));
    await expect(
      emails
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      'Booking confirmationTraveller10 Nov 2026, 10:0510 Nov 2026, 10:06Sent',
      'New bookingCar park10 Nov 2026, 10:05—Failed (11 failed attempts)',
      'Booking confirmation (sent again)Asked for again by our staffTraveller12 Nov 2026, 09:00—Retrying (2 failed attempts)',
      'Reply to a contact message—12 Nov 2026, 11:00—Queued',
    ]);
    await expect(canvas.getByRole('link', { name: 'Photo 1 of check-in AB12CDE' })).toHaveAttribute(
      'href',
      '/api/v1/console/handover-photos/ph1',
    );
    const timeline = within(canvas.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem');
    await expect(timeline.map((li) => li.querySelector('strong')?.textContent)).toEqual([
      'Traveller',
      'System',
      'Staff: Sam Staff',
      'Car park: Olly Operator',
    ]);
  },
};

/** An empty note is refused beside the field; a note is added and confirmed. */
export const AddNote: Story = {
  play: async ({ canvas }) => {
    const field = await canvas.findByLabelText(/Note for staff/);
    await userEvent.click(canvas.getByRole('button', { name: 'Add note' }));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Write the note/);
    await userEvent.type(field, 'Called back');
    await userEvent.click(canvas.getByRole('button', { name: 'Add note' }));
    await expect(await canvas.findByText('Note added to the timeline.')).toBeVisible();
    await expect(field).toHaveValue('');
  },
};

/** An unknown reference: the page says it could not load the booking. */
export const NotFound: Story = {
  parameters: { console: { known: meta.parameters.console.known, url: '/console/bookings/CAP-NOPE00' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/We could not load the booking/);
  },
};
