/**
 * The one SQL statement that makes generated bookings (scripts/generate-bookings.ts): rows `$1`…`$2` of a
 * numbered series, made from the row number alone, so a batch is one INSERT … SELECT generate_series and
 * the database does the work (the search-terms trigger of migration 0014 fires for every row, as in life).
 * `$3` is the day the three years of stays are spread around (two years back, one ahead); `$4` a coupon code.
 */

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LETTERS = 'ABCDEFGHJKLMNOPRSTUVWXY';

const FIRST = [
  'Oliver',
  'Amelia',
  'George',
  'Isla',
  'Harry',
  'Ava',
  'Noah',
  'Mia',
  'Jack',
  'Ivy',
  'Leo',
  'Lily',
  'Arthur',
  'Freya',
  'Muhammad',
  'Grace',
  'Oscar',
  'Sophia',
  'Charlie',
  'Emily',
  'Jacob',
  'Ella',
  'Thomas',
  'Poppy',
  'Alfie',
  'Evie',
  'Henry',
  'Florence',
  'William',
  'Willow',
  'Joshua',
  'Rosie',
  'James',
  'Sienna',
  'Ethan',
  'Daisy',
  'Priya',
  'Aisha',
  'Ravi',
  'Siobhan',
];
const LAST = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Johnson',
  'Davies',
  'Patel',
  'Robinson',
  'Wright',
  'Thompson',
  'Evans',
  'Walker',
  'White',
  'Roberts',
  'Green',
  'Hall',
  'Thomas',
  'Clarke',
  'Jackson',
  'Wood',
  'Harris',
  'Edwards',
  'Turner',
  'Martin',
  'Cooper',
  'Hill',
  'Ward',
  'Hughes',
  'Moore',
  'Clark',
  'King',
  'Harrison',
  'Lewis',
  'Baker',
  "O'Neill",
  'Khan',
  'Murphy',
  'Singh',
];
const CARS = [
  ['Ford', 'Focus'],
  ['Vauxhall', 'Corsa'],
  ['Volkswagen', 'Golf'],
  ['Toyota', 'Yaris'],
  ['BMW', '3 Series'],
  ['Nissan', 'Qashqai'],
  ['Kia', 'Sportage'],
  ['Audi', 'A3'],
  ['Tesla', 'Model 3'],
  ['Mini', 'Cooper'],
];
const COLOURS = ['Black', 'White', 'Silver', 'Grey', 'Blue', 'Red', 'Green'];

