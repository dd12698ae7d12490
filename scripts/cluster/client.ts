import { randomInt, randomUUID } from 'node:crypto';
import { addDays, londonNow } from '@parking/core';

/** A stay a month from today (the servers run on the real clock). */
export function stay(airportId: string, offsetDays = 30) {
  const today = londonNow(new Date()).date;
  return {
    airportId,
    entryDate: addDays(today, offsetDays),
    entryTime: '10:00',
    exitDate: addDays(today, offsetDays + 3),
    exitTime: '10:00',
    noOfVehicles: 1,
  };
}

/** A made-up client address, sent as X-Forwarded-For (the nodes trust nginx on 127.0.0.1). */
export const clientIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Every booking the cluster test makes has an email starting with this (the seed has bookings too). */
export const CLUSTER_EMAIL_PREFIX = 'cluster-test-';

export function bookingBody(providerId: string, airportId: string, i: number) {
  return {
    providerId,
    criteria: stay(airportId),
    details: {
      firstName: 'Cluster',
      lastName: `Tester${i}`,
      email: `${CLUSTER_EMAIL_PREFIX}${i}@example.com`,
      phone: '07700 900123',
      vehicles: [{ registration: 'AB12CDE', make: 'Ford', model: 'Focus', colour: 'Blue' }],
      passengers: 1,
      acceptTerms: true,
    },
    expectedTotal: 1_000_000,
  };
}

export type Answer = { status: number; body: unknown; upstream: string | null };

/** One request; a dropped connection or a proxy error comes back as status 0 or 502/504. */
export async function call(
  base: string,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string>; form?: boolean } = {},
): Promise<Answer> {
  try {
    const res = await fetch(base + path, {
      method: init.method ?? 'GET',
      redirect: 'manual',
      headers: {
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...init.headers,
      },
      body: init.body !== undefined ? JSON.stringify(init.body) : init.form ? '' : undefined,
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // HTML or empty: kept as text.
    }
    return { status: res.status, body, upstream: res.headers.get('x-upstream') };
  } catch {
    return { status: 0, body: null, upstream: null };
  }
}

/** Runs `task` for 0..count-1 with at most `concurrency` at a time. */
export async function pool<T>(count: number, concurrency: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await task(i);
      }
    }),
  );
  return results;
}

export const newKey = () => randomUUID();
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
