import type { AmendedStay } from '../../db/schema/manage';

/**
 * An amendment's stay as read back from `booking_amendments.stay` (JSON). Rows written before the vehicle
 * count had one name carry it as `vehicleCount`; an amendment still pending across that release must
 * not lose its count, so the old key is read as `noOfVehicles`.
 */
export function storedStay(stay: AmendedStay): AmendedStay {
  const legacy = (stay as Partial<AmendedStay> & { vehicleCount?: unknown }).vehicleCount;
  if (typeof stay.noOfVehicles === 'number' || typeof legacy !== 'number') return stay;
  const { vehicleCount: _old, ...rest } = stay as AmendedStay & { vehicleCount: number };
  return { ...rest, noOfVehicles: legacy };
}
