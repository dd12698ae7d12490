import type { Fetcher } from '@parking/client';

/** Asks the person to confirm with their passkey; true once confirmed, false when they cancelled. */
export type StepUpPrompt = () => Promise<boolean>;

/** What a refused action says when the person did not confirm: our `{ error }` shape, so every screen shows it. */
export const NOT_CONFIRMED =
  'You did not confirm it was you with your passkey, so nothing was changed. Try again when you are ready.';

/** Whether an answer is the server's 403 STEP_UP_REQUIRED (read from a copy: the caller may still read it). */
async function asksStepUp(res: Response): Promise<boolean> {
  if (res.status !== 403) return false;
  try {
    const body = (await res.clone().json()) as { error?: { code?: unknown } } | null;
    return body?.error?.code === 'STEP_UP_REQUIRED';
  } catch {
    return false;
  }
}

const notConfirmed = () =>
  new Response(JSON.stringify({ error: { code: 'STEP_UP_REQUIRED', message: NOT_CONFIRMED } }), {
    status: 403,
    headers: { 'content-type': 'application/json' },
  });

/**
 * The console's network edge with step-up (docs/product-rules.md, Console security): an action the server
 * refuses with 403 STEP_UP_REQUIRED asks `prompt()`, and once the person confirmed with their passkey the
 * same request (same body, same Idempotency-Key) is sent again, once. Cancelled, it answers 403
 * STEP_UP_REQUIRED with {@link NOT_CONFIRMED}, and the action stays undone. Every console request goes
 * through it (the one API client's `fetcher`, docs/decisions/0010-one-api-client.md), so no screen
 * handles step-up on its own.
 */
export function withStepUp(inner: Fetcher, prompt: StepUpPrompt): Fetcher {
  return async (input, init) => {
    const res = await inner(input, init);
    if (!(await asksStepUp(res))) return res;
    if (!(await prompt())) return notConfirmed();
    return inner(input, init);
  };
}
