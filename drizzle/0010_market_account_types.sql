ALTER TYPE "public"."account_type" ADD VALUE 'FREE_MONEY' BEFORE 'AUTRES';--> statement-breakpoint
ALTER TYPE "public"."account_type" ADD VALUE 'WESTERN_UNION' BEFORE 'AUTRES';--> statement-breakpoint
ALTER TYPE "public"."account_type" ADD VALUE 'RIA' BEFORE 'AUTRES';--> statement-breakpoint
ALTER TYPE "public"."account_type" ADD VALUE 'MONEYGRAM' BEFORE 'AUTRES';