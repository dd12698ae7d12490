import { errorId } from './field';

/** Props of RatingField. */
export type RatingFieldProps = {
  /** Base id: the radios are `${id}-1` … `${id}-5`; the first is the summary's link target. */
  id: string;
  /** Visible label (the group's legend). */
  label: string;
  /** The chosen rating, 1 to 5, or none yet. */
  value: number | undefined;
  /** Called with the rating the visitor picks. */
  onChange: (value: number) => void;
  /** Called when the focus leaves a star (the form checks the field then). */
  onBlur?: (() => void) | undefined;
  /** Message shown under the stars and tied to the group. */
  error?: string | undefined;
  /** How many stars; 5 by default. */
  max?: number;
};

/**
 * A star rating that is a native radio group underneath: arrow keys move and choose, screen readers say
 * "3 stars, 3 of 5", the stars up to the chosen one are lit.
 */
export function RatingField({ id, label, value, onChange, onBlur, error, max = 5 }: RatingFieldProps) {
  const stars = Array.from({ length: max }, (_, i) => i + 1);
  return (
    <fieldset
      className={`ps-rating${error ? ' ps-field--invalid' : ''}`}
      {...(error ? { 'aria-describedby': errorId(id) } : {})}
    >
      <legend className="ps-label">{label}</legend>
      <div className="ps-rating__options">
        {stars.map((n) => (
          <label
            key={n}
            className={`ps-rating__option${value !== undefined && n <= value ? ' ps-rating__option--on' : ''}`}
          >
            <input
              id={`${id}-${n}`}
              type="radio"
              name={id}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              onBlur={onBlur}
              aria-label={`${n} ${n === 1 ? 'star' : 'stars'}`}
              {...(error ? { 'aria-invalid': true } : {})}
            />
            <span aria-hidden="true">★</span>
          </label>
        ))}
      </div>
      {error ? (
        <span className="ps-field-error" id={errorId(id)}>
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}
