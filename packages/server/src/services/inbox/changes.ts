import { randomUUID } from 'node:crypto';
import type { StaffMessage } from '@parking/core';
import { and, eq } from 'drizzle-orm';
import { contactMessages, contactReplies, organizationMembers, organizations } from '../../db/schema/index';
import { notFound, validationFailed } from '../../errors';
import type { ConsoleMember } from '../accounts/tenancy';
import type { Audit, AuditField } from '../audit/index';
import type { Tx } from '../availability';
import type { ServiceContext } from '../context';
import { type JobQueue, QUEUES } from '../jobs/queue';
import { listMessages } from './read';

/** What an inbox change needs: the database, the audit log's writer and the job queue (the reply email). */
export type InboxDeps = { ctx: ServiceContext; audit: Audit; jobs: JobQueue };

/** The message, locked for the change; 404 when there is none. */
async function locked(tx: Tx, id: string) {
  const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
  if (!row) throw notFound('Message');
  return row;
}

async function one(ctx: ServiceContext, id: string): Promise<StaffMessage> {
  const [message] = await listMessages(ctx, undefined, id);
  if (!message) throw notFound('Message');
  return message;
}

/** Recorded in our own log only (no organisation sees the inbox), with the booking's reference when linked. */
async function audit(
  deps: InboxDeps,
  tx: Tx,
  member: ConsoleMember,
  id: string,
  action: string,
  fields: Record<string, AuditField>,
) {
  const actor = { kind: 'staff' as const, userId: member.userId, organizationId: member.organizationId };
  await deps.audit.record({ actor, organizationId: null, action, target: { type: 'contact-message', id }, fields }, tx);
}

/** True when `userId` is a member of a staff organisation (anyone else cannot take a message). */
async function isStaff(tx: Tx, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: organizationMembers.id })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(and(eq(organizationMembers.userId, userId), eq(organizations.kind, 'staff')))
    .limit(1);
  return Boolean(row);
}

/**
 * Gives the message to a staff member (`me` for the signed-in one). A new message becomes assigned; an
 * answered one stays answered (it is only reassigned). Assigning to whoever has it already records nothing.
 */
export async function assignMessage(deps: InboxDeps, member: ConsoleMember, id: string, to: string) {
  const userId = to === 'me' ? member.userId : to;
  await deps.ctx.db.transaction(async (tx) => {
    const row = await locked(tx, id);
    if (!(await isStaff(tx, userId))) throw validationFailed({ to: 'Choose a staff member' });
    if (row.assignedTo === userId) return;
    const status = row.status === 'answered' ? 'answered' : 'assigned';
    await tx.update(contactMessages).set({ assignedTo: userId, status }).where(eq(contactMessages.id, id));
    await audit(deps, tx, member, id, 'contact-message.assigned', {
      assignedTo: { before: row.assignedTo, after: userId },
      status: { before: row.status, after: status },
    });
  });
  return one(deps.ctx, id);
}

/**
 * Records a reply and queues its email to the sender in the same transaction (the `booking-email` job of
 * kind `contact-reply`, sent once: `sent_at` is set after the transport accepted it). The message becomes
 * answered, and assigned to the replier if nobody had it.
 */
export async function replyToMessage(deps: InboxDeps, member: ConsoleMember, id: string, body: string) {
  await deps.ctx.db.transaction(async (tx) => {
    const row = await locked(tx, id);
    const now = deps.ctx.clock();
    const replyId = randomUUID();
    await tx
      .insert(contactReplies)
      .values({ id: replyId, messageId: id, authorId: member.userId, body, createdAt: now });
    await tx
      .update(contactMessages)
      .set({ status: 'answered', answeredAt: now, assignedTo: row.assignedTo ?? member.userId })
      .where(eq(contactMessages.id, id));
    await deps.jobs.send(
      QUEUES.email,
      { bookingId: id, reference: 'contact-reply', kind: 'contact-reply', eventId: replyId },
      tx,
    );
    await audit(deps, tx, member, id, 'contact-message.replied', {
      status: { before: row.status, after: 'answered' },
      reply: { before: null, after: replyId },
      body: { before: null, after: body, personal: true },
    });
  });
  return one(deps.ctx, id);
}
