CREATE TABLE "nonce_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
-- Nonces issued before the message was kept cannot be checked against it: they expire in minutes anyway.
DELETE FROM "login_nonces";--> statement-breakpoint
DELETE FROM "login_failures" WHERE "key" NOT LIKE 'ip:%';--> statement-breakpoint
ALTER TABLE "login_nonces" ADD COLUMN "message" text NOT NULL;--> statement-breakpoint
CREATE INDEX "nonce_requests_key_at_idx" ON "nonce_requests" USING btree ("key","at");--> statement-breakpoint
CREATE INDEX "login_nonces_address_expires_idx" ON "login_nonces" USING btree ("address","expires_at");