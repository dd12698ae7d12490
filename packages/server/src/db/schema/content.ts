import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bookings } from './bookings';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Blog posts; `id` is the slug of `/blogs/:id`, the body a list of plain-text paragraphs. */
export const blogs = pgTable('blogs', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  body: jsonb('body').$type<string[]>().notNull(),
  imageUrl: text('image_url').notNull(),
  publishedAt: ts('published_at').notNull(),
});

/** Reviews, one per confirmed booking at most: a review exists only for a real booking (verified). */
export const reviews = pgTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    bookingId: text('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    createdAt: ts('created_at').notNull(),
    /** A sample the seed wrote for a local or demo deployment, shown as "Sample review", never on a live one. */
    sample: boolean('sample').notNull().default(false),
    /** Hidden by our staff (with `hiddenReason`): off every page, rating and count. */
    hiddenAt: ts('hidden_at'),
    hiddenReason: text('hidden_reason'),
  },
  (t) => [check('reviews_rating_range', sql`${t.rating} between 1 and 5`)],
);

/** Messages sent through the contact form. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: ts('created_at').notNull(),
    /** The support inbox: new → assigned → answered. */
    status: text('status', { enum: ['new', 'assigned', 'answered'] })
      .notNull()
      .default('new'),
    /** The staff user it is assigned to. */
    assignedTo: text('assigned_to'),
    answeredAt: ts('answered_at'),
    /** The booking whose reference the message names, when one matches. */
    bookingId: text('booking_id'),
  },
  // The booking page lists the replies to messages naming the booking (its 50 ms budget).
  (t) => [index('contact_messages_booking_idx').on(t.bookingId)],
);

/** Our staff's email replies to a contact message (sent through the durable email jobs). */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: text('id').primaryKey(),
    messageId: text('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    authorId: text('author_id').notNull(),
    body: text('body').notNull(),
    createdAt: ts('created_at').notNull(),
    /** Set once the mail transport accepted it. */
    sentAt: ts('sent_at'),
  },
  (t) => [index('contact_replies_message_idx').on(t.messageId)],
);
