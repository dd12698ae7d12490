import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOnce } from '../../packages/server/src/services/sweeper';
import { bookAndPayDemo } from './support/demo-pay';
import { type TestApp, createTestApp } from './support/test-app';

// A site with the review page pre-rendered, so the invitation email's page link is served as in production.
const root = mkdtempSync(join(tmpdir(), 'parking-token-logs-'));
const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  const siteDir = join(root, 'site');
  mkdirSync(siteDir, { recursive: true });
  writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>Site</title>');
  writeFileSync(join(siteDir, 'reviews.html'), '<!doctype html><title>Reviews</title>');
  const pages = [
    { path: '/reviews', file: 'reviews.html', mode: 'hydrate' },
    { path: '/amend-booking', file: 'index.html', mode: 'shell' },
  ];
  writeFileSync(join(siteDir, 'prerendered.json'), JSON.stringify({ pages, spa: 'index.html' }));
  t = await createTestApp({
    logger: { level: 'trace', stream: { write: (line) => void lines.push(line) } },
    staticDirs: { siteDir, widgetDir: join(root, 'widget') },
  });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

/** Every 20-character slice of a token: none may reach a log line, not even in part. */
const slices = (token: string) => Array.from({ length: token.length - 19 }, (_, i) => token.slice(i, i + 20));

/** A paid booking's manage token (from the look-up), then its review token (from the invitation email). */
async function tokens(): Promise<{ manage: string; review: string }> {
  const email = 'logs@example.com';
  const { reference } = await bookAndPayDemo(t, { details: { email } });
  const found = await t.app.inject({ method: 'POST', url: '/api/v1/manage/lookup', payload: { reference, email } });
  expect(found.statusCode).toBe(200);
  const manage = (found.json() as { data: { token: string } }).data.token;
  t.clock.set('2026-12-04T10:30:00Z');
  await sweepOnce(t.app);
  const mail = t.mailer.sent.find((m) => m.to.includes(email) && m.subject.startsWith('How was your parking?'));
  return { manage, review: mail!.text.match(/\/reviews\?review=(\S+)/)![1]! };
}

describe('link tokens never reach a log line', () => {
  it('the review link, its API, a posted review and a manage token are logged without the token', async () => {
    const { manage, review } = await tokens();
    lines.length = 0;
    const visits = [
      { method: 'GET', url: `/reviews?review=${review}` },
      { method: 'GET', url: `/api/v1/reviews/invitation?token=${encodeURIComponent(review)}` },
      // A token in a path (no route carries one today) or a mistyped query is hidden by its shape.
      { method: 'GET', url: `/api/v1/reviews/invitation/${review}` },
      { method: 'GET', url: `/amend-booking?token=${manage}&from=email` },
      { method: 'GET', url: `/amend-booking?link=${manage}` },
      { method: 'GET', url: '/api/v1/manage/booking', headers: { authorization: `Bearer ${manage}` } },
    ] as const;
    const statuses = [];
    for (const visit of visits) statuses.push((await t.app.inject(visit)).statusCode);
    expect(statuses).toEqual([200, 200, 404, 200, 200, 401]);
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reviews',
      payload: { token: review, rating: 5, text: 'Logged without its link.' },
    });
    expect(posted.statusCode).toBe(201);
    // An object that carries a token (a job's payload, say) is redacted by field name too.
    t.app.log.info({ invite: { token: review }, token: manage }, 'link sent');

    const log = lines.join('');
    if (process.env.SHOW_LOG) console.log(log);
    expect(log).toContain('/reviews?review=[redacted]');
    expect(log).toContain('/api/v1/reviews/invitation?token=[redacted]');
    expect(log).toContain('/amend-booking?token=[redacted]&from=[redacted]');
    expect(log).toContain('"msg":"link sent"');
    for (const slice of [...slices(review), ...slices(manage)]) expect(log).not.toContain(slice);
  });
});
