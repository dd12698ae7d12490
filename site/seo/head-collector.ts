import { createContext } from 'react';

/** What a page says about itself for the document head. */
export type PageHead = {
  /** The page's own name, e.g. "About Us" (breadcrumbs use it). */
  name: string;
  /** The full document title, "<name> | <brand>". */
  title: string;
  description: string;
};

/**
 * Filled while a page is pre-rendered: {@link PageMeta} reports its title and description here so the
 * build can write them into the page's <head>. Absent in the browser.
 */
export type HeadCollector = { report: (head: PageHead) => void };

export const HeadCollectorContext = createContext<HeadCollector | undefined>(undefined);
