import { STAFF_REASONS, STAFF_REASON_LABELS } from '@parking/core';
import { ConsoleField } from '../../../kit/console-field';

/** The reason, its words and the notify choice: the same three fields on every money action. */
export type ReasonValues = { reason: string; reasonText: string; notifyTraveller: boolean };

/** Props of ReasonFields. */
export type ReasonFieldsProps = {
  /** The dialog's id prefix (ids stay unique when two dialogs are open). */
  prefix: string;
  values: ReasonValues;
  errors: Partial<Record<keyof ReasonValues, string | undefined>>;
  /** Sets some values. */
  set: (values: Partial<ReasonValues>) => void;
  /** The blur handler of a field (messages show once it was left). */
  blur: (name: string) => (event?: { relatedTarget: EventTarget | null }) => void;
};

/** Reason (fixed list), why in words (required for Other), and "Email the traveller" (on by default). */
export function ReasonFields({ prefix, values, errors, set, blur }: ReasonFieldsProps) {
  return (
    <>
      <ConsoleField id={`${prefix}-reason`} label="Reason" error={errors.reason}>
        {(aria) => (
          <select
            id={`${prefix}-reason`}
            value={values.reason}
            {...aria}
            onChange={(e) => set({ reason: e.target.value })}
            onBlur={blur('reason')}
          >
            <option value="">Choose a reason</option>
            {STAFF_REASONS.map((r) => (
              <option key={r} value={r}>
                {STAFF_REASON_LABELS[r]}
              </option>
            ))}
          </select>
        )}
      </ConsoleField>
      <ConsoleField
        id={`${prefix}-reasonText`}
        label={values.reason === 'other' ? 'Why (required)' : 'Why (optional)'}
        error={errors.reasonText}
      >
        {(aria) => (
          <textarea
            id={`${prefix}-reasonText`}
            rows={2}
            value={values.reasonText}
            {...aria}
            onChange={(e) => set({ reasonText: e.target.value })}
            onBlur={blur('reasonText')}
          />
        )}
      </ConsoleField>
      <div className="field field--checkbox">
        <input
          id={`${prefix}-notify`}
          type="checkbox"
          checked={values.notifyTraveller}
          onChange={(e) => set({ notifyTraveller: e.target.checked })}
        />
        <label htmlFor={`${prefix}-notify`}>Email the traveller about it</label>
      </div>
    </>
  );
}

/** The reason fields as the API takes them (empty reason left for the schema to refuse). */
export const reasonBody = (v: ReasonValues) => ({
  reason: v.reason,
  ...(v.reasonText.trim() ? { reasonText: v.reasonText } : {}),
  notifyTraveller: v.notifyTraveller,
});
