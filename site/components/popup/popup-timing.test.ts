import { readStored, removeStored } from '@parking/widget';
import { beforeEach, describe, expect, test } from 'vitest';
import {
  CLOSED_AT_KEY,
  USED_KEY,
  deferFirstPopup,
  popupAllowedOn,
  popupDelay,
  popupWaitsOn,
  rememberCodeUsed,
  rememberPopupClosed,
} from './popup-timing';

describe('popupAllowedOn', () => {
  test('never on the booking, payment-landing and manage pages', () => {
    for (const path of ['/booking-details', '/booking/success', '/booking/cancel', '/amend-booking', '/manage/x']) {
      expect(popupAllowedOn(path)).toBe(false);
    }
  });

  test('on content pages, results and the home page', () => {
    for (const path of ['/', '/faq', '/search', '/airport/luton', '/blogs/a-post']) {
      expect(popupAllowedOn(path)).toBe(true);
    }
  });
});

function forgetPopup() {
  removeStored('local', CLOSED_AT_KEY);
  removeStored('local', USED_KEY);
}

describe('popupDelay', () => {
  beforeEach(forgetPopup);

  test('opens at once on a first visit, 30 s after a close, and never once the code is used', () => {
    expect(popupDelay(1_000_000)).toBe(0);
    rememberPopupClosed(1_000_000);
    expect(popupDelay(1_010_000)).toBe(20_000);
    rememberCodeUsed();
    expect(popupDelay(2_000_000)).toBeUndefined();
  });

  test('remembers a close in the local scope, which every tab of the visit shares', () => {
    rememberPopupClosed(5_000);
    expect(readStored('local', CLOSED_AT_KEY)).toBe('5000');
    expect(readStored('session', CLOSED_AT_KEY)).toBeUndefined();
  });
});

describe('a visitor who lands on the results', () => {
  beforeEach(forgetPopup);

  test('only the results page defers the first offer', () => {
    expect(popupWaitsOn('/search')).toBe(true);
    expect(popupWaitsOn('/Search/')).toBe(true);
    for (const path of ['/', '/faq', '/airport/luton', '/search-tips']) expect(popupWaitsOn(path)).toBe(false);
  });

  test('gets the first offer 30 s after arriving, and a later close keeps its own count', () => {
    deferFirstPopup(1_000_000);
    expect(popupDelay(1_000_000)).toBe(30_000);
    expect(popupDelay(1_031_000)).toBe(0);
    rememberPopupClosed(2_000_000);
    deferFirstPopup(2_005_000);
    expect(popupDelay(2_005_000)).toBe(25_000);
  });
});
