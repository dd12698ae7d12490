// The form hook is @parking/client's (shared with the host site); the summary in the widget's styles is ours.
export { LEAVE_QUESTION, UnsavedChangesContext, checkWith, useForm, useLeaveGuard } from '@parking/client';
export { FormSummary } from './form-summary';
