import { z } from 'zod';
import { EmailSchema } from './contact-details';

/** A review left after a confirmed booking ("verified booking", product rules). */
export const ReviewSchema = z.object({
  id: z.string(),
  /** First name and last initial only, e.g. "Priya S." */
  name: z.string(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  providerName: z.string(),
  airportName: z.string(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof ReviewSchema>;

/** Answer of `GET /reviews`. */
export const ReviewListResponseSchema = z.object({ data: z.object({ items: z.array(ReviewSchema) }) });
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
export const BlogSchema = BlogSummarySchema.extend({ body: z.array(z.string()) });
export type Blog = z.infer<typeof BlogSchema>;

export const BlogListResponseSchema = z.object({ data: z.object({ items: z.array(BlogSummarySchema) }) });
export type BlogListResponse = z.infer<typeof BlogListResponseSchema>;
export const BlogResponseSchema = z.object({ data: BlogSchema });
export type BlogResponse = z.infer<typeof BlogResponseSchema>;

/** The contact form (`POST /contact`). */
export const ContactMessageSchema = z.object({
  name: z.string({ error: 'Enter your name' }).trim().min(1, 'Enter your name').max(100, 'At most 100 characters'),
  email: EmailSchema,
  subject: z.string({ error: 'Enter a subject' }).trim().min(1, 'Enter a subject').max(150, 'At most 150 characters'),
  message: z
    .string({ error: 'Enter your message' })
    .trim()
    .min(10, 'Tell us a little more (at least 10 characters)')
    .max(5000, 'At most 5000 characters'),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
export type ContactMessageInput = z.input<typeof ContactMessageSchema>;
