import { type SearchCriteria, addDays } from '../../packages/core/src/index.ts';

/** One rule a shared or partner `q` can break, the rule's own message (core's schema), and the field it empties. */
export type RejectedQRule = {
  name: string;
  criteria: SearchCriteria;
  message: string;
  emptied: 'Drop Off' | 'Pick Up';
};

/** The three rules, each broken from `base` (valid future criteria) with two vehicles, so pre-filling shows. */
export function rejectedQRules(base: SearchCriteria): RejectedQRule[] {
  const c = { ...base, noOfVehicles: 2 };
  return [
    {
      name: 'a stay over 45 days',
      criteria: { ...c, exitDate: addDays(c.entryDate, 50) },
      message: 'Pick-up must be within 45 days of drop-off',
      emptied: 'Pick Up',
    },
    {
      name: 'a pick-up before the drop-off',
      criteria: { ...c, exitDate: addDays(c.entryDate, -3) },
      message: 'Pick-up must be on or after the drop-off date',
      emptied: 'Pick Up',
    },
    {
      name: 'a drop-off date that has passed',
      criteria: { ...c, entryDate: addDays(c.entryDate, -10) },
      message: 'Drop-off date cannot be in the past',
      emptied: 'Drop Off',
    },
  ];
}
