/** Props of StepIndicator. */
export type StepIndicatorProps = {
  /** Step labels in order. */
  steps: readonly string[];
  /** Index of the current step (0-based). */
  current: number;
  /**
   * Which stylesheet draws it: `widget` (default) uses the widget's `ps-step*` classes inside its own
   * scope; `site-header` uses the site header's `step-indicator*` classes, the pills on the dark header.
   */
  appearance?: 'widget' | 'site-header';
};

const CLASSES = {
  widget: {
    list: 'ps-steps',
    step: 'ps-step',
    current: 'ps-step--current',
    done: 'ps-step--done',
    number: 'ps-step-number',
    label: 'ps-step-label',
  },
  'site-header': {
    list: 'step-indicator',
    step: 'step-indicator__step',
    current: 'is-active',
    done: 'is-done',
    number: 'step-indicator__number',
    label: 'step-indicator__label',
  },
} as const;

/** The numbered steps of the booking, the current one marked with aria-current. */
export function StepIndicator({ steps, current, appearance = 'widget' }: StepIndicatorProps) {
  const c = CLASSES[appearance];
  const stepClass = (i: number) =>
    [c.step, i === current ? c.current : '', i < current ? c.done : ''].filter(Boolean).join(' ');
  return (
    <ol className={c.list} aria-label="Booking steps">
      {steps.map((label, i) => (
        <li key={label} className={stepClass(i)} aria-current={i === current ? 'step' : undefined}>
          <span className={c.number} aria-hidden="true">
            {i + 1}
          </span>
          <span className={c.label}>{label}</span>
        </li>
      ))}
    </ol>
  );
}
