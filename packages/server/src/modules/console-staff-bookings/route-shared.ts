import { ApiErrorSchema, type ConsoleAccess } from '@parking/core';
import { z } from 'zod';
import { tenantId } from '../../services/accounts/tenant-ids';

/** Support and admins find and read bookings and add notes. */
export const SUPPORT: ConsoleAccess = { kind: 'staff', role: 'support' };

/** The refusals every route declares. */
export const refusals = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
/** A booking's reference in the path (an unknown one is a 404). */
export const params = z.object({ reference: tenantId('bookingReference', z.string().min(1).max(40)) });
