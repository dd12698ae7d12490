import { ApiErrorSchema, ReviewInvitationResponseSchema } from '@parking/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOnce } from '../../packages/server/src/services/sweeper';
import { bookAndPayDemo } from './support/demo-pay';
import { type TestApp, createTestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Books (1–4 Dec 2026), pays, lets the stay end and the invitation go; answers the link's token. */
async function invited(email: string): Promise<{ reference: string; token: string }> {
  const { reference } = await bookAndPayDemo(t, { details: { email } });
  t.clock.set('2026-12-04T10:30:00Z');
  await sweepOnce(t.app);
  const mail = t.mailer.sent.find((m) => m.to.includes(email) && m.subject.startsWith('How was your parking?'));
  return { reference, token: mail!.text.match(/\/reviews\?review=(\S+)/)![1]! };
}

const read = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/reviews/invitation?token=${encodeURIComponent(token)}` });
const codeOf = (res: { json: () => unknown }) => ApiErrorSchema.parse(res.json()).error.code;

describe('GET /reviews/invitation', () => {
  it('names the stay, then says "already reviewed" once the review is in', async () => {
    const { reference, token } = await invited('reader@example.com');
    const res = await read(token);
    expect(res.statusCode).toBe(200);
    const { data } = ReviewInvitationResponseSchema.parse(res.json());
    expect(data.reference).toBe(reference);
    expect(data.carPark).not.toBe('');
    expect(data.from.date).toBe('2026-12-01');
    expect(data.to.date).toBe('2026-12-04');

    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reviews',
      payload: { token, rating: 5, text: 'Smooth from start to finish.' },
    });
    expect(posted.statusCode).toBe(201);
    const used = await read(token);
    expect(used.statusCode).toBe(409);
    expect(codeOf(used)).toBe('ALREADY_REVIEWED');
    expect(ApiErrorSchema.parse(used.json()).error.message).toBe('You have already reviewed this stay');
    t.clock.set('2026-11-22T09:00:00Z');
  });

  it('an altered link is not valid, an old one has expired, a missing one is a 400', async () => {
    const { token } = await invited('old@example.com');
    const altered = await read(`${token.slice(0, -2)}xx`);
    expect(altered.statusCode).toBe(404);
    expect(codeOf(altered)).toBe('LINK_INVALID');

    t.clock.set('2027-03-10T09:00:00Z');
    const expired = await read(token);
    expect(expired.statusCode).toBe(410);
    expect(codeOf(expired)).toBe('LINK_EXPIRED');

    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/reviews/invitation' });
    expect(missing.statusCode).toBe(400);
    t.clock.set('2026-11-22T09:00:00Z');
  });

  it('a link is accepted only in its one spelling: its last character changed is refused, also by POST /reviews', async () => {
    const { token } = await invited('spelling@example.com');
    // The signature's last character carries 2 spare bits: the next character decodes to the same bytes.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const respelled = `${token.slice(0, -1)}${alphabet[alphabet.indexOf(token.at(-1)!) + 1]}`;
    expect(Buffer.from(respelled.split('.')[1]!, 'base64url')).toEqual(Buffer.from(token.split('.')[1]!, 'base64url'));
    const res = await read(respelled);
    expect(res.statusCode).toBe(404);
    expect(codeOf(res)).toBe('LINK_INVALID');
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reviews',
      payload: { token: respelled, rating: 1, text: 'Not a review anyone invited.' },
    });
    expect(posted.statusCode).toBe(404);
    expect((await read(token)).statusCode).toBe(200);
    t.clock.set('2026-11-22T09:00:00Z');
  });
});
