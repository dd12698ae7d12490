import { ContactMessageSchema, issuesToFields } from '@parking/core';
import type { ContactMessageInput } from '@parking/core';

/** The contact form's fields: the body of POST /contact (docs/architecture.md#api). */
export type ContactFields = ContactMessageInput;

export type ContactErrors = Partial<Record<keyof ContactFields, string>>;

/** Client checks with the same core schema the server uses; the server's field messages win. */
export function validateContact(fields: ContactFields): ContactErrors {
  const parsed = ContactMessageSchema.safeParse(fields);
  return parsed.success ? {} : (issuesToFields(parsed.error.issues) as ContactErrors);
}
