/** The id of the pre-rendered page's `<script type="application/json">` data block. */
export const PAGE_DATA_ID = 'page-data';

/** What the browser reads before its first render (never executed: CSP allows no inline script). */
export type PageData = {
  /** The content answers the page was rendered with, by cache key (the client cache's known data). */
  fallback: Record<string, unknown>;
  /** React Router's hydration data for createBrowserRouter. */
  hydrationData: { loaderData: unknown; actionData: unknown; errors: unknown };
};

/** The data block of a pre-rendered page, or undefined (development server, old HTML). */
export function readPageData(doc: Document): PageData | undefined {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PageData;
  } catch {
    return undefined;
  }
}
