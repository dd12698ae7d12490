import type { ReactNode } from 'react';

/** Props of {@link HeroBand}. */
export type HeroBandProps = {
  /** The band's content: heading, text, forms. */
  children: ReactNode;
  /** 'tall' on home and airport pages, 'short' on landings under the transparent header. */
  size?: 'tall' | 'short';
  /** Extra class, e.g. `hero--results-shell` for the pre-rendered /search shell's band. */
  className?: string | undefined;
};

/** The dark illustrated band the transparent header sits on. */
export function HeroBand({ children, size = 'tall', className }: HeroBandProps) {
  return (
    <div className={`hero hero--${size}${className ? ` ${className}` : ''}`}>
      <div className="hero__inner container">{children}</div>
    </div>
  );
}
