import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../../tests/e2e/e2e-env.ts';

/** How the board page of a busy day renders in Chromium (desktop, no throttling: the desk's PC). */
export type BoardRender = {
  /** From asking for the page until every movement's row is in the table. */
  renderedMs: number;
  /** Until then, and the main thread free again (a frame painted and a task run): interactive. */
  interactiveMs: number;
  /** The longest main-thread task on the way (> 50 ms ones are counted). */
  longestTaskMs: number;
  /** Rows in the tables' bodies (one per movement). */
  rows: number;
  /** Of those, rows laid out (a height above 0) for print: every one must be. */
  printedRows: number;
};

/**
 * Opens `base + path` signed in with `cookie` (`name=value`), the median of three loads: the time until
 * `movements` rows are in the table, and until the page answers input again after them.
 */
export async function measureBoardRender(
  base: string,
  path: string,
  cookie: string,
  movements: number,
): Promise<BoardRender> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const [name, value] = cookie.split(/=(.*)/s) as [string, string];
    await context.addCookies([{ name, value, url: base }]);
    await context.addInitScript(() => {
      const w = window as unknown as { longest: number };
      w.longest = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.longest = Math.max(w.longest, e.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    const loads: BoardRender[] = [];
    for (let i = 0; i < 3; i++) {
      const page = await context.newPage();
      const started = performance.now();
      await page.goto(`${base}${path}`, { waitUntil: 'commit' });
      await page.waitForFunction((n) => document.querySelectorAll('tbody tr').length >= n, movements, {
        polling: 'raf',
        timeout: 30_000,
      });
      const renderedMs = performance.now() - started;
      // A frame painted, then a task run: the main thread is free for the next input.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
      const interactiveMs = performance.now() - started;
      const longestTaskMs = await page.evaluate(() => (window as unknown as { longest: number }).longest);
      const rows = await page.locator('table.board-table tbody tr').count();
      await page.emulateMedia({ media: 'print' });
      const printedRows = await page.evaluate(
        () => [...document.querySelectorAll('tbody tr')].filter((r) => r.getBoundingClientRect().height > 0).length,
      );
      loads.push({ renderedMs, interactiveMs, longestTaskMs, rows, printedRows });
      await page.close();
    }
    const median = loads.sort((a, b) => a.interactiveMs - b.interactiveMs)[1]!;
    return {
      renderedMs: Math.round(median.renderedMs),
      interactiveMs: Math.round(median.interactiveMs),
      longestTaskMs: Math.round(median.longestTaskMs),
      rows: median.rows,
      printedRows: median.printedRows,
    };
  } finally {
    await browser.close();
  }
}
