import { z } from 'zod';

/**
 * What an id in a console request names. Each is owned by one organisation (a car park by its operator, a
 * widget key by its partner…) or is public (`airport`); `day` is no thing's id but the day a route reads.
 * `organization` is any organisation, the two after it one of that kind; `member` is a user, `membership`
 * one user's place in one organisation.
 */
export type TenantIdKind =
  | 'carPark'
  | 'carParkPhoto'
  | 'day'
  | 'operatorEvent'
  | 'bookingReference'
  | 'bookingEvent'
  | 'handoverPhoto'
  | 'widgetKey'
  | 'apiKey'
  | 'organization'
  | 'operatorOrganization'
  | 'partnerOrganization'
  | 'member'
  | 'membership'
  | 'statementMonth'
  | 'message'
  | 'coupon'
  | 'review'
  | 'airport'
  | 'auditTarget';

/**
 * How a route reads the id: `address` names one thing, and another organisation's answers 404 as an unknown
 * one would; `filter` narrows a list, and another organisation's leaves nothing of theirs in it.
 */
export type TenantIdUse = 'address' | 'filter';

/** The mark an id field carries. */
export type TenantIdMark = { tenantId: TenantIdKind; use: TenantIdUse };

/**
 * The id fields of the console routes' schemas (path parameters, query strings, bodies), read by the tenancy
 * walk (`tests/server/console-tenancy.test.ts`), which fills each with another organisation's real id. A
 * registry of its own, not zod's global one: the OpenAPI document stays as it is, and core's schemas (which
 * the widget and the console ship) are marked here, on the server, at no byte to either.
 */
export const tenantIds = z.registry<TenantIdMark>();

type Schema = z.core.$ZodType;

/** Marks `schema` as an id of `kind` and answers it; a schema marked twice must be marked alike. */
export function tenantId<S extends Schema>(kind: TenantIdKind, schema: S, use: TenantIdUse = 'address'): S {
  const known = tenantIds.get(schema);
  if (known && (known.tenantId !== kind || known.use !== use))
    throw new Error(`A schema marked as ${known.tenantId} (${known.use}) cannot also be ${kind} (${use})`);
  if (!known) tenantIds.add(schema, { tenantId: kind, use });
  return schema;
}

type ShapeOf<O extends z.core.$ZodObject> = O['_zod']['def']['shape'];

/**
 * Marks id fields of an object schema (core's, mostly) by name, each as an `address` or, with
 * `{ filter: kind }`, as a `filter`; answers the schema unchanged, so a route writes
 * `querystring: withTenantIds(BoardQuerySchema, { carPark: 'carPark', date: 'day' })`.
 */
export function withTenantIds<O extends z.core.$ZodObject>(
  schema: O,
  marks: { [K in keyof ShapeOf<O>]?: TenantIdKind | { filter: TenantIdKind } },
): O {
  const shape = schema._zod.def.shape as Record<string, Schema>;
  for (const [field, mark] of Object.entries(marks) as [string, TenantIdKind | { filter: TenantIdKind }][]) {
    const fieldSchema = shape[field];
    if (!fieldSchema) throw new Error(`No field ${field} to mark`);
    if (typeof mark === 'string') tenantId(mark, fieldSchema);
    else tenantId(mark.filter, fieldSchema, 'filter');
  }
  return schema;
}
