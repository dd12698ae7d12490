import { screenAccess } from '@parking/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { tenantId } from '../../../../services/accounts/tenant-ids';

/** Every member of a partner reads its keys and refused requests. */
export const MEMBER = screenAccess('partner/keys');
/** Only owners change keys: a key decides where the widget runs and who earns commission. */
export const OWNER = screenAccess('partner/keys', 'owner');

/** A widget key by its id (`wk_…`, never the public key). */
export const params = z.object({ id: tenantId('widgetKey', z.string().min(1).max(100)) });
export const tags = ['console'];

/**
 * Passes a change's answer through after dropping this node's key cache; other nodes follow within its
 * 5 s (bookings read the key's row, so a revoked key books nothing anywhere at once).
 */
export function invalidating(app: FastifyInstance) {
  return <T>(value: T): T => {
    app.partners.invalidate();
    return value;
  };
}
