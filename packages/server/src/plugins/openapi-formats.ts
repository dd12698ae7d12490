import { SearchCriteriaSchema, StaffAmendStaySchema } from '@parking/core';
import { z } from 'zod';

/** A day as the stay fields take it (`YYYY-MM-DD`; the search's own rules bound it further). */
const DAY = { format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' };
/** A quarter-hour time, `00:00` to `23:45`. */
const SLOT = { pattern: '^(?:[01]\\d|2[0-3]):(?:00|15|30|45)$' };

/**
 * The stay's dates and times in the OpenAPI document. Core's search schemas check them with refinements
 * (no JSON Schema of their own), and the widget ships those schemas, so the formats are added here, on the
 * server only, through zod's metadata registry, which the document generator reads: no widget byte.
 */
export function documentStayFormats(): void {
  for (const shape of [SearchCriteriaSchema.shape, StaffAmendStaySchema.shape]) {
    for (const field of [shape.entryDate, shape.exitDate])
      if (!z.globalRegistry.has(field)) z.globalRegistry.add(field, DAY);
    for (const field of [shape.entryTime, shape.exitTime])
      if (!z.globalRegistry.has(field)) z.globalRegistry.add(field, SLOT);
  }
}
