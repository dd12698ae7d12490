export { ApiFailure, toApiFailure } from './api-failure';
export { createBooking, fetchAirports, fetchConfirmation, searchPackages } from './endpoints';
export { useAirports, useConfirmation, useSearchResults } from './hooks';
