import { type OrganizationKind, ORGANIZATION_KINDS, ROLES_BY_KIND } from '@parking/core';
import { eq, sql } from 'drizzle-orm';
import {
  bookingEvents,
  bookings,
  contactMessages,
  partners,
  providerPhotos,
  providerWebhooks,
  providers,
} from '../../../packages/server/src/db/schema/index';
import type { TenantIdKind } from '../../../packages/server/src/services/accounts/tenant-ids';
import { seedOrganization, seedUser, signIn } from './console';
import { multipartForm, photo } from './handovers';
import { bookAndPay } from './manage';
import { seedPartnerBooking } from './partner-earnings';
import type { TestApp } from './test-app';

/** The two organisations of each kind: "a" owns what the walk asks for, "b" asks. */
export type Letter = 'a' | 'b';
/** Real ids, by what they name. */
export type Ids = Partial<Record<TenantIdKind, string>>;

/** Our own pages' origin (PUBLIC_URL in the test app): every console write the walk makes comes from it. */
export const SITE = 'http://127.0.0.1:4000';
/** The London day of the test clock: the stays below start on it, the walk reads it. */
const TODAY = '2026-11-22';

const CAR_PARKS: Record<Letter, string> = { a: 'luton-park-and-fly', b: 'luton-parkway-secure' };

/** The highest role of a kind (the member of "b" who asks, and the one who acts in "a"). */
export const topOf = (kind: OrganizationKind, letter: Letter) => `${kind}-${letter}-${ROLES_BY_KIND[kind][0]}`;

type Sql = { rows: Record<string, string>[] };
async function one(t: TestApp, query: ReturnType<typeof sql>): Promise<string> {
  const { rows } = (await t.db.database.db.execute(query)) as unknown as Sql;
  const value = rows[0] && Object.values(rows[0])[0];
  if (!value) throw new Error('The world is missing a row it needs');
  return String(value);
}

/** Every role of every kind in "a" (the role walk), the top role in "b"; all with a passkey. */
async function seedMembers(t: TestApp): Promise<void> {
  const db = t.db.database.db;
  for (const kind of ORGANIZATION_KINDS)
    for (const letter of ['a', 'b'] as const) {
      await seedOrganization(db, `${kind}-${letter}`, kind);
      const roles = letter === 'a' ? ROLES_BY_KIND[kind] : ROLES_BY_KIND[kind].slice(0, 1);
      for (const role of roles)
        await seedUser(db, {
          id: `${kind}-${letter}-${role}`,
          organizationId: `${kind}-${letter}`,
          role,
          passkey: true,
        });
    }
}

/** A car park of the operator with a booking that starts today, checked in with a photo, a listing photo and a webhook. */
async function seedOperator(t: TestApp, letter: Letter, cookie: string): Promise<Ids> {
  const db = t.db.database.db;
  const carPark = CAR_PARKS[letter];
  await db
    .update(providers)
    .set({ organizationId: `operator-${letter}` })
    .where(eq(providers.id, carPark));
  const stay = { entryDate: TODAY, entryTime: '12:00', exitDate: '2026-11-25' };
  const details = { lastName: `Tenancy${letter}`, email: `traveller-${letter}@tenancy.example` };
  const { row } = await bookAndPay(t, { providerId: carPark, criteria: stay, details });
  const form = multipartForm(
    { kind: 'check-in', registration: 'AB12 CDE', at: `${TODAY}T09:00:00.000Z`, mileage: '1000', fuel: '' },
    [{ data: await photo() }],
  );
  const handover = await t.app.inject({
    method: 'POST',
    url: `/api/v1/console/bookings/${row.reference}/handovers`,
    headers: { cookie, origin: SITE, ...form.headers },
    payload: form.payload,
  });
  if (handover.statusCode !== 201) throw new Error(`handover: ${handover.statusCode} ${handover.body}`);
  await db.insert(providerPhotos).values({
    id: `listing-photo-${letter}`,
    providerId: carPark,
    position: 0,
    contentType: 'image/jpeg',
    width: 64,
    height: 48,
    alt: 'The gate',
    data: await photo(),
    createdAt: new Date(`${TODAY}T08:00:00Z`),
  });
  await db.insert(providerWebhooks).values({
    providerId: carPark,
    url: `https://hooks-${letter}.tenancy.example/parking`,
    secret: `whsec_tenancy_${letter}`,
    createdAt: new Date(`${TODAY}T08:00:00Z`),
  });
  // A refund that failed at the provider, for the staff route that tries it again.
  await db.insert(bookingEvents).values({
    id: `refund-${letter}`,
    bookingId: row.id,
    at: new Date(`${TODAY}T08:30:00Z`),
    kind: 'refunded',
    summary: 'Refunded £1.00',
    amount: 100,
    refundStatus: 'failed',
  });
  return {
    carPark,
    carParkPhoto: `listing-photo-${letter}`,
    bookingReference: row.reference,
    bookingEvent: `refund-${letter}`,
    operatorEvent: await one(t, sql`select id from operator_events where booking_id = ${row.id} limit 1`),
    handoverPhoto: await one(
      t,
      sql`select p.id from handover_photos p join handovers h on h.id = p.handover_id where h.booking_id = ${row.id}`,
    ),
  };
}

