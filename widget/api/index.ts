export { ApiFailure, toApiFailure } from './api-failure';
export { apiActivity, createActivityCounter, type ActivityCounter } from './activity';
export { apiRequest, type ApiClientOptions, type ApiRequestOptions } from './request';
export { type ApiQuery, useApiCache, useApiQuery } from './use-api-query';
export { checkCoupon, createBooking } from './endpoints';
export { useAirports, useConfirmation, useSearchResults } from './hooks';
export { useCheckoutHold } from './checkout-hold';
export { amendBooking, cancelBooking, lookupBooking, quoteAmendment } from './manage';
export { useManagedBooking } from './manage-hooks';
