export { ApiFailure, toApiFailure } from './api-failure';
export { apiActivity, createActivityCounter, type ActivityCounter } from './activity';
export { apiRequest, type ApiClientOptions, type ApiRequestOptions } from './request';
export { type ApiQuery, type ApiQueryOptions, useApiCache, useApiQuery } from './use-api-query';
export { checkCoupon, createBooking, fetchAirports, fetchConfirmation, searchPackages } from './endpoints';
export { useAirports, useConfirmation, useSearchResults } from './hooks';
export { useCheckoutHold } from './checkout-hold';
export { amendBooking, cancelBooking, fetchManagedBooking, lookupBooking, quoteAmendment } from './manage';
export { useManagedBooking } from './manage-hooks';
