import { readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import createClient, { type Middleware } from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrganization, seedUser, signIn } from './support/console';
import { FORM } from './support/demo-pay';
import { bookingBody, criteria, newKey } from './support/fixtures';
import { type Contract, type OpenApiDocument, openApiContract } from './support/openapi-contract';
import type { paths } from './support/openapi-types';
import { API_TYPES_FILE, apiTypesOf } from './support/openapi-types-source';
import { seedPartnerBooking, seedWidgetKey } from './support/partner-earnings';
import { type TestApp, createTestApp } from './support/test-app';

/**
 * A partner's client: types generated from the document by openapi-typescript, calls made by openapi-fetch
 * against a listening server, and every answer checked against the document with Ajv.
 */
let t: TestApp;
let document: OpenApiDocument;
let contract: Contract;
let base = '';
const answers: string[] = [];
const problems: string[] = [];

/** Checks each answer against the document, for the operation the client called (`schemaPath`). */
const validating: Middleware = {
  async onResponse({ request, response, schemaPath }) {
    const contentType = response.headers.get('content-type') ?? undefined;
    const body = await response.clone().text();
    const answer = { method: request.method, path: schemaPath, status: response.status, contentType, body };
    answers.push(`${request.method} ${schemaPath} ${response.status}`);
    problems.push(...contract.validateResponse(answer));
  },
};

/** The fixtures' search, with one vehicle as the document's number (the fixtures type it as form input). */
const stay = (overrides: Parameters<typeof criteria>[0] = {}) => ({ ...criteria(overrides), noOfVehicles: 1 });
const booking = (expectedTotal: number) => {
  const body = bookingBody({ expectedTotal });
  return { ...body, criteria: stay(), details: { ...body.details, passengers: 2 } };
};

const client = () => {
  const api = createClient<paths>({ baseUrl: base });
  api.use(validating);
  return api;
};

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  document = (await t.app.inject({ method: 'GET', url: '/api/v1/docs/json' })).json();
  contract = openApiContract(document);
}, 120_000);
afterAll(async () => t?.close());

describe('the generated client', () => {
  it('is the one the document generates today (UPDATE_API_TYPES=1 rewrites it)', async () => {
    const generated = await apiTypesOf(document);
    if (process.env.UPDATE_API_TYPES) writeFileSync(API_TYPES_FILE, generated);
    expect(readFileSync(API_TYPES_FILE, 'utf8') === generated, 'support/openapi-types.ts is stale').toBe(true);
  }, 120_000);

  it('runs the traveller journey: airports, search, book, pay, manage, amend, cancel', async () => {
    const api = client();
    const airports = await api.GET('/api/v1/airports');
    expect(airports.data?.data.items.map((a) => a.id)).toContain('luton');

    const search = await api.POST('/api/v1/search/packages', { body: stay() });
    const quote = search.data!.data.quotes.find((q) => q.provider.id === 'luton-park-and-fly')!;

    // The document requires the key, so the typed client does too; sent anyway, the server refuses it.
    // @ts-expect-error -- no Idempotency-Key header
    const keyless = await api.POST('/api/v1/bookings', { body: booking(quote.total) });
    expect(keyless.error?.error.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const booked = await api.POST('/api/v1/bookings', {
      params: { header: { 'idempotency-key': newKey() } },
      body: booking(quote.total),
    });
    expect(booked.response.status).toBe(201);
    const { reference, checkoutUrl } = booked.data!;

    // The demo checkout is a page (outside the document): its Pay form posts as a browser would.
    const pay = await fetch(`${base}${new URL(checkoutUrl).pathname}/pay`, {
      method: 'POST',
      headers: FORM,
      body: '',
      redirect: 'manual',
    });
    expect(pay.status).toBe(303);

    const lookup = await api.POST('/api/v1/manage/lookup', { body: { reference, email: 'ada@example.com' } });
    const headers = { authorization: `Bearer ${lookup.data!.data.token}` };
    const view = await api.GET('/api/v1/manage/booking', { headers });
    expect(view.data?.data.status).toBe('confirmed');

    const change = {
      criteria: stay({ entryDate: '2026-12-02' }),
      vehicles: [{ registration: 'AB12CDE', make: 'Ford', model: 'Focus', colour: 'Blue' }],
      details: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        phone: '07700 900123',
        passengers: 2,
      },
    };
    const amendQuote = await api.POST('/api/v1/manage/amend/quote', { headers, body: change });
    const amended = await api.POST('/api/v1/manage/amend', {
      headers,
      body: { ...change, expectedAmount: amendQuote.data!.data.amount },
    });
    expect(amended.data?.data.outcome).toBe('amended');

    const cancelled = await api.POST('/api/v1/manage/cancel', { headers });
    expect(cancelled.data?.data.booking.status).toBe('cancelled');
    expect(problems).toEqual([]);
    expect(answers.length).toBeGreaterThanOrEqual(9);
  });

  it('runs the partner reporting API with a server key, and reads the earnings CSV as text', async () => {
    const db = t.db.database.db;
    await seedOrganization(db, 'oc-partner', 'partner');
    await seedUser(db, { id: 'oc-owner', organizationId: 'oc-partner', role: 'owner' });
    await seedWidgetKey(db, 'wk_oc', 'oc-partner');
    await seedPartnerBooking(db, { id: 'oc1', key: 'wk_oc', org: 'oc-partner', made: '2026-11-03T10:00:00Z' });
    const cookie = { cookie: (await signIn(t.app, 'oc-owner')).cookie, origin: 'http://127.0.0.1:4000' };
    const api = client();

    const created = await api.POST('/api/v1/console/partner/api-keys', { headers: cookie, body: { name: 'Reports' } });
    const server = { authorization: `Bearer ${created.data!.secret}` };
    const page = await api.GET('/api/v1/partner/bookings', {
      headers: server,
      params: { query: { from: '2026-11-01', to: '2026-11-30', limit: 50 } },
    });
    expect(page.data?.bookings.map((b) => b.reference)).toHaveLength(1);
    const statements = await api.GET('/api/v1/partner/statements', { headers: server });
    expect(statements.response.status).toBe(200);
    const refused = await api.GET('/api/v1/partner/statements', { headers: { authorization: 'Bearer psk_nope' } });
    expect(refused.response.status).toBe(401);

    const csv = await api.GET('/api/v1/console/partner/earnings.csv', { headers: cookie, parseAs: 'text' });
    expect(csv.response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.data).toContain(',');
    expect(problems).toEqual([]);
  });
});
