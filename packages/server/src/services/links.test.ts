import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { loadEnv } from '../env';
import { contextPlugin } from './context';
import { linksPlugin } from './links';

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const NOW = new Date('2026-11-22T09:00:00Z');

/** `app.links` with a fixed clock and the given settings; no database (LINK_SECRET set, or none reached). */
async function linksWith(settings: Record<string, string>) {
  const app = Fastify();
  const env = { ...loadEnv({}), ...settings };
  const ctx = { env, clock: () => NOW, db: undefined as unknown as Db, log: app.log };
  await app.register(contextPlugin, { ctx, tuning: { cache: {} } });
  await app.register(linksPlugin);
  await app.ready();
  return app.links;
}

const SECRET = { LINK_SECRET: 'a-test-secret-of-at-least-32-characters' };
const tomorrow = new Date(NOW.getTime() + 86_400_000);

describe('links', () => {
  it('accepts a token only in its one spelling: any other last character is refused', async () => {
    const links = await linksWith(SECRET);
    const token = await links.sign('booking-1', 'review', tomorrow);
    expect(await links.verify(token, 'review')).toEqual({ ok: true, bookingId: 'booking-1' });
    const accepted = [];
    for (const c of BASE64URL) {
      const variant = token.slice(0, -1) + c;
      if ((await links.verify(variant, 'review')).ok) accepted.push(variant);
    }
    expect(accepted).toEqual([token]);
  });

  it('refuses a body spelled differently, padding, a third part and a token for another purpose', async () => {
    const links = await linksWith(SECRET);
    const token = await links.sign('booking-1', 'manage', tomorrow);
    const [body, sig] = token.split('.') as [string, string];
    const variants = [`${body}=.${sig}`, `${body}.${sig}=`, `${token}.x`, `${body}.${sig.slice(0, -1)}`];
    // The body's own last character, where its length leaves spare bits.
    for (const c of BASE64URL) if (c !== body.at(-1)) variants.push(`${body.slice(0, -1)}${c}.${sig}`);
    for (const variant of variants) expect(await links.verify(variant, 'manage'), variant).toMatchObject({ ok: false });
    expect(await links.verify(token, 'review')).toEqual({ ok: false, reason: 'tampered' });
    expect(await links.verify(token, 'manage')).toEqual({ ok: true, bookingId: 'booking-1' });
  });

  it('says expired once the expiry has passed', async () => {
    const links = await linksWith(SECRET);
    const token = await links.sign('booking-1', 'review', new Date(NOW.getTime() - 1000));
    expect(await links.verify(token, 'review')).toEqual({ ok: false, reason: 'expired' });
  });

  it('outside localhost, signs only with LINK_SECRET (never a key kept in the database)', async () => {
    const links = await linksWith({ PUBLIC_URL: 'https://parking.example' });
    await expect(links.sign('booking-1', 'review', tomorrow)).rejects.toThrow(/LINK_SECRET is required/);
    const keyed = await linksWith({ ...SECRET, PUBLIC_URL: 'https://parking.example' });
    const token = await keyed.sign('booking-1', 'review', tomorrow);
    expect(await (await linksWith(SECRET)).verify(token, 'review')).toMatchObject({ ok: true });
  });
});
