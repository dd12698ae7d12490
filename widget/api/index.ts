// The client the widget runs on is @parking/client's (shared with the host site); its layers import it here.
export { ApiFailure, toApiFailure, useAirports } from '@parking/client';
export { checkCoupon, createBooking } from './endpoints';
export { useConfirmation, useSearchResults } from './hooks';
export { useCheckoutHold } from './checkout-hold';
export { amendBooking, cancelBooking, lookupBooking, quoteAmendment } from './manage';
export { useManagedBooking } from './manage-hooks';
