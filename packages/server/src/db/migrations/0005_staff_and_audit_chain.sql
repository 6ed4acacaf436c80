-- Decimal places per token, as TOKEN_DECIMALS in packages/api (a server test compares them): the
-- amount checks below refuse a value with more places, so SQL and code compare the same number.
-- An unknown symbol gets 18, the most any EVM token uses.
CREATE FUNCTION "token_decimals"(symbol text) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE symbol WHEN 'USDT' THEN 2 WHEN 'USDC' THEN 2 WHEN 'ETH' THEN 6 WHEN 'BNB' THEN 6 ELSE 18 END
$$;
--> statement-breakpoint
DROP INDEX "login_nonces_address_expires_idx";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "hash" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "login_nonces" ADD COLUMN "ip" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "id" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "label" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "login_nonces_address_ip_expires_idx" ON "login_nonces" USING btree ("address","ip","expires_at");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_id_key" UNIQUE("id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amount_decimals" CHECK ("orders"."amount" = round("orders"."amount", token_decimals("orders"."token_symbol")));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_unit_price_decimals" CHECK ("orders"."unit_price" = round("orders"."unit_price", token_decimals("orders"."token_symbol")));--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_amount_decimals" CHECK ("purchase_orders"."amount" = round("purchase_orders"."amount", token_decimals("purchase_orders"."token_symbol")));--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_unit_price_decimals" CHECK ("purchase_orders"."unit_price" = round("purchase_orders"."unit_price", token_decimals("purchase_orders"."token_symbol")));--> statement-breakpoint
ALTER TABLE "referral_orders" ADD CONSTRAINT "referral_orders_commission_decimals" CHECK ("referral_orders"."commission" = round("referral_orders"."commission", token_decimals("referral_orders"."token_symbol")));--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_amount_decimals" CHECK ("withdrawals"."amount" = round("withdrawals"."amount", token_decimals("withdrawals"."token_symbol")));--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_fee_decimals" CHECK ("withdrawals"."fee" = round("withdrawals"."fee", token_decimals("withdrawals"."token_symbol")));