import type { ReactNode } from 'react';

/** Props of Alert. */
export type AlertProps = {
  /** `error` is announced at once (role="alert"); `info` politely (role="status"). */
  tone?: 'error' | 'info' | 'success';
  children: ReactNode;
};

/** An inline message; never a browser dialog. */
export function Alert({ tone = 'error', children }: AlertProps) {
  return (
    <div className={`ps-alert ps-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
