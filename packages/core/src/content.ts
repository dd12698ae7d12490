import { z } from 'zod/mini';
import { EmailSchema } from './contact-details';

/** A review left after a confirmed booking ("verified booking", docs/product-rules.md#content). */
export const ReviewSchema = z.object({
  id: z.string(),
  /** First name and last initial only, e.g. "Priya S." */
  name: z.string(),
  rating: z.int().check(z.gte(1), z.lte(5)),
  text: z.string(),
  providerId: z.string(),
  providerName: z.string(),
  airportId: z.string(),
  airportName: z.string(),
  createdAt: z.string(),
  /** A sample the seed wrote for a local or demo installation: shown as "Sample review", not "Verified booking". */
  sample: z.boolean(),
});
export type Review = z.infer<typeof ReviewSchema>;

/** Query of `GET /reviews`: optionally one airport and/or one provider, and a page of at most 100. */
export const ReviewListQuerySchema = z.object({
  airportId: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  providerId: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1, 'page starts at 1')), 1),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100, 'limit is at most 100')), 100),
});
export type ReviewListQuery = z.infer<typeof ReviewListQuerySchema>;

/**
 * Answer of `GET /reviews`: a page of verified reviews, newest first, and how many match in all (the
 * same count a provider's card shows).
 */
export const ReviewListResponseSchema = z.object({
  data: z.object({
    items: z.array(ReviewSchema),
    total: z.int(),
    page: z.int(),
    limit: z.int(),
  }),
});
export type ReviewListResponse = z.infer<typeof ReviewListResponseSchema>;

/** A blog post as listed. `id` is its slug, used in `/blogs/:id`. */
export const BlogSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  publishedAt: z.string(),
  imageUrl: z.string(),
});
export type BlogSummary = z.infer<typeof BlogSummarySchema>;

/** A whole blog post; the body is a list of paragraphs (plain text, no HTML). */
export const BlogSchema = z.extend(BlogSummarySchema, { body: z.array(z.string()) });
export type Blog = z.infer<typeof BlogSchema>;

export const BlogListResponseSchema = z.object({ data: z.object({ items: z.array(BlogSummarySchema) }) });
export type BlogListResponse = z.infer<typeof BlogListResponseSchema>;
export const BlogResponseSchema = z.object({ data: BlogSchema });
export type BlogResponse = z.infer<typeof BlogResponseSchema>;

/** The contact form (`POST /contact`). */
export const ContactMessageSchema = z.object({
  name: z
    .string({ error: 'Enter your name' })
    .check(z.trim(), z.minLength(1, 'Enter your name'), z.maxLength(100, 'At most 100 characters')),
  email: EmailSchema,
  subject: z
    .string({ error: 'Enter a subject' })
    .check(z.trim(), z.minLength(1, 'Enter a subject'), z.maxLength(150, 'At most 150 characters')),
  message: z
    .string({ error: 'Enter your message' })
    .check(
      z.trim(),
      z.minLength(10, 'Tell us a little more (at least 10 characters)'),
      z.maxLength(5000, 'At most 5000 characters'),
    ),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
export type ContactMessageInput = z.input<typeof ContactMessageSchema>;
