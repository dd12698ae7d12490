import { type StaffAuditQuery as AuditQuery, StaffAuditQuerySchema } from '@parking/core';
import { checkWith, useForm } from '@parking/client';
import { FormSummary } from '../../kit/form-summary';
import { ConsoleField } from '../../kit/console-field';
import type { Member } from '../../kit/members-read';
import type { AuditFilters } from './audit-query';
import { ACTION_WORDS, STAFF_ACTION_WORDS } from './audit-words';

const idOf = (name: string) => `audit-${name}`;

/** Props of AuditFiltersForm. */
export type AuditFiltersFormProps = {
  /** The filters in the URL now. */
  filters: AuditFilters;
  /** The organisation's members, for "Person" (empty while they load). */
  members: readonly Member[];
  /** Applies checked filters (to the URL query). */
  onApply: (query: AuditQuery) => void;
  /** Our staff read every organisation's entries: they also filter by organisation and target. */
  staff?: boolean;
};

// Empty fields mean "any": left out before the check, so the schema only sees what was set.
const setOnly = (values: AuditFilters) => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ''));

/** Our staff's two more filters: they read every organisation's entries. */
const STAFF_FIELDS = [
  ['organization', 'Organisation id'],
  ['target', 'Booking reference or other target'],
] as const;

/** The actions the filter offers: our staff's views of personal data only on staff's log, where they are. */
const actionChoices = (staff: boolean) =>
  Object.entries(staff ? { ...ACTION_WORDS, ...STAFF_ACTION_WORDS } : ACTION_WORDS);

/** The log's filters: action, person, from and to (London days); applying them updates the URL query. */
export function AuditFiltersForm({ filters, members, onApply, staff = false }: AuditFiltersFormProps) {
  const form = useForm<AuditFilters, AuditQuery>({
    initial: filters,
    check: (values) => checkWith(StaffAuditQuerySchema, setOnly(values)),
    onSubmit: (query) => onApply(query),
    idOf,
  });
  const select = (name: 'action' | 'actor', any: string, options: [string, string][]) => (
    <ConsoleField id={idOf(name)} label={name === 'action' ? 'Action' : 'Person'} error={form.errors[name]}>
      {(aria) => (
        <select
          id={idOf(name)}
          value={form.values[name]}
          {...aria}
          onChange={(ev) => form.set({ [name]: ev.target.value })}
        >
          <option value="">{any}</option>
          {options.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      )}
    </ConsoleField>
  );
  const input = (name: 'from' | 'to' | 'organization' | 'target', label: string, type = 'date') => (
    <ConsoleField key={name} id={idOf(name)} label={label} error={form.errors[name]}>
      {(aria) => (
        <input
          id={idOf(name)}
          type={type}
          value={form.values[name]}
          {...aria}
          onChange={(ev) => form.set({ [name]: ev.target.value })}
          onBlur={form.blur(name)}
        />
      )}
    </ConsoleField>
  );
  return (
    <form className="console-filters" noValidate onSubmit={form.onSubmit} aria-label="Filter the audit log">
      <FormSummary form={form} />
      {select('action', 'Any action', actionChoices(staff))}
      {select(
        'actor',
        'Anyone',
        members.map((m) => [m.userId, m.user.name || m.user.email]),
      )}
      {staff && STAFF_FIELDS.map(([name, label]) => input(name, label, 'text'))}
      {input('from', 'From (day)')}
      {input('to', 'To (day)')}
      <button type="submit" className="btn btn--primary">
        Apply filters
      </button>
    </form>
  );
}
