/**
 * The browser's one API client and form mechanism, shared by the widget (`@parking/widget`) and the host
 * site (its public pages and the console): requests checked with core's schemas, one failure type, a
 * query cache, and the form hook. No CSS and no UI: each package draws its own (the widget's
 * `FormSummary`, the console's kit). Listed in the order the widget's bundle first meets them (the
 * form check first, as when they lived in widget/forms and widget/api): the order moves a few gzip bytes
 * of parking-search.js (`npm run size`).
 */
export { type FieldErrors, type FormCheck, checkWith } from './forms/form-check';
export { ApiFailure, type ClientErrorCode, toApiFailure } from './api/api-failure';
export { type ActivityCounter, apiActivity, createActivityCounter } from './api/activity';
export { type ApiClientOptions, type ApiRequestOptions, type Fetcher, apiRequest } from './api/request';
export { ApiClientContext, DEFAULT_API_BASE, useApiClient } from './api/client-context';
export { ApiCacheContext, createApiCache } from './api/query-cache';
export { type ApiQuery, useApiCache, useApiQuery } from './api/use-api-query';
export { AIRPORTS_PATH } from './api/cache-keys';
export { useAirports } from './api/airports';
export { type FormApi, useForm } from './forms/use-form';
export { LEAVE_QUESTION, UnsavedChangesContext, useLeaveGuard } from './forms/use-leave-guard';
export { browserFetch } from './api/browser-fetch';
export { ApiProvider, type ApiProviderProps, useResetApi } from './api/api-provider';
