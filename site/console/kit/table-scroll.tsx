import type { ReactNode } from 'react';

/** Props of TableScroll. */
export type TableScrollProps = {
  /** The id of the table's caption, which names the scrolling region too. */
  labelledBy: string;
  /** The table. */
  children: ReactNode;
};

/**
 * A wide table scrolls sideways inside its own region on a narrow screen, not the whole page; the region
 * takes the focus so a keyboard can scroll it, and is named by the table's caption.
 */
export function TableScroll({ labelledBy, children }: TableScrollProps) {
  return (
    <div className="console-table-wrap" role="region" aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  );
}
