import type { ReactNode } from 'react';

/** Props of {@link WidgetScope}. */
export type WidgetScopeProps = { children: ReactNode };

/** The widget's styles and theme tokens apply inside a `.ps-root` element (widget/styles/tokens.css). */
export function WidgetScope({ children }: WidgetScopeProps) {
  return <div className="ps-root site-widget">{children}</div>;
}
