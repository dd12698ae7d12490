export { ApiFailure, toApiFailure } from './api-failure';
export { checkCoupon, createBooking, fetchAirports, fetchConfirmation, searchPackages } from './endpoints';
export { useAirports, useConfirmation, useSearchResults } from './hooks';
