export { ApiFailure, toApiFailure } from './api-failure';
export { checkCoupon, createBooking, fetchAirports, fetchConfirmation, searchPackages } from './endpoints';
export { useAirports, useConfirmation, useSearchResults } from './hooks';
export { useCheckoutHold } from './checkout-hold';
export { amendBooking, cancelBooking, fetchManagedBooking, lookupBooking, quoteAmendment } from './manage';
export { useManagedBooking } from './manage-hooks';
