import { issuesToFields } from '@parking/core';

/** Field path (`email`, `vehicles.0.registration`) → message. */
export type FieldErrors = Record<string, string>;

/** What a form's check says about its values: the value to send, or the fields to fix. */
export type FormCheck<R> =
  | { ok: true; value: R }
  | {
      ok: false;
      fields: FieldErrors;
      /** A message for the whole form (e.g. "Please fill all the fields"), shown as the summary's title. */
      message?: string | undefined;
    };

/** The part of a zod (or zod/mini) schema a form needs: the server validates with the same schema. */
export type SafeParser<R> = {
  safeParse: (
    input: unknown,
  ) =>
    | { success: true; data: R }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
};

/** Checks values with one of core's schemas, keyed by field path as the server keys them. */
export function checkWith<R>(schema: SafeParser<R>, values: unknown): FormCheck<R> {
  const parsed = schema.safeParse(values);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, fields: issuesToFields(parsed.error.issues) };
}

/**
 * Which messages a form shows: a field's own check once it was left (blur) or after any submit; a server
 * message until that field changes. The server's word wins: it checked what was actually sent.
 */
export function shownErrors(
  check: FieldErrors,
  options: { touched: ReadonlySet<string>; submitted: boolean; server: FieldErrors },
): FieldErrors {
  const shown: FieldErrors = {};
  for (const [name, message] of Object.entries(check)) {
    if (options.submitted || options.touched.has(name)) shown[name] = message;
  }
  return { ...shown, ...options.server };
}

/** Server field paths → the form's field names (`details.email` → `email`), dropping what `map` rejects. */
export function mapServerFields(fields: FieldErrors, map: (path: string) => string | undefined): FieldErrors {
  const out: FieldErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    const name = map(path);
    if (name !== undefined) out[name] ??= message;
  }
  return out;
}

/** Server messages left once some fields changed: a changed field's message no longer applies. */
export function withoutChanged(server: FieldErrors, changed: readonly string[]): FieldErrors {
  const out: FieldErrors = {};
  for (const [name, message] of Object.entries(server)) {
    if (!changed.some((c) => name === c || name.startsWith(`${c}.`))) out[name] = message;
  }
  return out;
}
