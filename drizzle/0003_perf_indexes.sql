DROP INDEX "transactions_supervisor_day_idx";--> statement-breakpoint
DROP INDEX "transactions_day_created_idx";--> statement-breakpoint
DROP INDEX "transactions_created_idx";--> statement-breakpoint
CREATE INDEX "transactions_created_seq_idx" ON "transactions" USING btree ("created_at","seq");--> statement-breakpoint
CREATE INDEX "transactions_supervisor_created_idx" ON "transactions" USING btree ("supervisor_id","created_at","seq");--> statement-breakpoint
CREATE INDEX "transactions_day_type_amount_idx" ON "transactions" USING btree ("day","type","amount");