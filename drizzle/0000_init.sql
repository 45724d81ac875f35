CREATE TYPE "public"."account_type" AS ENUM('LIQUIDE', 'ORANGE_MONEY', 'WAVE', 'UV_MASTER', 'AUTRES');--> statement-breakpoint
CREATE TYPE "public"."line_type" AS ENUM('debut', 'sortie');--> statement-breakpoint
CREATE TYPE "public"."request_status" AS ENUM('PENDING', 'APPROVED', 'REJECTED');--> statement-breakpoint
CREATE TYPE "public"."sms_status" AS ENUM('queued', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."transaction_status" AS ENUM('VALIDEE', 'MODIFIEE');--> statement-breakpoint
CREATE TYPE "public"."transaction_type" AS ENUM('DEPOT', 'RETRAIT', 'TRANSFERT_ENVOYE', 'TRANSFERT_RECU', 'ALLOCATION_UV_MASTER', 'DEBUT_JOURNEE', 'FIN_JOURNEE');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('ADMIN', 'SUPERVISEUR', 'PARTENAIRE');--> statement-breakpoint
CREATE TYPE "public"."user_status" AS ENUM('ACTIVE', 'SUSPENDED', 'PENDING', 'REJECTED', 'suspended');--> statement-breakpoint
CREATE TABLE "account_lines" (
	"supervisor_id" uuid NOT NULL,
	"day" date NOT NULL,
	"line_type" "line_type" NOT NULL,
	"account_key" text NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "account_lines_pkey" PRIMARY KEY("supervisor_id","day","line_type","account_key"),
	CONSTRAINT "account_lines_value_range" CHECK ("account_lines"."value" >= 0 AND "account_lines"."value" <= 999999999),
	CONSTRAINT "account_lines_key_not_blank" CHECK (length(trim("account_lines"."account_key")) > 0)
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_name" text,
	"actor_role" text,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"supervisor_id" uuid,
	"before" jsonb,
	"after" jsonb,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "ledger_days" (
	"supervisor_id" uuid NOT NULL,
	"day" date NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_days_supervisor_id_day_pk" PRIMARY KEY("supervisor_id","day")
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"telephone" text NOT NULL,
	"nom_complet" text NOT NULL,
	"adresse" text NOT NULL,
	"message" text,
	"status" "request_status" DEFAULT 'PENDING' NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"body" text NOT NULL,
	"provider" text NOT NULL,
	"purpose" text,
	"user_id" uuid,
	"status" "sms_status" DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "supervisor_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supervisor_id" uuid NOT NULL,
	"account_type" "account_type" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supervisor_id" uuid NOT NULL,
	"actor_id" uuid,
	"partner_id" uuid,
	"partner_name" text,
	"type" "transaction_type" NOT NULL,
	"account_type" "account_type",
	"line_type" "line_type" NOT NULL,
	"account_key" text NOT NULL,
	"amount" bigint NOT NULL,
	"description" text,
	"status" "transaction_status" DEFAULT 'VALIDEE' NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idempotency_key" text,
	CONSTRAINT "transactions_amount_positive" CHECK ("transactions"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nom_complet" text NOT NULL,
	"telephone" text NOT NULL,
	"adresse" text,
	"role" "user_role" NOT NULL,
	"status" "user_status" DEFAULT 'ACTIVE' NOT NULL,
	"photo" "bytea",
	"photo_mime" text,
	"code_hash" text NOT NULL,
	"code_cipher" text NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_telephone_digits" CHECK ("users"."telephone" ~ '^[0-9]{6,15}$')
);
--> statement-breakpoint
ALTER TABLE "account_lines" ADD CONSTRAINT "account_lines_supervisor_id_users_id_fk" FOREIGN KEY ("supervisor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_lines" ADD CONSTRAINT "account_lines_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_days" ADD CONSTRAINT "ledger_days_supervisor_id_users_id_fk" FOREIGN KEY ("supervisor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_requests" ADD CONSTRAINT "registration_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_requests" ADD CONSTRAINT "registration_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supervisor_accounts" ADD CONSTRAINT "supervisor_accounts_supervisor_id_users_id_fk" FOREIGN KEY ("supervisor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supervisor_accounts" ADD CONSTRAINT "supervisor_accounts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_supervisor_id_users_id_fk" FOREIGN KEY ("supervisor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_lines_day_idx" ON "account_lines" USING btree ("day","supervisor_id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_action_at_idx" ON "audit_log" USING btree ("action","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_supervisor_at_idx" ON "audit_log" USING btree ("supervisor_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "ledger_days_day_idx" ON "ledger_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "registration_requests_pending_phone_key" ON "registration_requests" USING btree ("telephone") WHERE "registration_requests"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "registration_requests_status_created_idx" ON "registration_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_status_created_idx" ON "sms_outbox" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "supervisor_accounts_supervisor_type_key" ON "supervisor_accounts" USING btree ("supervisor_id","account_type");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_actor_idempotency_key" ON "transactions" USING btree ("actor_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "transactions_supervisor_day_idx" ON "transactions" USING btree ("supervisor_id","day","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_day_created_idx" ON "transactions" USING btree ("day","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_created_idx" ON "transactions" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_partner_day_idx" ON "transactions" USING btree ("partner_id","day");--> statement-breakpoint
CREATE INDEX "transactions_line_idx" ON "transactions" USING btree ("supervisor_id","day","line_type","account_key","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_telephone_key" ON "users" USING btree ("telephone");--> statement-breakpoint
CREATE INDEX "users_role_status_idx" ON "users" USING btree ("role","status");