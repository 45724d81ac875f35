CREATE TABLE "reconciliation_comments" (
	"supervisor_id" uuid NOT NULL,
	"account_type" "account_type" NOT NULL,
	"day" date NOT NULL,
	"comment" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reconciliation_comments_pkey" PRIMARY KEY("supervisor_id","account_type","day")
);
--> statement-breakpoint
CREATE TABLE "statement_formats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"columns" jsonb NOT NULL,
	"header_signature" text,
	"date_format" text,
	"decimal_separator" text,
	"header_line" integer,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_operations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"statement_id" uuid NOT NULL,
	"supervisor_id" uuid NOT NULL,
	"account_type" "account_type" NOT NULL,
	"reference" text,
	"at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint,
	"status" text,
	"counted" boolean DEFAULT true NOT NULL,
	"type" text,
	"line" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supervisor_id" uuid NOT NULL,
	"account_type" "account_type" NOT NULL,
	"file_name" text NOT NULL,
	"format_id" uuid,
	"rows" integer NOT NULL,
	"stored" integer NOT NULL,
	"duplicates" integer NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"imported_by" uuid,
	"imported_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reconciliation_comments" ADD CONSTRAINT "reconciliation_comments_supervisor_id_users_id_fk" FOREIGN KEY ("supervisor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_formats" ADD CONSTRAINT "statement_formats_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_operations" ADD CONSTRAINT "statement_operations_statement_id_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_operations" ADD CONSTRAINT "statement_operations_supervisor_id_users_id_fk" FOREIGN KEY ("supervisor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_supervisor_id_users_id_fk" FOREIGN KEY ("supervisor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_format_id_statement_formats_id_fk" FOREIGN KEY ("format_id") REFERENCES "public"."statement_formats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "statement_formats_name_key" ON "statement_formats" USING btree ("name");--> statement-breakpoint
CREATE INDEX "statement_formats_signature_idx" ON "statement_formats" USING btree ("header_signature");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_operations_reference_key" ON "statement_operations" USING btree ("supervisor_id","account_type","reference") WHERE "statement_operations"."reference" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "statement_operations_unreferenced_key" ON "statement_operations" USING btree ("supervisor_id","account_type","at","amount","balance_after") WHERE "statement_operations"."reference" IS NULL;--> statement-breakpoint
CREATE INDEX "statement_operations_account_at_idx" ON "statement_operations" USING btree ("supervisor_id","account_type","at","id");--> statement-breakpoint
CREATE INDEX "statement_operations_statement_idx" ON "statement_operations" USING btree ("statement_id");--> statement-breakpoint
CREATE INDEX "statements_account_idx" ON "statements" USING btree ("supervisor_id","account_type","from_day","to_day");--> statement-breakpoint
CREATE INDEX "statements_created_idx" ON "statements" USING btree ("created_at" DESC NULLS LAST);