CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_address" text NOT NULL,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"used_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"address" text NOT NULL,
	"chain_id" integer NOT NULL,
	"token_symbol" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric NOT NULL,
	"amount" numeric NOT NULL,
	"tx_hash" text,
	"status" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"address" text NOT NULL,
	"chain_id" integer NOT NULL,
	"token_symbol" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric NOT NULL,
	"amount" numeric NOT NULL,
	"tx_hash" text,
	"status" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"buyer_address" text NOT NULL,
	"referrer_address" text NOT NULL,
	"level" integer NOT NULL,
	"commission" numeric NOT NULL,
	"token_symbol" text NOT NULL,
	"chain_id" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp (3) with time zone NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"revoked_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "user_relations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ancestor" text NOT NULL,
	"descendant" text NOT NULL,
	"level" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"role" text NOT NULL,
	"inviter_address" text,
	"points" bigint DEFAULT 0 NOT NULL,
	"remark" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"chain_id" integer NOT NULL,
	"token_symbol" text NOT NULL,
	"amount" numeric NOT NULL,
	"fee" numeric NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"tx_hash" text,
	"reason" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp (3) with time zone,
	"decided_by" text
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_id_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_created_idx" ON "audit_log" USING btree ("action","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target");--> statement-breakpoint
CREATE INDEX "login_failures_key_at_idx" ON "login_failures" USING btree ("key","at");--> statement-breakpoint
CREATE INDEX "login_nonces_expires_idx" ON "login_nonces" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "orders_created_id_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_amount_id_idx" ON "orders" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "orders_quantity_id_idx" ON "orders" USING btree ("quantity","id");--> statement-breakpoint
CREATE INDEX "orders_address_created_idx" ON "orders" USING btree ("address","created_at");--> statement-breakpoint
CREATE INDEX "orders_tx_hash_idx" ON "orders" USING btree ("tx_hash");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_created_id_idx" ON "purchase_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_amount_id_idx" ON "purchase_orders" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_quantity_id_idx" ON "purchase_orders" USING btree ("quantity","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_address_created_idx" ON "purchase_orders" USING btree ("address","created_at");--> statement-breakpoint
CREATE INDEX "purchase_orders_tx_hash_idx" ON "purchase_orders" USING btree ("tx_hash");--> statement-breakpoint
CREATE INDEX "purchase_orders_status_created_idx" ON "purchase_orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "referral_orders_created_id_idx" ON "referral_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "referral_orders_commission_id_idx" ON "referral_orders" USING btree ("commission","id");--> statement-breakpoint
CREATE INDEX "referral_orders_level_id_idx" ON "referral_orders" USING btree ("level","id");--> statement-breakpoint
CREATE INDEX "referral_orders_buyer_created_idx" ON "referral_orders" USING btree ("buyer_address","created_at");--> statement-breakpoint
CREATE INDEX "referral_orders_referrer_created_idx" ON "referral_orders" USING btree ("referrer_address","created_at");--> statement-breakpoint
CREATE INDEX "referral_orders_order_idx" ON "referral_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_relations_pair_key" ON "user_relations" USING btree ("ancestor","descendant");--> statement-breakpoint
CREATE INDEX "user_relations_descendant_idx" ON "user_relations" USING btree ("descendant","level");--> statement-breakpoint
CREATE INDEX "user_relations_ancestor_level_idx" ON "user_relations" USING btree ("ancestor","level");--> statement-breakpoint
CREATE INDEX "user_relations_created_id_idx" ON "user_relations" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "user_relations_level_id_idx" ON "user_relations" USING btree ("level","id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_address_key" ON "users" USING btree ("address");--> statement-breakpoint
CREATE INDEX "users_created_id_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_points_id_idx" ON "users" USING btree ("points","id");--> statement-breakpoint
CREATE INDEX "users_role_created_idx" ON "users" USING btree ("role","created_at","id");--> statement-breakpoint
CREATE INDEX "users_inviter_idx" ON "users" USING btree ("inviter_address");--> statement-breakpoint
CREATE INDEX "withdrawals_created_id_idx" ON "withdrawals" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "withdrawals_amount_id_idx" ON "withdrawals" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "withdrawals_decided_id_idx" ON "withdrawals" USING btree (coalesce("decided_at", 'epoch'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "withdrawals_status_created_idx" ON "withdrawals" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "withdrawals_address_created_idx" ON "withdrawals" USING btree ("address","created_at");