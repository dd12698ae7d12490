import { DEFAULT_SUPPORT, type Provider, phoneHref } from '@parking/core';
import { SITE } from '../config';
import type { FaqItem } from '../content/faq';

/** A schema.org JSON-LD object. */
export type JsonLd = Record<string, unknown>;

/** One step of a breadcrumb trail: its name and path. */
export type Crumb = { name: string; path: string };

const CONTEXT = 'https://schema.org';

/** The company behind the site, on every page. */
export function organizationLd(origin: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: SITE.brand,
    url: `${origin}/`,
    logo: `${origin}/logo.svg`,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: phoneHref(DEFAULT_SUPPORT.phone).replace(/^tel:/, ''),
      email: DEFAULT_SUPPORT.email,
      areaServed: 'GB',
    },
  };
}

/** Home, then each crumb, as a BreadcrumbList. */
export function breadcrumbLd(origin: string, crumbs: readonly Crumb[]): JsonLd {
  const trail = [{ name: 'Home', path: '/' }, ...crumbs];
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: `${origin}${c.path}`,
    })),
  };
}

/** The FAQ's questions and answers. */
export function faqPageLd(items: readonly FaqItem[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: items.map((q) => ({
      '@type': 'Question',
      name: q.question,
      acceptedAnswer: { '@type': 'Answer', text: q.answer },
    })),
  };
}

/**
 * An airport's car parks as ParkingFacility entries. A rating is given only for a car park with
 * reviews: the ratings come from verified bookings, and a rating of nothing would be invented.
 */
export function parkingFacilitiesLd(providers: readonly Provider[]): JsonLd[] {
  return providers.map((p) => ({
    '@context': CONTEXT,
    '@type': 'ParkingFacility',
    name: p.name,
    description: p.description,
    address: p.address,
    ...(p.phone ? { telephone: p.phone } : {}),
    ...(p.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(p.rating * 10) / 10,
            reviewCount: p.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  }));
}
