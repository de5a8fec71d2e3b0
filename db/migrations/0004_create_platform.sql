CREATE TABLE "custom_chains" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "custom_chains_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"chain_id" bigint NOT NULL,
	"name" text NOT NULL,
	"rpc_url" text NOT NULL,
	"symbol" text NOT NULL,
	"decimals" integer DEFAULT 18 NOT NULL,
	"explorer_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint,
	"email" text,
	"content" text NOT NULL,
	"page" text,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscribers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscribers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscribers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tracking_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"version" text NOT NULL,
	"level" text NOT NULL,
	"event" text NOT NULL,
	"session" text NOT NULL,
	"fingerprint" text NOT NULL,
	"is_mobile" integer DEFAULT 0 NOT NULL,
	"page_id" text,
	"element_id" text,
	"path" text,
	"args" jsonb,
	"additional" jsonb,
	CONSTRAINT "tracking_events_level_check" CHECK ("tracking_events"."level" in ('info', 'warning', 'error'))
);
--> statement-breakpoint
ALTER TABLE "custom_chains" ADD CONSTRAINT "custom_chains_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_chains_user_rpc_idx" ON "custom_chains" USING btree ("user_id","chain_id","rpc_url");--> statement-breakpoint
CREATE INDEX "custom_chains_user_idx" ON "custom_chains" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tracking_events_received_idx" ON "tracking_events" USING btree ("received_at");