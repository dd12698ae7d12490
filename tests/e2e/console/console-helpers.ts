import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Page, expect } from '@playwright/test';
import { outboxFiles } from '../../server/support/outbox';
import { e2e } from '../e2e-env';

/** axe on the page as it is now: no violations, listed by rule and element when there are. */
export async function expectNoViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, label).toEqual([]);
}

/** An outbox message as text, quoted-printable soft breaks and `=3D` undone. */
const mailText = (file: string) =>
  readFileSync(join(e2e.outboxDir, file), 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');

/**
 * The first outbox message to `email` that is not in `before` (the files there until then) and holds
 * `containing`: an operator's address also receives its car park's booking emails, which may land first.
 */
export async function mailFor(email: string, before: ReadonlySet<string>, containing = ''): Promise<string> {
  let text = '';
  await expect
    .poll(
      () => {
        const file = outboxFiles(e2e.outboxDir).find((f) => {
          if (before.has(f)) return false;
          const t = mailText(f);
          return t.includes(`To: ${email}`) && t.includes(containing);
        });
        text = file ? mailText(file) : '';
        return text;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  return text;
}

/** The address after `label: ` in a message's text part ("Sign in: …", "Open the invitation: …"). */
export const linkAfter = (text: string, label: string): string => new RegExp(`${label}: (\\S+)`).exec(text)?.[1] ?? '';

/**
 * Asks for a sign-in link on `path` (the sign-in page, or an invitation) and follows it from the outbox;
 * `whileSent` runs on the "link sent" page first (an axe check).
 */
export async function signInByLink(
  page: Page,
  email: string,
  path = '/console/sign-in',
  whileSent?: () => Promise<void>,
): Promise<void> {
  const before = new Set(outboxFiles(e2e.outboxDir));
  if (page.url() !== new URL(path, e2e.baseURL).href) await page.goto(path);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByText(`we sent a link to ${email}`)).toBeVisible();
  await whileSent?.();
  await page.goto(linkAfter(await mailFor(email, before, 'Sign in: '), 'Sign in'));
}

/** The outbox message about `reference` whose text matches `pattern` (soft breaks undone), once it is there. */
export async function mailAbout(reference: string, pattern: RegExp): Promise<string> {
  let text = '';
  await expect
    .poll(
      () => {
        text =
          outboxFiles(e2e.outboxDir)
            .map(mailText)
            .find((t) => t.includes(reference) && pattern.test(t)) ?? '';
        return text;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  return text;
}
