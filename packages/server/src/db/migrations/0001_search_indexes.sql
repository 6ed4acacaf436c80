CREATE INDEX "orders_order_no_idx" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "orders_address_prefix_idx" ON "orders" USING btree (lower("address") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_tx_hash_prefix_idx" ON "orders" USING btree (lower("tx_hash") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "purchase_orders_order_no_idx" ON "purchase_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "purchase_orders_address_prefix_idx" ON "purchase_orders" USING btree (lower("address") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "purchase_orders_tx_hash_prefix_idx" ON "purchase_orders" USING btree (lower("tx_hash") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "referral_orders_buyer_prefix_idx" ON "referral_orders" USING btree (lower("buyer_address") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "referral_orders_referrer_prefix_idx" ON "referral_orders" USING btree (lower("referrer_address") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_address_prefix_idx" ON "users" USING btree (lower("address") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "withdrawals_address_prefix_idx" ON "withdrawals" USING btree (lower("address") text_pattern_ops);