import { randomUUID } from 'node:crypto';
import type { Blog, BlogSummary, ContactMessage, Review } from '@parking/core';
import { and, desc, eq } from 'drizzle-orm';
import { airports, blogs, bookings, contactMessages, providers, reviews } from '../db/schema/index';
import type { ServiceContext } from './context';

/** What a visitor sends to review a booking; checked against a confirmed booking. */
export type NewReview = { reference: string; email: string; rating: number; text: string };

/** Blogs, verified reviews and contact messages: the content the host site shows and collects. */
export function createContent(ctx: ServiceContext) {
  const { db } = ctx;

  async function listBlogs(): Promise<BlogSummary[]> {
    const rows = await db.select().from(blogs).orderBy(desc(blogs.publishedAt));
    return rows.map(({ body: _body, ...b }) => ({ ...b, publishedAt: b.publishedAt.toISOString() }));
  }

  async function blog(id: string): Promise<Blog | undefined> {
    const [row] = await db.select().from(blogs).where(eq(blogs.id, id));
    return row && { ...row, publishedAt: row.publishedAt.toISOString() };
  }

  /** Reviews of confirmed bookings only, newest first; names shortened to first name + initial. */
  async function listReviews(limit = 50): Promise<Review[]> {
    const rows = await db
      .select({ review: reviews, details: bookings.details, providerName: providers.name, airportName: airports.name })
      .from(reviews)
      .innerJoin(bookings, eq(reviews.bookingId, bookings.id))
      .innerJoin(providers, eq(bookings.providerId, providers.id))
      .innerJoin(airports, eq(bookings.airportId, airports.id))
      .where(eq(bookings.status, 'confirmed'))
      .orderBy(desc(reviews.createdAt))
      .limit(limit);
    return rows.map(({ review, details, providerName, airportName }) => ({
      id: review.id,
      name: `${details.firstName} ${details.lastName.charAt(0).toUpperCase()}.`,
      rating: review.rating,
      text: review.text,
      providerName,
      airportName,
      createdAt: review.createdAt.toISOString(),
    }));
  }

  /** Adds a review; `false` when no confirmed, unreviewed booking matches reference + email. */
  async function addReview(input: NewReview): Promise<boolean> {
    const [booking] = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(eq(bookings.reference, input.reference), eq(bookings.email, input.email), eq(bookings.status, 'confirmed')),
      );
    if (!booking) return false;
    const inserted = await db
      .insert(reviews)
      .values({
        id: randomUUID(),
        bookingId: booking.id,
        rating: input.rating,
        text: input.text,
        createdAt: ctx.clock(),
      })
      .onConflictDoNothing()
      .returning({ id: reviews.id });
    return inserted.length === 1;
  }

  async function saveContactMessage(message: ContactMessage): Promise<string> {
    const id = randomUUID();
    await db.insert(contactMessages).values({ id, ...message, createdAt: ctx.clock() });
    ctx.log.info({ contactMessageId: id }, 'contact message received');
    return id;
  }

  return { listBlogs, blog, listReviews, addReview, saveContactMessage };
}
export type ContentService = ReturnType<typeof createContent>;
