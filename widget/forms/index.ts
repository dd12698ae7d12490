export { type FieldErrors, type FormCheck, checkWith } from './form-check';
export { type FormApi, type UseFormOptions, useForm } from './use-form';
export { LEAVE_QUESTION, useLeaveGuard } from './use-leave-guard';
export { FormSummary, type FormSummaryProps } from './form-summary';
