CREATE TYPE "public"."transfer_status" AS ENUM('VALIDE', 'CONTESTE', 'CORRIGE', 'CONFIRME');--> statement-breakpoint
CREATE TABLE "caisse_functions" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"hash" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "caisse_functions_one_row" CHECK ("caisse_functions"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_supervisor_id" uuid NOT NULL,
	"from_account" "account_type" NOT NULL,
	"to_supervisor_id" uuid NOT NULL,
	"to_account" "account_type" NOT NULL,
	"amount" bigint NOT NULL,
	"note" text,
	"day" date NOT NULL,
	"status" "transfer_status" DEFAULT 'VALIDE' NOT NULL,
	"contest_reason" text,
	"contested_at" timestamp with time zone,
	"contested_by" uuid,
	"settled_at" timestamp with time zone,
	"settled_by" uuid,
	"settle_reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfers_amount_positive" CHECK ("transfers"."amount" > 0),
	CONSTRAINT "transfers_two_kiosks" CHECK ("transfers"."from_supervisor_id" <> "transfers"."to_supervisor_id")
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "transfer_id" uuid;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "counterpart_id" uuid;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_from_supervisor_id_users_id_fk" FOREIGN KEY ("from_supervisor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_to_supervisor_id_users_id_fk" FOREIGN KEY ("to_supervisor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_contested_by_users_id_fk" FOREIGN KEY ("contested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_settled_by_users_id_fk" FOREIGN KEY ("settled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transfers_day_idx" ON "transfers" USING btree ("day");--> statement-breakpoint
CREATE INDEX "transfers_from_day_idx" ON "transfers" USING btree ("from_supervisor_id","day");--> statement-breakpoint
CREATE INDEX "transfers_to_day_idx" ON "transfers" USING btree ("to_supervisor_id","day");--> statement-breakpoint
CREATE INDEX "transfers_contested_idx" ON "transfers" USING btree ("contested_at") WHERE "transfers"."status" = 'CONTESTE';--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_counterpart_id_users_id_fk" FOREIGN KEY ("counterpart_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transactions_transfer_idx" ON "transactions" USING btree ("transfer_id") WHERE "transactions"."transfer_id" IS NOT NULL;