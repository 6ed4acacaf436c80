CREATE TABLE "withdrawal_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"withdrawal_id" bigint NOT NULL,
	"status" text NOT NULL,
	"approvals" integer NOT NULL,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "withdrawal_approvals" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "withdrawal_events_at_idx" ON "withdrawal_events" USING btree ("at");--> statement-breakpoint
-- Live events (contract § "Withdrawal desk"): any writer of these tables, this server, a replica
-- or a script, raises the event; NOTIFY is delivered at commit, so a rolled-back write says nothing.
CREATE FUNCTION "withdrawal_event"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	-- The column naming the withdrawal is the trigger's argument: "id", or "withdrawal_id".
	target bigint := (to_jsonb(NEW) ->> TG_ARGV[0])::bigint;
	event bigint;
BEGIN
	DELETE FROM "withdrawal_events" WHERE "at" < now() - interval '10 minutes';
	INSERT INTO "withdrawal_events" ("withdrawal_id", "status", "approvals")
		SELECT w."id", w."status", (SELECT count(*) FROM "withdrawal_approvals" a WHERE a."withdrawal_id" = w."id")
		FROM "withdrawals" w WHERE w."id" = target
		RETURNING "id" INTO event;
	IF event IS NOT NULL THEN
		PERFORM pg_notify('withdrawal_events', event::text);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "withdrawals_inserted" AFTER INSERT ON "withdrawals"
	FOR EACH ROW EXECUTE FUNCTION "withdrawal_event"('id');
--> statement-breakpoint
CREATE TRIGGER "withdrawals_decided" AFTER UPDATE OF "status" ON "withdrawals"
	FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status") EXECUTE FUNCTION "withdrawal_event"('id');
--> statement-breakpoint
CREATE TRIGGER "withdrawal_approvals_inserted" AFTER INSERT ON "withdrawal_approvals"
	FOR EACH ROW EXECUTE FUNCTION "withdrawal_event"('withdrawal_id');
