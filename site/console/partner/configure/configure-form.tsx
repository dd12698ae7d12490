import { FONT_STACKS, type WidgetKey, type WidgetTheme } from '@parking/core';
import { ContrastWarning } from './contrast-warning';
import { AIRPORT_CHOICES, COLOUR_FIELDS, type ConfigureChoice, usableKeys } from './configure-options';
import { count } from '../../kit/count';

/** Props of ConfigureForm. */
export type ConfigureFormProps = {
  choice: ConfigureChoice;
  onChange: (choice: ConfigureChoice) => void;
  /** The organisation's keys, or undefined when they could not be read (the key is typed instead). */
  keys: readonly WidgetKey[] | undefined;
};

/** The key: one of the organisation's active keys, or typed when the list is unavailable or empty. */
function KeyField({ choice, onChange, keys }: ConfigureFormProps) {
  const usable = keys ? usableKeys(keys) : [];
  if (usable.length === 0) {
    return (
      <div className="field">
        <label htmlFor="configure-key">Widget key</label>
        <input
          id="configure-key"
          type="text"
          spellCheck={false}
          autoComplete="off"
          placeholder="pk_test_…"
          aria-describedby="configure-key-hint"
          value={choice.key}
          onChange={(ev) => onChange({ ...choice, key: ev.target.value })}
        />
        <p id="configure-key-hint" className="configure-note">
          {keys ? 'You have no active key yet: make one on the Keys page, or paste one here.' : 'Paste your key here.'}
        </p>
      </div>
    );
  }
  return (
    <div className="field">
      <label htmlFor="configure-key">Widget key</label>
      <select
        id="configure-key"
        className="console-select"
        value={choice.key}
        onChange={(ev) => onChange({ ...choice, key: ev.target.value })}
      >
        {usable.map((k) => (
          <option key={k.id} value={k.key}>
            {k.name} ({k.mode === 'live' ? 'live' : 'test'}: {k.key})
          </option>
        ))}
      </select>
    </div>
  );
}

type FieldProps = Pick<ConfigureFormProps, 'choice' | 'onChange'>;

/** Default airport and mode: the element's `airport` and `mode` attributes. */
function BehaviourFields({ choice, onChange }: FieldProps) {
  const mode = (value: ConfigureChoice['mode'], label: string) => (
    <label>
      <input
        type="radio"
        name="configure-mode"
        checked={choice.mode === value}
        onChange={() => onChange({ ...choice, mode: value })}
      />{' '}
      {label}
    </label>
  );
  return (
    <>
      <div className="field">
        <label htmlFor="configure-airport">Default airport</label>
        <select
          id="configure-airport"
          className="console-select"
          value={choice.airport}
          onChange={(ev) => onChange({ ...choice, airport: ev.target.value as ConfigureChoice['airport'] })}
        >
          {AIRPORT_CHOICES.map((a) => (
            <option key={a.value} value={a.value}>
              {a.label}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="configure-radios">
        <legend>Mode</legend>
        {mode('inline', 'Inline: search, results and booking in your page')}
        {mode('redirect', 'Redirect: the search form only; results open on our site')}
      </fieldset>
    </>
  );
}

/** The theme: four colours (with the contrast warning), the corner radius and the font. */
function ThemeFields({ choice, onChange }: FieldProps) {
  const theme = (part: Partial<WidgetTheme>) => onChange({ ...choice, theme: { ...choice.theme, ...part } });
  return (
    <>
      <fieldset className="configure-colours">
        <legend>Colours</legend>
        {COLOUR_FIELDS.map((f) => (
          <div className="field configure-colour" key={f.part}>
            <label htmlFor={`configure-${f.part}`}>{f.label}</label>
            <input
              id={`configure-${f.part}`}
              type="color"
              value={choice.theme[f.part]}
              aria-describedby="configure-contrast"
              onChange={(ev) => theme({ [f.part]: ev.target.value })}
            />
            <code aria-hidden="true">{choice.theme[f.part]}</code>
          </div>
        ))}
      </fieldset>
      <ContrastWarning theme={choice.theme} />
      <div className="field">
        <label htmlFor="configure-radius">Corner radius: {choice.theme.radius} px</label>
        <input
          id="configure-radius"
          type="range"
          min={0}
          max={24}
          step={1}
          value={choice.theme.radius}
          aria-valuetext={count(choice.theme.radius, 'pixel')}
          onChange={(ev) => theme({ radius: Number(ev.target.value) })}
        />
      </div>
      <div className="field">
        <label htmlFor="configure-font">Font</label>
        <select
          id="configure-font"
          className="console-select"
          value={choice.theme.font}
          onChange={(ev) => theme({ font: ev.target.value })}
        >
          {FONT_STACKS.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}

/** The configurator's options; every change goes straight to the preview and the snippet. */
export function ConfigureForm(props: ConfigureFormProps) {
  return (
    <form className="console-form configure-form" aria-label="Widget options" onSubmit={(ev) => ev.preventDefault()}>
      <KeyField {...props} />
      <BehaviourFields choice={props.choice} onChange={props.onChange} />
      <ThemeFields choice={props.choice} onChange={props.onChange} />
    </form>
  );
}
