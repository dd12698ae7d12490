import { ALL_TIME_SLOTS, dropOffRange, londonNow, pickUpRange } from '@parking/core';
import { useWidgetConfig } from '../../config';
import { DateField } from '../../ui/date-field';
import { Field } from '../../ui/field';
import type { AmendDraft } from './amend-draft';

/** Props of AmendStayFields. */
export type AmendStayFieldsProps = {
  /** The prefix of every control's id. */
  idPrefix: string;
  /** The amendment as typed so far. */
  draft: AmendDraft;
  /** Server messages by field path (`criteria.entryDate`, `criteria.exitDate`). */
  errors: Record<string, string>;
  /** Applies a change to the draft. */
  onChange: (patch: Partial<AmendDraft>) => void;
};

function TimeSelect(props: { id: string; label: string; value: string; onChange: (v: string) => void }) {
  return (
    <Field id={props.id} label={props.label}>
      <select
        id={props.id}
        className="ps-input ps-select"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      >
        {ALL_TIME_SLOTS.map((t) => (
          <option key={t} value={t}>
            {t}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** The stay's new dates and times, in the same windows as a new search (docs/product-rules.md#search-rules). */
export function AmendStayFields({ idPrefix, draft: d, errors: e, onChange }: AmendStayFieldsProps) {
  const config = useWidgetConfig();
  const id = (name: string) => `${idPrefix}-${name}`;
  const drop = dropOffRange(londonNow(config.now()).date);
  const pick = pickUpRange(d.entryDate);
  return (
    <fieldset className="ps-fieldset">
      <legend>Dates and times</legend>
      <div className="ps-grid">
        <Field id={id('entry-date')} label="Drop Off" error={e['criteria.entryDate']}>
          <DateField
            id={id('entry-date')}
            label="Drop Off"
            value={d.entryDate}
            range={() => drop}
            error={e['criteria.entryDate']}
            onChange={(v) => onChange({ entryDate: v ?? d.entryDate })}
          />
        </Field>
        <TimeSelect
          id={id('entry-time')}
          label="Drop Off time"
          value={d.entryTime}
          onChange={(v) => onChange({ entryTime: v })}
        />
        <Field id={id('exit-date')} label="Pick Up" error={e['criteria.exitDate']}>
          <DateField
            id={id('exit-date')}
            label="Pick Up"
            value={d.exitDate}
            range={() => pick}
            error={e['criteria.exitDate']}
            limitNote="Stays can be up to 45 days"
            onChange={(v) => onChange({ exitDate: v ?? d.exitDate })}
          />
        </Field>
        <TimeSelect
          id={id('exit-time')}
          label="Pick Up time"
          value={d.exitTime}
          onChange={(v) => onChange({ exitTime: v })}
        />
      </div>
    </fieldset>
  );
}
