CREATE TABLE "alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"level" text NOT NULL,
	"supervisor_id" uuid,
	"user_id" uuid,
	"day" date NOT NULL,
	"reason" text NOT NULL,
	"data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" uuid,
	"comment" text
);
--> statement-breakpoint
CREATE TABLE "daily_summaries" (
	"day" date PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone,
	"sent_by" uuid,
	"sends" integer DEFAULT 0 NOT NULL,
	"sms_text" text,
	"figures" jsonb
);
--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_supervisor_id_users_id_fk" FOREIGN KEY ("supervisor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_summaries" ADD CONSTRAINT "daily_summaries_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_key_idx" ON "alerts" USING btree ("key");--> statement-breakpoint
CREATE INDEX "alerts_created_idx" ON "alerts" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "alerts_open_idx" ON "alerts" USING btree ("supervisor_id") WHERE "alerts"."acknowledged_at" IS NULL;--> statement-breakpoint
CREATE INDEX "alerts_supervisor_day_idx" ON "alerts" USING btree ("supervisor_id","day" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "alerts_day_idx" ON "alerts" USING btree ("day");