import type { providers } from '../schema/index';

/** A provider row as the seed writes it. */
export type SeedProvider = typeof providers.$inferInsert;

/** The shipped image of a provider, served by the assets route. */
export const providerImageUrl = (id: string) => `/api/v1/assets/providers/${id}.svg`;
