import { ReviewListResponseSchema } from '@parking/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../packages/server/src/db/schema/index';
import { sweepOnce } from '../../packages/server/src/services/sweeper';
import { bookAndPayDemo } from './support/demo-pay';
import { type TestApp, createTestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Books (1–4 Dec 2026, pick-up 10:00) and pays through the demo checkout; answers the reference. */
async function confirmed(email: string): Promise<string> {
  return (await bookAndPayDemo(t, { details: { email } })).reference;
}

const invitesTo = (email: string) =>
  t.mailer.sent.filter((m) => m.to.includes(email) && m.subject.startsWith('How was your parking?'));

const reviewToken = (email: string) => invitesTo(email)[0]!.text.match(/\/reviews\?review=(\S+)/)![1]!;

const postReview = (body: object) => t.app.inject({ method: 'POST', url: '/api/v1/reviews', payload: body });

describe('review invitations', () => {
  it('one invitation, only after the stay ends, never to the seed, and its link reviews the booking once', async () => {
    const reference = await confirmed('invitee@example.com');
    await sweepOnce(t.app);
    expect(invitesTo('invitee@example.com')).toHaveLength(0);

    t.clock.set('2026-12-04T10:30:00Z');
    await sweepOnce(t.app);
    await sweepOnce(t.app);
    expect(invitesTo('invitee@example.com')).toHaveLength(1);
    expect(t.mailer.sent.some((m) => m.to.includes('.invalid'))).toBe(false);
    const [row] = await t.db.database.db.select().from(bookings).where(eq(bookings.reference, reference));
    expect(row!.reviewInviteSentAt).not.toBeNull();

    const token = reviewToken('invitee@example.com');
    const text = 'Easy to find and the shuttle was waiting for us.';
    expect((await postReview({ token: `${token.slice(0, -2)}xx`, rating: 4, text })).statusCode).toBe(404);
    expect((await postReview({ token, rating: 4, text })).statusCode).toBe(201);
    expect((await postReview({ token, rating: 5, text })).statusCode).toBe(404);
    const list = ReviewListResponseSchema.parse((await t.app.inject('/api/v1/reviews?airportId=luton')).json());
    expect(list.data.items[0]).toMatchObject({ rating: 4, text, name: 'Ada L.' });

    await sweepOnce(t.app);
    expect(invitesTo('invitee@example.com')).toHaveLength(1);
    t.clock.set('2026-11-22T09:00:00Z');
  });

  it('an expired link is refused, and a body without token or reference names the missing fields', async () => {
    await confirmed('late@example.com');
    t.clock.set('2026-12-04T10:30:00Z');
    await sweepOnce(t.app);
    const token = reviewToken('late@example.com');
    t.clock.set('2027-03-10T09:00:00Z'); // more than 90 days after the stay
    expect((await postReview({ token, rating: 5, text: 'Came back to this months later.' })).statusCode).toBe(404);
    const missing = await postReview({ rating: 5, text: 'No way to tell which booking.' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fields).sort()).toEqual(['email', 'reference']);
    t.clock.set('2026-11-22T09:00:00Z');
  });
});
