import {
  AssignMessageSchema,
  INBOX_STATUSES,
  ReplyMessageSchema,
  StaffMessageSchema,
  StaffMessagesSchema,
  screenAccess,
} from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { assignMessage, replyToMessage } from '../../../../services/inbox/changes';
import { listMessages } from '../../../../services/inbox/read';
import { tenantId, withTenantIds } from '../../../../services/accounts/tenant-ids';

/** Support and admin staff answer the contact form. */
const SUPPORT = screenAccess('staff/messages');

const params = z.object({ id: tenantId('message', z.string().min(1).max(100)) });
/** `to`: a staff member's user id (or `me`). */
const AssignMessage = withTenantIds(AssignMessageSchema, { to: 'member' });

/** Reading the inbox. */
const readRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * Contact messages, newest first (at most 200), of one status or all, each with its replies and the
   * booking whose reference it names. Reading them is audited (`contact-messages.viewed`): they hold
   * travellers' names and addresses. Staff, support and admin.
   */
  app.get(
    '/console/staff/messages',
    {
      config: { console: SUPPORT },
      schema: {
        tags: ['console'],
        summary: 'The contact-form inbox',
        querystring: z.object({ status: z.enum(INBOX_STATUSES).optional() }),
        response: { 200: StaffMessagesSchema },
      },
    },
    async (request, reply) => {
      const messages = await listMessages(app.ctx, request.query.status);
      const actor = {
        kind: 'staff' as const,
        userId: request.member.userId,
        organizationId: request.member.organizationId,
      };
      await app.audit.record({
        actor,
        organizationId: null,
        action: 'contact-messages.viewed',
        target: { type: 'contact-messages', id: request.query.status ?? 'all' },
        fields: { count: { before: null, after: messages.length } },
      });
      return reply.send({ messages });
    },
  );
};

const changeRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { ctx: app.ctx, audit: app.audit, jobs: app.jobs };

  /**
   * Assigns the message to a staff member: `{ to: "me" }` or their user id (400 when that user is not
   * staff). A new message becomes `assigned`; an answered one stays answered. Audited
   * (`contact-message.assigned`). Staff, support and admin.
   */
  app.post(
    '/console/staff/messages/:id/assign',
    {
      config: { console: SUPPORT },
      schema: {
        tags: ['console'],
        summary: 'Assign a contact message',
        params,
        body: AssignMessage,
        response: { 200: StaffMessageSchema },
      },
    },
    async (request) => assignMessage(deps, request.member, request.params.id, request.body.to),
  );

  /**
   * Replies to the sender by email: the reply is recorded and its email queued in one transaction, sent
   * once by the job queue (`sentAt` once the mail transport accepted it). The message becomes `answered`.
   * Audited (`contact-message.replied`, the text recorded as changed, never its value). Staff, support and admin.
   */
  app.post(
    '/console/staff/messages/:id/reply',
    {
      config: { console: SUPPORT },
      schema: {
        tags: ['console'],
        summary: 'Reply to a contact message by email',
        params,
        body: ReplyMessageSchema,
        response: { 200: StaffMessageSchema },
      },
    },
    async (request) => replyToMessage(deps, request.member, request.params.id, request.body.body),
  );
};

/** The contact-form inbox: new → assigned → answered, replies by email, linked to the booking it names. */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(readRoutes);
  await app.register(changeRoutes);
};

/** The contact-form inbox: assign, reply by email, link to the booking (issue 24). */
export const staffMessagesModule = fp(routes, {
  name: 'console:staff/messages',
  dependencies: ['context', 'console', 'audit', 'jobs'],
  encapsulate: true,
});
