CREATE TABLE "monitor_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "monitor_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"chain_id" integer NOT NULL,
	"address" text NOT NULL,
	"token" text NOT NULL,
	"token_symbol" text NOT NULL,
	"token_decimals" integer NOT NULL,
	"label" text,
	"last_balance" numeric(78, 0),
	"balance_block" bigint,
	"last_checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monitor_entries_decimals_check" CHECK ("monitor_entries"."token_decimals" between 0 and 255)
);
--> statement-breakpoint
CREATE TABLE "monitor_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "monitor_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"entry_id" bigint NOT NULL,
	"old_balance" numeric(78, 0) NOT NULL,
	"new_balance" numeric(78, 0) NOT NULL,
	"block_number" bigint NOT NULL,
	"observed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitor_notify_settings" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"email_enabled" boolean DEFAULT true NOT NULL,
	"min_change" text DEFAULT '0' NOT NULL,
	"language" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "monitor_entries" ADD CONSTRAINT "monitor_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitor_events" ADD CONSTRAINT "monitor_events_entry_id_monitor_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."monitor_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitor_notify_settings" ADD CONSTRAINT "monitor_notify_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "monitor_entries_user_target_idx" ON "monitor_entries" USING btree ("user_id","chain_id","address","token");--> statement-breakpoint
CREATE INDEX "monitor_entries_chain_idx" ON "monitor_entries" USING btree ("chain_id");--> statement-breakpoint
CREATE INDEX "monitor_events_entry_idx" ON "monitor_events" USING btree ("entry_id","id");