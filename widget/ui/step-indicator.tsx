/** Props of StepIndicator. */
export type StepIndicatorProps = {
  /** Step labels in order. */
  steps: readonly string[];
  /** Index of the current step (0-based). */
  current: number;
};

/** The numbered steps of the booking, the current one marked with aria-current. */
export function StepIndicator({ steps, current }: StepIndicatorProps) {
  return (
    <ol className="ps-steps" aria-label="Booking steps">
      {steps.map((label, i) => (
        <li
          key={label}
          className={`ps-step${i === current ? ' ps-step--current' : ''}${i < current ? ' ps-step--done' : ''}`}
          aria-current={i === current ? 'step' : undefined}
        >
          <span className="ps-step-number" aria-hidden="true">
            {i + 1}
          </span>
          <span className="ps-step-label">{label}</span>
        </li>
      ))}
    </ol>
  );
}
