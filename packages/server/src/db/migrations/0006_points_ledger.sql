CREATE TABLE "points_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"before" bigint NOT NULL,
	"after" bigint NOT NULL,
	"delta" bigint NOT NULL,
	"reason" text,
	"actor_address" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "points_history_address_created_idx" ON "points_history" USING btree ("address","created_at","id");--> statement-breakpoint
CREATE INDEX "points_history_created_id_idx" ON "points_history" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "points_history_actor_prefix_idx" ON "points_history" USING btree (lower("actor_address") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "points_history_address_prefix_idx" ON "points_history" USING btree (lower("address") text_pattern_ops);