import { lazy } from 'react';
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { AfterFirstPaint } from './after-first-paint';

test('paints the fallback first, and only then starts loading the lazy content', async () => {
  let loads = 0;
  let shownWhenLoadStarted: boolean | undefined;
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const Heavy = lazy(async () => {
    loads += 1;
    shownWhenLoadStarted = document.body.textContent?.includes('Placeholder');
    await gate;
    return { default: () => <p>Heavy content</p> };
  });
  const screen = await render(
    <AfterFirstPaint fallback={<p>Placeholder</p>}>
      <Heavy />
    </AfterFirstPaint>,
  );
  // The lazy module is asked for once, and only after the fallback was already on the page.
  await expect.poll(() => loads).toBe(1);
  expect(shownWhenLoadStarted).toBe(true);
  expect(screen.container.textContent).toBe('Placeholder');
  await expect.element(page.getByText('Placeholder')).toBeVisible();
  release();
  await expect.element(page.getByText('Heavy content')).toBeVisible();
  expect(screen.container.textContent).toBe('Heavy content');
});
