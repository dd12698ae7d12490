import { afterEach, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { useWindowWidth } from './use-window-width';

function Width() {
  return <output>{useWindowWidth()}</output>;
}

afterEach(() => {
  delete (document.documentElement as { clientWidth?: number }).clientWidth;
});

test('reports window.innerWidth, scrollbar included, not the narrower clientWidth', async () => {
  // Headless Chromium hides scrollbars, so play a classic 15 px one: the root's clientWidth is narrower.
  Object.defineProperty(document.documentElement, 'clientWidth', {
    value: window.innerWidth - 15,
    configurable: true,
  });
  const screen = await render(<Width />);
  expect(screen.container.textContent).toBe(String(window.innerWidth));
});
