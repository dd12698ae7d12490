import { type FormEvent, type RefObject, startTransition, useActionState, useEffect, useRef, useState } from 'react';
import { type ApiFailure, toApiFailure } from '../api/api-failure';
import { type FieldErrors, type FormCheck, mapServerFields, shownErrors, withoutChanged } from './form-check';

/** Options of {@link useForm}. */
export type UseFormOptions<T, R> = {
  /** The values the form opens with; also the baseline of `dirty`. */
  initial: T | (() => T);
  /** Checks the values (with core's schema, as the server does): the value to send, or the fields to fix. */
  check: (values: T) => FormCheck<R>;
  /** Sends a checked value. An `ApiFailure` it throws shows in the summary, its `fields` on the fields. */
  onSubmit: (value: R, values: T) => Promise<void> | void;
  /** The id of a field's control, for the summary's links (`email` → `contact-email`). */
  idOf: (name: string) => string;
  /**
   * How a change applies to the values; a plain merge by default. The search form's rules rewrite other
   * fields as one changes (a new drop-off date clears a pick-up date out of range).
   */
  apply?: ((values: T, patch: Partial<T>) => T) | undefined;
  /** A server field path → the form's field name (`details.email` → `email`); identity by default. */
  serverField?: ((path: string) => string | undefined) | undefined;
};

/** What one form exposes to its markup: values, shown errors and the submit path. */
export type FormApi<T> = {
  values: T;
  /** Changes some values; a changed field's server message goes away. */
  set: (patch: Partial<T>) => void;
  /**
   * Marks a field as left, so its own check shows from now on (pass as `onBlur`). Leaving it for a submit
   * button does not: the message would move the button between press and release and lose the click,
   * and the submit shows every message anyway.
   */
  blur: (name: string) => (event?: { relatedTarget: EventTarget | null }) => void;
  /** Messages to show now, by field name. */
  errors: FieldErrors;
  /** A message for the whole form: the check's (e.g. "Please fill all the fields") or the server's. */
  message: string | undefined;
  /** The last send failed: its failure (code, message, fields, retryable). */
  failure: ApiFailure | undefined;
  /** Whether the summary is shown: after a submit with something to fix. */
  showSummary: boolean;
  /** Callback ref of the summary's element: it takes the focus after a rejected submit. */
  attachSummary: (element: HTMLDivElement | null) => void;
  /** A send is under way: disable the submit button. */
  pending: boolean;
  /** The values differ from the ones the form opened with (or was last reset to). */
  dirty: boolean;
  /** Checks and, when valid, sends; for submits that are not a form's submit event. */
  submit: () => void;
  /** The form's `onSubmit`: prevents the page load and submits. */
  onSubmit: (event: FormEvent) => void;
  /** Starts again from `values` (e.g. after a successful send): clean, nothing shown. */
  reset: (values: T) => void;
  /** The control id of a field, as given in the options. */
  idOf: (name: string) => string;
};

