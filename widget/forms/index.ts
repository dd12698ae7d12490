export { type FieldErrors, type FormCheck, checkWith } from './form-check';
export { type FormApi, useForm } from './use-form';
export { LEAVE_QUESTION, UnsavedChangesContext, useLeaveGuard } from './use-leave-guard';
export { FormSummary } from './form-summary';