/** A SQL text array literal. */
const arr = (values: string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

/** `values[1 + (expr % n)]`: the SQL for one of `values`, picked by an integer expression. */
const pick = (values: string[], expr: string) => `(${arr(values)})[1 + ((${expr}) % ${values.length})]`;

/**
 * Six Crockford characters of a 30-bit number: an odd multiplier is a bijection modulo 2^30, so distinct
 * row numbers give distinct references (CAP-XXXXXX, core's BookingReferenceSchema).
 */
function reference(i: string): string {
  const x = `((${i}) * 2654435761 % 1073741824)`;
  const chars = [25, 20, 15, 10, 5, 0].map((s) => `substr('${CROCKFORD}', 1 + ((${x} >> ${s}) & 31)::int, 1)`);
  return `'CAP-' || ${chars.join(' || ')}`;
}

/**
 * A UK-looking plate, `AB12 CDE`, from a number below 23^5 · 100 (1234567 is prime to that, so the map of
 * distinct row numbers to plates is one to one).
 */
function registration(n: string): string {
  const y = `((${n}) * 1234567 % ${23 ** 5 * 100})`;
  const letter = (div: number) => `substr('${LETTERS}', 1 + ((${y} / ${div * 100}) % 23)::int, 1)`;
  const digits = `lpad((${y} % 100)::text, 2, '0')`;
  return `${letter(1)} || ${letter(23)} || ${digits} || ' ' || ${letter(529)} || ${letter(12167)} || ${letter(279841)}`;
}

/** One vehicle's JSON, its plate from `n`. */
const vehicle = (n: string, h: string) => {
  const car = `(${h} / 19)`;
  return `jsonb_build_object('registration', ${registration(n)}, 'make', ${pick(
    CARS.map((c) => c[0]!),
    car,
  )},
    'model', ${pick(
      CARS.map((c) => c[1]!),
      car,
    )}, 'colour', ${pick(COLOURS, `${h} / 23`)})`;
};

// Stays: 85% confirmed, 8% cancelled, 4% refunded, 3% expired (no pending: the sweeper would expire them).
const STATUS = `CASE WHEN h / 13 % 100 < 85 THEN 'confirmed' WHEN h / 13 % 100 < 93 THEN 'cancelled'
  WHEN h / 13 % 100 < 97 THEN 'refunded' ELSE 'expired' END`;

/** Every generated booking is `seeded` (never emailed, never invited to review) with a `.invalid` address. */
export const BOOKING_ROWS_SQL = `
WITH p AS (SELECT id, airport_id, price_per_day, (row_number() OVER (ORDER BY id) - 1)::int AS k FROM providers),
np AS (SELECT count(*)::int AS n FROM p),
pk AS (SELECT w.id, w.organization_id, coalesce(a.commission_bps, 800) AS bps FROM partners w
  LEFT JOIN partner_accounts a ON a.organization_id = w.organization_id
  WHERE w.mode = 'live' AND w.organization_id IS NOT NULL ORDER BY w.id LIMIT 1),
s AS (SELECT g.i, (g.i * 1103515245 + 12345) % 2147483648 AS h FROM generate_series($1::bigint, $2::bigint) AS g(i)),
r AS (
  SELECT s.i, s.h, p.id AS provider_id, p.airport_id, p.price_per_day,
    $3::date - 730 + (s.h % 1095)::int AS entry, 1 + (s.h / 7 % 14)::int AS nights,
    ${pick(FIRST, 's.h / 3')} AS first, ${pick(LAST, 's.h / 11')} AS last,
    ${STATUS.replace(/h \//g, 's.h /')} AS status,
    lpad((5 + s.h / 29 % 16)::text, 2, '0') || CASE WHEN s.h % 2 = 0 THEN ':00' ELSE ':30' END AS at,
    CASE WHEN s.h / 31 % 8 = 0 THEN 10 ELSE 0 END AS pct
  FROM s CROSS JOIN np JOIN p ON p.k = s.h % np.n
),
b AS (
  SELECT r.*, 'gen-' || r.i AS id, lower(regexp_replace(r.first || '.' || r.last, '[^A-Za-z.]', '', 'g')) || '.' || r.i
      || '@bench.parkcompare.invalid' AS email,
    r.price_per_day * (r.nights + 1) AS subtotal,
    -- Booked 1 to 60 days ahead, and never after today (a stay next year was booked in the last 90 days).
    (least(r.entry - (1 + r.h / 37 % 60)::int, $3::date - (r.h / 53 % 90)::int) + time '12:00')
      AT TIME ZONE 'Europe/London' AS created
  FROM r
)
INSERT INTO bookings (id, reference, status, provider_id, airport_id, entry_date, entry_time, exit_date, exit_time,
  vehicle_count, days, details, email, subtotal, discount, amount, coupon_code, partner_key_id, partner_org_id,
  commission_bps, payment_provider, hold_expires_at, created_at, confirmed_at, released_at, email_sent_at, paid_at,
  refunded_at, refund_id, refund_email_sent_at, review_invite_sent_at, seeded)
SELECT b.id, ${reference('b.i')}, b.status, b.provider_id, b.airport_id, b.entry, b.at, b.entry + b.nights, b.at,
  CASE WHEN b.h % 10 = 0 THEN 2 ELSE 1 END, b.nights + 1,
  jsonb_build_object('title', ${pick(['Mr', 'Mrs', 'Ms', 'Dr', 'Mx'], 'b.h / 41')}, 'firstName', b.first,
    'lastName', b.last, 'email', b.email, 'phone', '+447' || lpad((b.i * 7919 % 1000000000)::text, 9, '0'),
    'vehicles', CASE WHEN b.h % 10 = 0 THEN jsonb_build_array(${vehicle('b.i * 2', 'b.h')}, ${vehicle('b.i * 2 + 1', 'b.h / 3')})
      ELSE jsonb_build_array(${vehicle('b.i * 2', 'b.h')}) END,
    'outboundFlight', 'EZY' || (1000 + b.h % 9000), 'returnFlight', 'EZY' || (1000 + b.h / 5 % 9000),
    'passengers', 1 + b.h / 43 % 4, 'marketingOptIn', b.h % 3 = 0),
  b.email, b.subtotal, b.subtotal * b.pct / 100, b.subtotal - b.subtotal * b.pct / 100,
  CASE WHEN b.pct > 0 THEN $4 END, pk.id, pk.organization_id, pk.bps, 'demo', b.created + interval '15 minutes',
  b.created, CASE WHEN b.status <> 'expired' THEN b.created + interval '5 minutes' END,
  CASE WHEN b.status IN ('cancelled', 'expired') THEN b.created + interval '2 days' END,
  CASE WHEN b.status <> 'expired' THEN b.created + interval '5 minutes' END,
  CASE WHEN b.status <> 'expired' THEN b.created + interval '5 minutes' END,
  CASE WHEN b.status = 'refunded' THEN b.created + interval '2 days' END,
  CASE WHEN b.status = 'refunded' THEN 'demo_re_' || b.i END,
  CASE WHEN b.status = 'refunded' THEN b.created + interval '2 days' END,
  b.created, true
FROM b LEFT JOIN pk ON b.h % 10 = 3`;
