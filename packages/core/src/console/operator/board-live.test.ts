import { describe, expect, it } from 'vitest';
import { type BoardChange, BoardChangeSchema, liveNews } from './board-live';

const change = (type: BoardChange['type'], reference: string, eventId = `ev-${reference}-${type}`): BoardChange => ({
  type,
  reference,
  eventId,
});

describe('the live board news', () => {
  it('says how many bookings are new, changed or cancelled, in that order', () => {
    expect(liveNews([change('booking.created', 'A')])).toBe('1 new booking');
    expect(
      liveNews([
        change('booking.cancelled', 'C'),
        change('booking.created', 'A'),
        change('booking.created', 'B'),
        change('booking.amended', 'D'),
      ]),
    ).toBe('2 new bookings, 1 booking changed, 1 booking cancelled');
  });

  it('counts a booking once per kind, and says nothing of nothing', () => {
    expect(liveNews([change('booking.amended', 'A', 'e1'), change('booking.amended', 'A', 'e2')])).toBe(
      '1 booking changed',
    );
    expect(liveNews([])).toBe('');
  });

  it('reads only the three kinds of change', () => {
    expect(BoardChangeSchema.safeParse({ type: 'booking.created', reference: 'R', eventId: 'e' }).success).toBe(true);
    expect(BoardChangeSchema.safeParse({ type: 'booking.paid', reference: 'R', eventId: 'e' }).success).toBe(false);
  });
});
