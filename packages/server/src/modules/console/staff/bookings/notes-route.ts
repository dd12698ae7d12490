import { StaffBookingNoteSchema, StaffNoteSchema } from '@parking/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SUPPORT, params } from './route-shared';
import { addNote } from './service-booking';

/** Internal notes on a booking (registered inside the staff bookings resource). */
export const notesRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * Adds an internal note (1 to 2,000 characters, never shown to the traveller) to the booking's
   * timeline, audited as `booking.note-added`. 404 for an unknown reference. Staff, every role.
   */
  app.post(
    '/console/staff/bookings/:reference/notes',
    {
      config: { console: SUPPORT },
      schema: {
        tags: ['console'],
        summary: 'Add an internal note to a booking',
        params,
        body: StaffNoteSchema,
        response: { 201: StaffBookingNoteSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addNote(app, request.member, request.params.reference, request.body.body)),
  );
};
