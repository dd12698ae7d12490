ALTER TABLE "auth_sessions" ADD COLUMN "opened_by" text;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "passkey_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provider_webhooks" ADD COLUMN "failing_notified_at" timestamp with time zone;--> statement-breakpoint
-- TRUNCATE skips row triggers, so the append-only rule needs a statement trigger of its own (docs/architecture.md, Audit log).
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
