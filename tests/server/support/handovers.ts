import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../../packages/server/src/db/client';
import { bookings, providers } from '../../../packages/server/src/db/schema/index';
import type { BookingDetailsColumn } from '../../../packages/server/src/db/schema/bookings';

/** A file part of a multipart form: its bytes, and the name and type the browser would declare. */
export type FilePart = { data: Buffer; filename?: string; type?: string };

let boundaries = 0;
/** A multipart/form-data body (as a browser's FormData sends it) and its Content-Type header. */
export function multipartForm(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----handover-test-${++boundaries}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const f of files) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="${f.filename ?? 'car.jpg'}"\r\nContent-Type: ${f.type ?? 'image/jpeg'}\r\n\r\n`;
    chunks.push(Buffer.from(head), f.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A generated photo of `width` × `height`: JPEG by default, with EXIF GPS when `gps`. */
export function photo(width = 64, height = 48, o: { format?: 'jpeg' | 'png'; gps?: boolean } = {}) {
  let image = sharp({ create: { width, height, channels: 3, background: '#2a6' } });
  if (o.gps)
    image = image.withExif({
      IFD0: { Make: 'PhoneCo' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 28/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 27/1 0/1' },
    });
  return (o.format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

/** A traveller's details with two cars. */
const twoCars = (lastName: string): BookingDetailsColumn => ({
  firstName: 'Ada',
  lastName,
  email: `${lastName.toLowerCase()}@traveller.example`,
  phone: '07700 900123',
  vehicles: [
    { registration: 'AB12 CDE', make: 'Ford', model: 'Focus', colour: 'Blue' },
    { registration: 'XY70 ZZZ', make: 'Tesla', model: '3', colour: 'White' },
  ],
  passengers: 2,
  marketingOptIn: false,
});

/** A confirmed booking at `park` made at `made`, from 1 to 4 December 2026. */
export async function seedBooking(db: Db, reference: string, park: string, made: Date, status = 'confirmed') {
  const [provider] = await db.select().from(providers).where(eq(providers.id, park));
  const id = `bk-${reference}`;
  const d = twoCars(reference.replace(/[^A-Za-z]/g, ''));
  await db.insert(bookings).values({
    id,
    reference,
    status: status as 'confirmed',
    providerId: park,
    airportId: provider!.airportId,
    entryDate: '2026-12-01',
    entryTime: '06:30',
    exitDate: '2026-12-04',
    exitTime: '18:00',
    noOfVehicles: 2,
    days: 4,
    details: d,
    email: d.email,
    subtotal: 4000,
    discount: 0,
    amount: 4000,
    paymentProvider: 'demo',
    holdExpiresAt: made,
    createdAt: made,
    confirmedAt: made,
  });
  return id;
}

/** Rows of what a handover writes: records, photos, audit entries and queued emails. */
export async function handoverCounts(db: Db): Promise<Record<string, number>> {
  const result = await db.execute(
    sql.raw(`select (select count(*) from handovers)::int as handovers,
                    (select count(*) from handover_photos)::int as photos,
                    (select count(*) from audit_log)::int as audit,
                    (select count(*) from pgboss.job where name = 'booking-email')::int as jobs`),
  );
  return (result as unknown as { rows: Record<string, number>[] }).rows[0]!;
}
