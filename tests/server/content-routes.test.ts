import { BlogListResponseSchema, BlogResponseSchema, ReviewListResponseSchema } from '@parking/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../packages/server/src/db/schema/index';
import { bookingBody, newKey } from './support/fixtures';
import { type TestApp, createTestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Books and pays through the demo checkout; answers the reference. */
async function confirmedBooking(email: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/bookings',
    payload: bookingBody({ details: { email } }) as object,
    headers: { 'idempotency-key': newKey() },
  });
  const { reference, checkoutUrl } = res.json() as { reference: string; checkoutUrl: string };
  const sessionId = checkoutUrl.split('/').at(-1)!;
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/v1/demo-checkout/${sessionId}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://127.0.0.1:4000' },
    payload: '',
  });
  expect(paid.statusCode).toBe(303);
  return reference;
}

describe('blogs', () => {
  it('lists the seeded posts newest first, with shipped images', async () => {
    const res = await t.app.inject('/api/v1/blogs');
    expect(res.statusCode).toBe(200);
    const { items } = BlogListResponseSchema.parse(res.json()).data;
    expect(items.length).toBeGreaterThanOrEqual(4);
    expect(items.map((b) => b.publishedAt)).toEqual([...items.map((b) => b.publishedAt)].sort().reverse());
    const image = await t.app.inject(items[0]!.imageUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
  });

  it('returns one post with its body, and a clear 404 for an unknown id', async () => {
    const post = BlogResponseSchema.parse(
      (await t.app.inject('/api/v1/blogs/luton-airport-parking-guide')).json(),
    ).data;
    expect(post.title).toMatch(/Luton/);
    expect(post.body.length).toBeGreaterThan(1);
    const missing = await t.app.inject('/api/v1/blogs/no-such-post');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Blog post not found' } });
    expect((await t.app.inject('/api/v1/assets/blogs/..%2Fsecret.svg')).statusCode).toBe(400);
  });
});

describe('reviews', () => {
  it('accepts a review only for a completed stay with the matching email, once', async () => {
    const reference = await confirmedBooking('reviewer@example.com');
    const post = (body: object) => t.app.inject({ method: 'POST', url: '/api/v1/reviews', payload: body });
    const review = {
      reference,
      email: 'reviewer@example.com',
      rating: 5,
      text: 'Driver was waiting, car back on time.',
    };
    // The stay (1–4 Dec 2026, pick-up 10:00) has not ended: nothing to review yet.
    expect((await post(review)).statusCode).toBe(404);
    t.clock.set('2026-12-04T10:30:00Z');
    expect((await post({ ...review, email: 'someone@example.com' })).statusCode).toBe(404);
    expect((await post({ ...review, reference: 'CAP-000000' })).statusCode).toBe(404);
    expect((await post(review)).statusCode).toBe(201);
    expect((await post(review)).statusCode).toBe(404);
    const bad = await post({ ...review, rating: 6, text: 'short' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(expect.arrayContaining(['rating', 'text']));

    const { items } = ReviewListResponseSchema.parse((await t.app.inject('/api/v1/reviews')).json()).data;
    expect(items[0]).toMatchObject({ name: 'Ada L.', rating: 5, text: review.text, airportId: 'luton', sample: false });
    expect(JSON.stringify(items)).not.toContain('reviewer@example.com');
    t.clock.set('2026-11-22T09:00:00Z');
  });

  it('cannot review a booking that was never paid', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      payload: bookingBody({ details: { email: 'unpaid@example.com' } }) as object,
      headers: { 'idempotency-key': newKey() },
    });
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reviews',
      payload: {
        reference: res.json().reference,
        email: 'unpaid@example.com',
        rating: 4,
        text: 'I never actually paid for this one.',
      },
    });
    expect(post.statusCode).toBe(404);
  });
});

describe('contact', () => {
  const message = {
    name: 'Sam Smith',
    email: 'sam@example.com',
    subject: 'Large van',
    message: 'Can I park a long-wheelbase van with you?',
  };

  async function token(): Promise<{ token: string; cookie: string }> {
    const res = await t.app.inject('/api/v1/csrf-token');
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    expect(setCookie).toMatch(/HttpOnly/i);
    return { token: res.json().token, cookie: setCookie.split(';')[0]! };
  }

  it('stores a message sent with a valid CSRF token', async () => {
    const { token: csrf, cookie } = await token();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: message,
      headers: { 'x-csrf-token': csrf, cookie },
    });
    expect(res.statusCode).toBe(201);
    const rows = await t.db.database.db.select().from(contactMessages);
    expect(rows.find((r) => r.id === res.json().data.id)).toMatchObject({
      subject: 'Large van',
      email: 'sam@example.com',
    });
  });

  it('refuses a message without a token or with a forged one, storing nothing', async () => {
    const before = (await t.db.database.db.select().from(contactMessages)).length;
    const { cookie } = await token();
    const none = await t.app.inject({ method: 'POST', url: '/api/v1/contact', payload: message, headers: { cookie } });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: message,
      headers: { cookie, 'x-csrf-token': 'forged' },
    });
    for (const res of [none, forged]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
    expect((await t.db.database.db.select().from(contactMessages)).length).toBe(before);
  });

  it('answers 400 with a message per field for bad input', async () => {
    const { token: csrf, cookie } = await token();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: { name: '', email: 'nope', subject: 'x', message: 'hi' },
      headers: { 'x-csrf-token': csrf, cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      name: 'Enter your name',
      message: 'Tell us a little more (at least 10 characters)',
    });
    expect(res.json().error.fields.email).toBeDefined();
  });
});
