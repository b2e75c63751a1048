CREATE TABLE "bookmarks" (
	"user_id" uuid NOT NULL,
	"scenario_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bookmarks_user_id_scenario_id_pk" PRIMARY KEY("user_id","scenario_id")
);
--> statement-breakpoint
CREATE TABLE "cases" (
	"id" text PRIMARY KEY NOT NULL,
	"primary_category" text NOT NULL,
	"secondary_category" text NOT NULL,
	"name" text NOT NULL,
	"short_description" text NOT NULL,
	"door_card" jsonb NOT NULL,
	"search_text" text NOT NULL,
	"search_choseong" text NOT NULL,
	"sort_order" integer NOT NULL,
	"body" jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"retired_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"scenario_id" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"practice_mode" text DEFAULT 'chat' NOT NULL,
	"personality_id" text DEFAULT 'default' NOT NULL,
	"practice_memo" text,
	"overall_score" integer,
	"started_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "system_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_scenario_id_cases_id_fk" FOREIGN KEY ("scenario_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD CONSTRAINT "practice_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD CONSTRAINT "practice_sessions_scenario_id_cases_id_fk" FOREIGN KEY ("scenario_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cases_category_idx" ON "cases" USING btree ("primary_category","secondary_category");--> statement-breakpoint
CREATE INDEX "practice_sessions_user_case_idx" ON "practice_sessions" USING btree ("user_id","scenario_id");--> statement-breakpoint
CREATE INDEX "practice_sessions_user_completed_idx" ON "practice_sessions" USING btree ("user_id","completed_at") WHERE "practice_sessions"."status" = 'completed';