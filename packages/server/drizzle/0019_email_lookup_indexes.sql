CREATE INDEX "contact_messages_booking_idx" ON "contact_messages" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "contact_replies_message_idx" ON "contact_replies" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "operator_events_booking_idx" ON "operator_events" USING btree ("booking_id");