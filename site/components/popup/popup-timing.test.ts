import { beforeEach, describe, expect, test } from 'vitest';
import {
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

describe('popupDelay', () => {
  beforeEach(() => localStorage.clear());

  test('opens at once on a first visit, 30 s after a close, and never once the code is used', () => {
    expect(popupDelay(1_000_000)).toBe(0);
    rememberPopupClosed(1_000_000);
    expect(popupDelay(1_010_000)).toBe(20_000);
    rememberCodeUsed();
    expect(popupDelay(2_000_000)).toBeUndefined();
  });

  test('remembers a close in localStorage, which every tab of the visit shares', () => {
    rememberPopupClosed(5_000);
    expect(localStorage.getItem('parkcompare.popupClosedAt')).toBe('5000');
    expect(sessionStorage.getItem('parkcompare.popupClosedAt')).toBeNull();
  });
});

describe('a visitor who lands on the results', () => {
  beforeEach(() => localStorage.clear());

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
