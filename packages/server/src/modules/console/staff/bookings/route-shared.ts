import { screenAccess } from '@parking/core';
import { z } from 'zod';
import { tenantId } from '../../../../services/accounts/tenant-ids';

/** Support and admins find and read bookings and add notes. */
export const SUPPORT = screenAccess('staff/bookings');

/** A booking's reference in the path (an unknown one is a 404). */
export const params = z.object({ reference: tenantId('bookingReference', z.string().min(1).max(40)) });
