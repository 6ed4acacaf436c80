CREATE TABLE "buyer_sales_daily" (
	"address" text NOT NULL,
	"day" date NOT NULL,
	"chain_id" integer NOT NULL,
	"token_symbol" text NOT NULL,
	"amount" numeric NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "buyer_sales_daily_address_day_chain_id_token_symbol_pk" PRIMARY KEY("address","day","chain_id","token_symbol")
);
--> statement-breakpoint
CREATE TABLE "sales_daily" (
	"day" date NOT NULL,
	"chain_id" integer NOT NULL,
	"token_symbol" text NOT NULL,
	"amount" numeric NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "sales_daily_day_chain_id_token_symbol_pk" PRIMARY KEY("day","chain_id","token_symbol")
);
--> statement-breakpoint
-- Keeps both rollups in step with `orders`, once per statement (a million-row insert costs one
-- grouped upsert): rows entering `paid` add, rows leaving it (or deleted) subtract. The upserts
-- take their rows in key order, so two transactions touching the same days cannot deadlock.
-- Transition tables are visible to EXECUTE, which picks the ones this event has.
CREATE FUNCTION "orders_sales_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changes text;
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		TRUNCATE sales_daily, buyer_sales_daily;
		RETURN NULL;
	END IF;
	changes := concat_ws(' UNION ALL ',
		CASE WHEN TG_OP <> 'DELETE' THEN
			'SELECT address, created_at, chain_id, token_symbol, amount, 1 AS n FROM new_rows WHERE status = ''paid''' END,
		CASE WHEN TG_OP <> 'INSERT' THEN
			'SELECT address, created_at, chain_id, token_symbol, -amount AS amount, -1 AS n FROM old_rows WHERE status = ''paid''' END);
	EXECUTE format($sql$
		WITH d AS (
			SELECT address, (created_at AT TIME ZONE 'UTC')::date AS day, chain_id, token_symbol, amount, n FROM (%s) c
		), buyers AS (
			INSERT INTO buyer_sales_daily AS t (address, day, chain_id, token_symbol, amount, count)
			SELECT address, day, chain_id, token_symbol, sum(amount), sum(n) FROM d
			GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
			ON CONFLICT (address, day, chain_id, token_symbol)
			DO UPDATE SET amount = t.amount + excluded.amount, count = t.count + excluded.count
		)
		INSERT INTO sales_daily AS t (day, chain_id, token_symbol, amount, count)
		SELECT day, chain_id, token_symbol, sum(amount), sum(n) FROM d
		GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
		ON CONFLICT (day, chain_id, token_symbol)
		DO UPDATE SET amount = t.amount + excluded.amount, count = t.count + excluded.count
	$sql$, changes);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_sales_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION orders_sales_rollup();--> statement-breakpoint
CREATE TRIGGER "orders_sales_update" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION orders_sales_rollup();--> statement-breakpoint
CREATE TRIGGER "orders_sales_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION orders_sales_rollup();--> statement-breakpoint
CREATE TRIGGER "orders_sales_truncate" AFTER TRUNCATE ON "orders"
	FOR EACH STATEMENT EXECUTE FUNCTION orders_sales_rollup();--> statement-breakpoint
INSERT INTO "buyer_sales_daily" (address, day, chain_id, token_symbol, amount, count)
	SELECT address, (created_at AT TIME ZONE 'UTC')::date, chain_id, token_symbol, sum(amount), count(*)
	FROM orders WHERE status = 'paid' GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO "sales_daily" (day, chain_id, token_symbol, amount, count)
	SELECT day, chain_id, token_symbol, sum(amount), sum(count) FROM buyer_sales_daily GROUP BY 1, 2, 3;
