/**
 * The widget's public React entry: the only widget file the host site imports (architecture).
 * The plain CSS import gives the host page the widget's styles; the custom element installs the
 * same CSS in its shadow root instead. Those styles and the `--ps-*` theme tokens are scoped to
 * `.ps-root` (so they never touch the rest of the host page): render these components inside an
 * element with that class, as the site's `WidgetScope` does. The API client and the form hook the
 * widget runs on are @parking/client's: hosts import them from there
 * (docs/decisions/0010-one-api-client.md, docs/decisions/0011-one-form-mechanism.md).
 */
import './styles/index.css';

export { WidgetProvider, type WidgetProviderProps } from './state/widget-provider';
export { SearchForm, type SearchFormProps } from './features/search/search-form';
export { ResultsView, type ResultsViewProps } from './features/results/results-view';
export { BookingStep, type BookingStepProps } from './flow/booking-step';
export { forgetBookingDrafts } from './features/booking/booking-store';
export { BookingSuccess, type BookingSuccessProps } from './features/payment/booking-success';
export { BookingCancel, type BookingCancelProps } from './features/payment/booking-cancel';
export { type RejectedSearch, type SearchStart, readSearchParam, readSearchStart } from './lib/search-param';
export { StepIndicator, type StepIndicatorProps } from './ui/step-indicator';
export { type StorageScope, readStored, removeStored, writeStored } from './shadow/storage';
export { ParkingSearch, type ParkingSearchProps, redirectUrl } from './parking-search';
export type { WidgetEvents } from './flow/widget-events';
export { ManageBooking, type ManageBookingProps } from './features/manage-booking/manage-booking';
// The widget's own summary and rating field, in its `ps-` styles (the form hook itself is @parking/client's).
export { FormSummary } from './forms';
export { ErrorSummary, type ErrorSummaryProps } from './ui/error-summary';
export { RatingField, type RatingFieldProps } from './ui/rating-field';
