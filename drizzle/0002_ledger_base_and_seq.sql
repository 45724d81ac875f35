DROP INDEX "transactions_line_idx";--> statement-breakpoint
ALTER TABLE "account_lines" ADD COLUMN "base_value" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "account_lines" ADD COLUMN "base_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_seq_key" ON "transactions" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "transactions_line_idx" ON "transactions" USING btree ("supervisor_id","day","line_type","account_key","seq");--> statement-breakpoint
ALTER TABLE "account_lines" ADD CONSTRAINT "account_lines_base_range" CHECK ("account_lines"."base_value" >= 0 AND "account_lines"."base_value" <= 999999999);