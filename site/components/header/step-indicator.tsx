/** Props of {@link StepIndicator}. */
export type StepIndicatorProps = {
  /** The step the visitor is on: 1 "Place Booking" or 2 "Payment". */
  active: 1 | 2;
};

const STEPS = ['Place Booking', 'Payment'] as const;

/** The booking flow's two steps (docs/product-rules.md#audience-and-flow), the active one marked with aria-current. */
export function StepIndicator({ active }: StepIndicatorProps) {
  return (
    <ol className="step-indicator" aria-label="Booking steps">
      {STEPS.map((label, i) => {
        const isActive = i + 1 === active;
        return (
          <li
            key={label}
            className={isActive ? 'step-indicator__step is-active' : 'step-indicator__step'}
            aria-current={isActive ? 'step' : undefined}
          >
            <span className="step-indicator__number" aria-hidden="true">
              {i + 1}
            </span>
            <span className="step-indicator__label">{label}</span>
          </li>
        );
      })}
    </ol>
  );
}
