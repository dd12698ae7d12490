import {
  type StaffActionResult,
  StaffActionResultSchema,
  type StaffAmend,
  type StaffAmendPreview,
  StaffAmendPreviewSchema,
  type StaffAmendStay,
  type StaffCancel,
  type StaffContact,
  type StaffMoneyEffect,
  StaffMoneyEffectSchema,
  type StaffRefund,
  type StaffResend,
} from '@parking/core';
import { type ApiClientOptions, type ApiQuery, apiRequest, useApiQuery } from '@parking/client';
import { useConsoleApi } from '../../../kit/console-api';

const base = (reference: string) => `/console/staff/bookings/${encodeURIComponent(reference)}`;

/** The cache key (request path) of a booking's money effect. */
const moneyKey = (reference: string) => `${base(reference)}/money`;

/** `GET …/money`: what the booking paid, what is refundable and what a cancel would give back. */
export function useStaffMoney(reference: string): ApiQuery<StaffMoneyEffect> {
  const api = useConsoleApi();
  const key = moneyKey(reference);
  return useApiQuery(key, () => apiRequest(api, key, { schema: StaffMoneyEffectSchema }));
}

/** What the dialogs send; each answers what was done and the money after it. */
export type StaffActions = {
  /** `key` is the dialog's Idempotency-Key: a second click is the same one refund. */
  refund: (body: StaffRefund, key: string) => Promise<StaffActionResult>;
  retry: (eventId: string) => Promise<StaffActionResult>;
  cancel: (body: StaffCancel) => Promise<StaffActionResult>;
  resend: (body: StaffResend) => Promise<StaffActionResult>;
  contact: (body: StaffContact) => Promise<StaffActionResult>;
  /** `POST …/amend/preview`: the money effect of a new stay (changes nothing). */
  amendPreview: (stay: StaffAmendStay) => Promise<StaffAmendPreview>;
  amend: (body: StaffAmend) => Promise<StaffActionResult>;
};

/** The actions on `reference` over `client` (the console's options, from useConsoleApi). */
export function staffActions(client: ApiClientOptions, reference: string): StaffActions {
  const send = (method: 'POST' | 'PATCH', path: string, body: unknown, headers: Record<string, string> = {}) =>
    apiRequest(client, `${base(reference)}/${path}`, { method, body, headers, schema: StaffActionResultSchema });
  return {
    refund: (body, key) => send('POST', 'refund', body, { 'Idempotency-Key': key }),
    retry: (eventId) => send('POST', `refunds/${encodeURIComponent(eventId)}/retry`, {}),
    cancel: (body) => send('POST', 'cancel', body),
    resend: (body) => send('POST', 'resend', body),
    contact: (body) => send('PATCH', 'contact', body),
    amendPreview: (stay) =>
      apiRequest(client, `${base(reference)}/amend/preview`, {
        method: 'POST',
        body: stay,
        schema: StaffAmendPreviewSchema,
      }),
    amend: (body) => send('POST', 'amend', body),
  };
}

/** Pence from what a person typed in pounds ("12.50", "£12.5"); NaN when it is not an amount. */
export function penceOf(text: string): number {
  const clean = text.replace(/[£,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return Number.NaN;
  return Math.round(Number(clean) * 100);
}