/** A widget key of the partner, a reporting key, and a booking through the key whose stay ended in October. */
async function seedPartner(t: TestApp, letter: Letter, cookie: string): Promise<Ids> {
  const db = t.db.database.db;
  const org = `partner-${letter}`;
  const widgetKey = `wk_tenancy_${letter}`;
  await db.insert(partners).values({
    id: widgetKey,
    key: `pk_tenancy_${letter}`,
    name: `Key ${letter}`,
    allowedOrigins: [],
    organizationId: org,
  });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/console/partner/api-keys',
    headers: { cookie, origin: SITE },
    payload: { name: `Reporting ${letter}` },
  });
  if (created.statusCode !== 201) throw new Error(`API key: ${created.statusCode} ${created.body}`);
  const past = `tenancy-past-${letter}`;
  await seedPartnerBooking(db, { id: past, key: widgetKey, org, made: '2026-10-02T10:00:00Z', exit: '2026-10-05' });
  await db.update(bookings).set({ providerId: CAR_PARKS[letter] }).where(eq(bookings.id, past));
  return { widgetKey, apiKey: (created.json() as { key: { id: string } }).key.id, statementMonth: '2026-10' };
}

/**
 * The walk's world: for each kind, organisations "a" and "b", each with real things of every kind a console
 * route addresses, seeded through the console where a route makes them (so each carries its audit entry).
 */
export async function buildTenancyWorld(t: TestApp) {
  await seedMembers(t);
  const cookies: Record<string, string> = {};
  const users = ORGANIZATION_KINDS.flatMap((k) => [...ROLES_BY_KIND[k].map((r) => `${k}-a-${r}`), topOf(k, 'b')]);
  for (const id of users) cookies[id] = (await signIn(t.app, id)).cookie;
  const things: Record<Letter, Ids> = { a: {}, b: {} };
  for (const letter of ['a', 'b'] as const)
    things[letter] = {
      ...(await seedOperator(t, letter, cookies[topOf('operator', letter)]!)),
      ...(await seedPartner(t, letter, cookies[topOf('partner', letter)]!)),
    };
  await t.db.database.db.insert(contactMessages).values({
    id: 'tenancy-message',
    name: 'A traveller',
    email: 'asker@tenancy.example',
    subject: 'My booking',
    message: 'Where do I park?',
    createdAt: new Date(`${TODAY}T08:00:00Z`),
  });
  const target = (org: string) => one(t, sql`select target_id from audit_log where organization_id = ${org} limit 1`);
  // Public or our staff's own: the same for both organisations, so never a cross-organisation id.
  const shared: Ids = {
    day: TODAY,
    airport: 'luton',
    message: 'tenancy-message',
    coupon: await one(t, sql`select code from coupons limit 1`),
    review: await one(t, sql`select id from reviews order by id limit 1`),
  };
  const byKind = {} as Record<OrganizationKind, Record<Letter, Ids>>;
  for (const kind of ORGANIZATION_KINDS) {
    byKind[kind] = { a: {}, b: {} };
    for (const letter of ['a', 'b'] as const) {
      const org = `${kind}-${letter}`;
      const auditTarget = kind === 'staff' ? things[letter].carPark! : await target(org);
      byKind[kind][letter] = {
        ...shared,
        ...things[letter],
        organization: org,
        operatorOrganization: `operator-${letter}`,
        partnerOrganization: `partner-${letter}`,
        member: topOf(kind, letter),
        // Another member's place in the organisation (a staff admin resets another's passkeys, not their own).
        membership: `m-${kind}-${letter}-${ROLES_BY_KIND[kind].at(letter === 'a' ? -1 : 0)}-${kind}-${letter}`,
        auditTarget,
      };
    }
  }
  return {
    cookies,
    /** The real ids of organisation `letter`'s things, as a member of a `kind` organisation names them. */
    ids: (kind: OrganizationKind, letter: Letter): Ids => byKind[kind][letter],
    /** Strings only organisation "a"'s things contain (its ids that differ from "b"'s): none may reach "b". */
    aStrings: [
      ...new Set(
        ORGANIZATION_KINDS.flatMap((k) =>
          Object.entries(byKind[k].a)
            .filter(([kind, value]) => value !== byKind[k].b[kind as TenantIdKind])
            .map(([, value]) => value!),
        ),
      ),
      'Tenancya',
      'traveller-a@tenancy.example',
    ],
  };
}