type Outcome = { failure: ApiFailure | undefined; seq: number };

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** A ref that always holds the last render's value, for callbacks that run later (the action, `set`). */
function useLatest<V>(value: V): RefObject<V> {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

/** Sends through a React 19 action: the numbered outcome of the last send, whether one is under way, and `send`. */
function useSend<T, R>(latest: RefObject<UseFormOptions<T, R>>) {
  // Synchronous, unlike `pending`: a double click submits twice before React re-renders the disabled button.
  const sending = useRef(false);
  const [outcome, dispatch, pending] = useActionState(
    async (prev: Outcome, payload: { value: R; values: T }): Promise<Outcome> => {
      try {
        await latest.current.onSubmit(payload.value, payload.values);
        return { failure: undefined, seq: prev.seq + 1 };
      } catch (error) {
        return { failure: toApiFailure(error), seq: prev.seq + 1 };
      } finally {
        sending.current = false;
      }
    },
    { failure: undefined, seq: 0 },
  );
  const send = (value: R, values: T) => {
    if (sending.current) return;
    sending.current = true;
    startTransition(() => dispatch({ value, values }));
  };
  return { outcome, pending, send };
}

/** Moves the focus to the summary after a rejected submit or a failed send; returns its callback ref. */
function useSummaryFocus(rejected: number, outcome: Outcome): (element: HTMLDivElement | null) => void {
  // A state, not a ref: the summary mounts in the render that asks for the focus, so the effect waits for it.
  const [summary, attachSummary] = useState<HTMLDivElement | null>(null);
  const focusedFor = useRef({ rejected, outcome });
  useEffect(() => {
    const last = focusedFor.current;
    const asked = rejected !== last.rejected || (outcome !== last.outcome && outcome.failure !== undefined);
    if (!asked || !summary) return;
    focusedFor.current = { rejected, outcome };
    summary.focus();
  }, [rejected, outcome, summary]);
  return attachSummary;
}

/** A blur that leaves the field for anything but a submit button (see `FormApi.blur`). */
const leaving = (event?: { relatedTarget: EventTarget | null }) =>
  (event?.relatedTarget as HTMLButtonElement | null)?.type !== 'submit';

/**
 * The one way to fill a form (docs/decisions/0011-one-form-mechanism.md): a React 19 action
 * (`useActionState`) sends; the check runs on blur and on submit; a rejected submit shows the error summary
 * and moves the focus to it; server field errors land on their fields until those change.
 */
export function useForm<T, R>(options: UseFormOptions<T, R>): FormApi<T> {
  const [values, setValues] = useState<T>(options.initial);
  const [baseline, setBaseline] = useState<T>(values);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [rejected, setRejected] = useState(0);
  const latest = useLatest(options);
  const { outcome, pending, send } = useSend(latest);
  // Fields changed since the last answer: their server messages no longer apply.
  const [changed, setChanged] = useState<{ seq: number; names: string[] }>({ seq: 0, names: [] });
  const changedNames = changed.seq === outcome.seq ? changed.names : [];
  const serverField = options.serverField ?? ((path: string) => path);
  const server = withoutChanged(mapServerFields(outcome.failure?.fields ?? {}, serverField), changedNames);

  // Checked only once something can show: an untouched form runs no rule (the search form's rules read
  // London's clock, whose first reading starts Intl, which a partner page should not pay at load).
  const checked: FormCheck<R> = submitted || touched.size > 0 ? options.check(values) : { ok: false, fields: {} };
  const errors = shownErrors(checked.ok ? {} : checked.fields, { touched, submitted, server });
  const checkMessage = submitted && !checked.ok ? checked.message : undefined;
  const message = checkMessage ?? outcome.failure?.message;
  const showSummary =
    (submitted || outcome.failure !== undefined) && (Object.keys(errors).length > 0 || message !== undefined);
  const attachSummary = useSummaryFocus(rejected, outcome);

  const submit = () => {
    setSubmitted(true);
    const result = latest.current.check(values);
    if (!result.ok) return setRejected((n) => n + 1);
    send(result.value, values);
  };
  return {
    values,
    set: (patch) => {
      setValues((v) => (latest.current.apply ? latest.current.apply(v, patch) : { ...v, ...patch }));
      const names = Object.keys(patch);
      setChanged((c) => ({ seq: outcome.seq, names: [...(c.seq === outcome.seq ? c.names : []), ...names] }));
    },
    blur: (name) => (event) => leaving(event) && setTouched((t) => (t.has(name) ? t : new Set(t).add(name))),
    errors,
    message,
    failure: outcome.failure,
    showSummary,
    attachSummary,
    pending,
    dirty: !same(values, baseline),
    submit,
    onSubmit: (event) => {
      event.preventDefault();
      submit();
    },
    reset: (next) => {
      setValues(next);
      setBaseline(next);
      setTouched(new Set());
      setSubmitted(false);
    },
    idOf: options.idOf,
  };
}
