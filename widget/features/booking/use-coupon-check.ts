import { CouponCodeSchema } from '@parking/core';
import { useRef, useState } from 'react';
import { type ApiFailure, checkCoupon, toApiFailure } from '../../api';
import { useWidgetConfig } from '../../config';

/** Where the coupon's Apply stands: accepted by the server, rejected (inline error) or not checkable now. */
export type CouponCheckState =
  | { kind: 'idle' | 'checking' }
  | { kind: 'accepted'; code: string; percentOff: number }
  | { kind: 'rejected'; message: string }
  | { kind: 'unchecked' };

/**
 * Apply: the code's shape is checked here, then the server says whether it is active (POST
 * /coupons/check). Only an answer to the latest Apply counts. The booking prices the code again.
 */
export function useCouponCheck(onError: ((failure: ApiFailure) => void) | undefined) {
  const config = useWidgetConfig();
  const [state, setState] = useState<CouponCheckState>({ kind: 'idle' });
  const latest = useRef(0);

  const apply = async (typed: string): Promise<CouponCheckState['kind']> => {
    const request = ++latest.current;
    const parsed = CouponCodeSchema.safeParse(typed);
    let next: CouponCheckState;
    if (!parsed.success || !parsed.data) {
      next = {
        kind: 'rejected',
        message: parsed.success
          ? 'Enter a coupon code'
          : (parsed.error.issues[0]?.message ?? 'Enter a valid coupon code'),
      };
    } else {
      setState({ kind: 'checking' });
      try {
        next = { kind: 'accepted', ...(await checkCoupon(config, parsed.data)) };
      } catch (error) {
        const failure = toApiFailure(error);
        if (failure.code === 'COUPON_NOT_FOUND' || failure.code === 'VALIDATION_FAILED') {
          next = { kind: 'rejected', message: failure.fields.code ?? failure.message };
        } else {
          // The visitor is told the code could not be checked: an error the host hears about.
          next = { kind: 'unchecked' };
          if (request === latest.current) onError?.(failure);
        }
      }
    }
    if (request !== latest.current) return 'idle';
    setState(next);
    return next.kind;
  };

  /** The code was edited: forget the last answer (and ignore one still on its way). */
  const reset = () => {
    latest.current++;
    setState({ kind: 'idle' });
  };

  return { state, apply, reset };
}
export type CouponCheck = ReturnType<typeof useCouponCheck>;
