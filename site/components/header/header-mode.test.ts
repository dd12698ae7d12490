import { describe, expect, it } from 'vitest';
import { headerMode } from './header-mode';

describe('headerMode', () => {
  it('is transparent on home, airport pages and the booking landings', () => {
    for (const path of [
      '/',
      '/airport/luton',
      '/airport/bristol',
      '/airport/stansted',
      '/booking/success',
      '/booking/cancel',
    ]) {
      expect(headerMode(path, 1280), path).toEqual({ kind: 'transparent' });
      expect(headerMode(path, 390), path).toEqual({ kind: 'transparent' });
    }
  });

  it('shows the link label in a pill on fixed-title pages', () => {
    expect(headerMode('/faq', 1280)).toEqual({ kind: 'title', title: 'Frequently Ask Questions' });
    expect(headerMode('/meet-greet-vs-park-ride', 390)).toEqual({
      kind: 'title',
      title: 'Meet & Greet Vs Park & Ride',
    });
    expect(headerMode('/quality-service-providers', 800)).toEqual({
      kind: 'title',
      title: 'Reliable And Quality Service Providers',
    });
    expect(headerMode('/terms-and-conditions', 800)).toEqual({ kind: 'title', title: 'Terms And Conditions' });
    expect(headerMode('/contact', 800)).toEqual({ kind: 'title', title: 'Contact Us' });
    expect(headerMode('/reviews', 800)).toEqual({ kind: 'title', title: 'Customer Reviews' });
    expect(headerMode('/blogs', 800)).toEqual({ kind: 'title', title: 'Blogs' });
    expect(headerMode('/blogs/packing-tips', 800)).toEqual({ kind: 'title', title: 'Blogs' });
  });

  it('shows the two-step indicator on /booking-details', () => {
    expect(headerMode('/booking-details', 1280)).toEqual({ kind: 'steps' });
    expect(headerMode('/booking-details', 390)).toEqual({ kind: 'steps' });
  });

  it('switches search routes at 952 px', () => {
    expect(headerMode('/search', 951)).toEqual({ kind: 'transparent' });
    expect(headerMode('/search', 952)).toEqual({ kind: 'search' });
    expect(headerMode('/search', 953)).toEqual({ kind: 'search' });
    expect(headerMode('/search', 991)).toEqual({ kind: 'search' });
    expect(headerMode('/search', 993)).toEqual({ kind: 'search' });
    expect(headerMode('/search/', 1280)).toEqual({ kind: 'search' });
    expect(headerMode('/SEARCH', 400)).toEqual({ kind: 'transparent' });
  });

  it('treats any path containing "search" as a search route, before other rules', () => {
    expect(headerMode('/blogs/how-to-search', 1280)).toEqual({ kind: 'search' });
    expect(headerMode('/research', 600)).toEqual({ kind: 'transparent' });
  });

  it('is solid on every other route', () => {
    expect(headerMode('/amend-booking', 1280)).toEqual({ kind: 'solid' });
    expect(headerMode('/airport/luton/extra', 1280)).toEqual({ kind: 'solid' });
    expect(headerMode('/something-else', 390)).toEqual({ kind: 'solid' });
  });

  it('ignores a trailing slash', () => {
    expect(headerMode('/faq/', 1280)).toEqual({ kind: 'title', title: 'Frequently Ask Questions' });
    expect(headerMode('/airport/luton/', 1280)).toEqual({ kind: 'transparent' });
  });
});
