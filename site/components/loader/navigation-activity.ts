import { createActivityCounter } from '@parking/client';

/** Route navigations in progress (lazy page loading); the API client counts its own requests. */
export const navigationActivity = createActivityCounter();
