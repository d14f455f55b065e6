CREATE TABLE "content_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"slug" text NOT NULL,
	"locale" text NOT NULL,
	"path" text,
	"status" text DEFAULT 'published' NOT NULL,
	"publish_from" timestamp with time zone,
	"publish_to" timestamp with time zone,
	"targeting" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"fields" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_entries_status" CHECK ("content_entries"."status" in ('draft', 'published')),
	CONSTRAINT "content_entries_window" CHECK ("content_entries"."publish_to" is null or "content_entries"."publish_from" is null or "content_entries"."publish_to" > "content_entries"."publish_from")
);
--> statement-breakpoint
CREATE TABLE "missing_translations" (
	"locale" text NOT NULL,
	"namespace" text NOT NULL,
	"key" text NOT NULL,
	"reports" integer DEFAULT 1 NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "missing_translations_locale_namespace_key_pk" PRIMARY KEY("locale","namespace","key")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "content_entries_type_slug_locale_idx" ON "content_entries" USING btree ("type","slug","locale");--> statement-breakpoint
CREATE INDEX "content_entries_type_locale_idx" ON "content_entries" USING btree ("type","locale","status");--> statement-breakpoint
CREATE INDEX "content_entries_path_idx" ON "content_entries" USING btree ("type","path");