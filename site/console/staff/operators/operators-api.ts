import { type NewCarPark, type NewOperator, type StaffCarPark, StaffCarParkSchema } from '@parking/core';
import { type ApiClientOptions, apiRequest } from '@parking/client';
import { z } from 'zod/mini';
import { STAFF_OPERATORS_KEY } from '../../kit/staff-operators-read';

const enc = encodeURIComponent;
const CreatedOperatorSchema = z.object({ organizationId: z.string(), name: z.string() });

/** What the operators page changes; each answer is the thing as it now is. */
export type OperatorActions = {
  createOperator: (body: NewOperator) => Promise<{ organizationId: string; name: string }>;
  createCarPark: (organizationId: string, body: NewCarPark) => Promise<StaffCarPark>;
  linkCarPark: (id: string, organizationId: string) => Promise<StaffCarPark>;
  setCarParkActive: (id: string, active: boolean, reason: string) => Promise<StaffCarPark>;
};

/** The actions over `client` (the console's options, from useConsoleApi). */
export function operatorActions(client: ApiClientOptions): OperatorActions {
  const post = <T extends z.ZodMiniType>(path: string, schema: T, body?: unknown) =>
    apiRequest(client, path, { method: 'POST', schema, ...(body === undefined ? {} : { body }) });
  return {
    createOperator: (body) => post(STAFF_OPERATORS_KEY, CreatedOperatorSchema, body),
    createCarPark: (orgId, body) => post(`${STAFF_OPERATORS_KEY}/${enc(orgId)}/car-parks`, StaffCarParkSchema, body),
    linkCarPark: (id, organizationId) =>
      apiRequest(client, `/console/staff/car-parks/${enc(id)}/operator`, {
        method: 'PUT',
        body: { organizationId },
        schema: StaffCarParkSchema,
      }),
    setCarParkActive: (id, active, reason) =>
      post(`/console/staff/car-parks/${enc(id)}/${active ? 'activate' : 'deactivate'}`, StaffCarParkSchema, { reason }),
  };
}
