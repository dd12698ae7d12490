import { randomUUID } from 'node:crypto';
import type { ContactMessage } from '@parking/core';
import { contactMessages } from '../../db/schema/index';
import type { ServiceContext } from '../../services/context';

/** Stores the contact form's messages; answers the new message's id. */
export function createContactMessages(ctx: ServiceContext) {
  return async function save(message: ContactMessage): Promise<string> {
    const id = randomUUID();
    await ctx.db.insert(contactMessages).values({ id, ...message, createdAt: ctx.clock() });
    ctx.log.info({ contactMessageId: id }, 'contact message received');
    return id;
  };
}
