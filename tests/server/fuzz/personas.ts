import type { ConsoleAccess, SearchCriteriaInput } from '@parking/core';
import { eq } from 'drizzle-orm';
import { partners, providers } from '../../../packages/server/src/db/schema/index';
import { seedOrganization, seedUser, signIn } from '../support/console';
import { bookAndPay } from '../support/manage';
import { seedPartnerBooking } from '../support/partner-earnings';
import type { TestApp } from '../support/test-app';
import type { Operation } from './document';

/** The site's own origin (PUBLIC_URL in the test app): console pages and the contact form post from it. */
export const SITE_ORIGIN = 'http://127.0.0.1:4000';
/** Where the fuzz partner's widget runs. */
export const PARTNER_ORIGIN = 'https://fuzz-partner.example';
/** The car park the fuzz operator runs and the bookings are made at. */
export const CAR_PARK = 'luton-park-and-fly';

/** Who a request is sent as. */
export type Persona = 'visitor' | 'widget' | 'manage' | 'reporting' | 'operator' | 'partner' | 'staff';

/** The callers, and the things they own that valid requests name. */
export type World = {
  cookies: Record<'operator' | 'partner' | 'staff', string>;
  manageToken: string;
  /** A psk_ secret of the partner, for the reporting API. */
  serverKey: string;
  /** Bookings paid through the demo checkout, by what they are for (one each, so a cancel leaves the others). */
  bookings: Record<Use, { reference: string; email: string; sessionId: string }>;
  /** A review link's token for a stay that has ended. */
  reviewToken: string;
};

/** A stay that starts on the test clock's day (2026-11-22), so its car can be checked in. */
export const HANDOVER_STAY: Partial<SearchCriteriaInput> = {
  entryDate: '2026-11-22',
  entryTime: '12:00',
  exitDate: '2026-11-25',
};

type Use = 'manage' | 'staff' | 'cancel' | 'erase' | 'handover';
const STAYS: Record<Use, Partial<SearchCriteriaInput>> = {
  manage: {},
  staff: {},
  cancel: {},
  erase: {},
  handover: HANDOVER_STAY,
};

const CONSOLE_ORGS = [
  { persona: 'operator', kind: 'operator', role: 'owner' },
  { persona: 'partner', kind: 'partner', role: 'owner' },
  { persona: 'staff', kind: 'staff', role: 'admin' },
] as const;

/**
 * One member of each console kind with the highest role (staff with a passkey), a car park of the operator,
 * two widget keys of the partner (one to revoke or suspend), a server key, and four paid bookings.
 */
export async function buildWorld(t: TestApp): Promise<World> {
  const db = t.db.database.db;
  const cookies = {} as World['cookies'];
  for (const c of CONSOLE_ORGS) {
    await seedOrganization(db, `fz-${c.kind}`, c.kind);
    await seedUser(db, { id: `fz-${c.persona}`, organizationId: `fz-${c.kind}`, role: c.role, passkey: true });
    cookies[c.persona] = (await signIn(t.app, `fz-${c.persona}`)).cookie;
  }
  await db.update(providers).set({ organizationId: 'fz-operator' }).where(eq(providers.id, CAR_PARK));
  for (const id of ['wk_fz', 'wk_fz_spare'])
    await db.insert(partners).values({
      id,
      key: `pk_${id}`,
      name: `Fuzz ${id}`,
      allowedOrigins: [PARTNER_ORIGIN],
      organizationId: 'fz-partner',
      mode: 'live',
    });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/console/partner/api-keys',
    headers: { cookie: cookies.partner, origin: SITE_ORIGIN },
    payload: { name: 'Fuzz reporting' },
  });
  if (created.statusCode !== 201) throw new Error(`server key: ${created.statusCode} ${created.body}`);
  const bookings = {} as World['bookings'];
  let manageToken = '';
  for (const [i, [use, stay]] of Object.entries(STAYS).entries()) {
    const email = `fuzz-${use}@traveller.example`;
    const paid = await bookAndPay(t, { criteria: stay, details: { email, lastName: `Fuzz${'abcde'[i]}` } });
    bookings[use as Use] = { reference: paid.row.reference, email, sessionId: paid.sessionId };
    if (use === 'manage') manageToken = paid.token;
  }
  // A partner booking whose stay ended in October: a statement to pay, and a stay to review.
  await seedPartnerBooking(db, {
    id: 'fz-past',
    key: 'wk_fz',
    org: 'fz-partner',
    made: '2026-10-02T10:00:00Z',
    exit: '2026-10-05',
  });
  const reviewToken = await t.app.links.sign('fz-past', 'review', new Date('2027-01-01T00:00:00Z'));
  return { cookies, manageToken, serverKey: created.json().secret as string, bookings, reviewToken };
}

/** The headers that make a request come from `persona`. */
export function personaHeaders(world: World, persona: Persona): Record<string, string> {
  switch (persona) {
    case 'visitor':
      return { origin: SITE_ORIGIN };
    case 'widget':
      return { origin: PARTNER_ORIGIN, 'x-partner-key': 'pk_wk_fz' };
    case 'manage':
      return { authorization: `Bearer ${world.manageToken}` };
    case 'reporting':
      return { authorization: `Bearer ${world.serverKey}` };
    default:
      return { origin: SITE_ORIGIN, cookie: world.cookies[persona] };
  }
}

/**
 * Who may call an operation, from its documented `security` and, for a console route, the kind its
 * `config.console` names (any kind: the operator).
 */
export function personaFor(op: Operation, access: ConsoleAccess | undefined): Persona {
  const schemes = op.security.flat();
  if (schemes.includes('consoleSession')) {
    if (access === undefined || access === 'signed-in' || access.kind === 'any') return 'operator';
    return access.kind;
  }
  if (schemes.includes('manageToken')) return 'manage';
  if (schemes.includes('partnerServerKey')) return 'reporting';
  return 'widget';
}
