CREATE TABLE "affiliate_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"period" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"transfer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_evaluation_answers" (
	"evaluation_id" uuid NOT NULL,
	"criterion_id" integer NOT NULL,
	"answer_id" integer NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_evaluation_answers_evaluation_id_criterion_id_pk" PRIMARY KEY("evaluation_id","criterion_id")
);
--> statement-breakpoint
CREATE TABLE "client_evaluations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"risk_score" integer,
	"risk_level" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "kyc_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"file_name" text,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid
);
--> statement-breakpoint
CREATE TABLE "risk_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"evaluation_id" uuid,
	"score" integer NOT NULL,
	"level" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp with time zone,
	"cleared_by" uuid,
	"note" text
);
--> statement-breakpoint
ALTER TABLE "affiliate_campaigns" ADD CONSTRAINT "affiliate_campaigns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_claims" ADD CONSTRAINT "affiliate_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_evaluation_answers" ADD CONSTRAINT "client_evaluation_answers_evaluation_id_client_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."client_evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_evaluations" ADD CONSTRAINT "client_evaluations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_reviews" ADD CONSTRAINT "risk_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_reviews" ADD CONSTRAINT "risk_reviews_evaluation_id_client_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."client_evaluations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_campaigns_code_key" ON "affiliate_campaigns" USING btree ("code");--> statement-breakpoint
CREATE INDEX "affiliate_campaigns_user_idx" ON "affiliate_campaigns" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_claims_period_key" ON "affiliate_claims" USING btree ("user_id","period");--> statement-breakpoint
CREATE INDEX "client_evaluations_user_idx" ON "client_evaluations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "client_evaluations_one_pending" ON "client_evaluations" USING btree ("user_id") WHERE "client_evaluations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "kyc_documents_user_idx" ON "kyc_documents" USING btree ("user_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "kyc_documents_status_idx" ON "kyc_documents" USING btree ("status","uploaded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_reviews_one_open" ON "risk_reviews" USING btree ("user_id") WHERE "risk_reviews"."status" = 'open';--> statement-breakpoint
CREATE INDEX "users_affiliate_marker_idx" ON "users" USING btree ("affiliate_marker") WHERE "users"."affiliate_marker" is not null;