CREATE SEQUENCE "public"."buyback_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "buyback_appraisals" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"version" integer NOT NULL,
	"is_current" boolean DEFAULT true NOT NULL,
	"minimal_buyout_price" integer NOT NULL,
	"results" jsonb NOT NULL,
	"conditions" jsonb NOT NULL,
	"default_choices" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyback_bonuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"manufacturer_id" integer,
	"type_id" integer,
	"quality" text,
	"percent" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyback_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyback_id" integer NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buybacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"number" text DEFAULT 'VK' || nextval('buyback_numbers')::text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"user_id" integer,
	"session_hash" text,
	"model_id" integer NOT NULL,
	"color_id" integer NOT NULL,
	"appraisal_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"quality" text NOT NULL,
	"result_id" integer NOT NULL,
	"price" integer NOT NULL,
	"bonus_percent" integer DEFAULT 0 NOT NULL,
	"offered_price" integer,
	"offered_quality" text,
	"note" text DEFAULT '' NOT NULL,
	"imei" text DEFAULT '' NOT NULL,
	"serial_number" text DEFAULT '' NOT NULL,
	"device_note" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"email_lookup" text NOT NULL,
	"name_lookup" text NOT NULL,
	"last_name_lookup" text NOT NULL,
	"customer" text NOT NULL,
	"birth_number" text NOT NULL,
	"id_card_number" text NOT NULL,
	"bank_account" text NOT NULL,
	"bank_code" text NOT NULL,
	"pickup_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "buybacks_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "buybacks_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "buyback_appraisals" ADD CONSTRAINT "buyback_appraisals_model_id_device_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."device_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyback_appraisals" ADD CONSTRAINT "buyback_appraisals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyback_bonuses" ADD CONSTRAINT "buyback_bonuses_manufacturer_id_device_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."device_manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyback_bonuses" ADD CONSTRAINT "buyback_bonuses_type_id_device_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."device_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyback_events" ADD CONSTRAINT "buyback_events_buyback_id_buybacks_id_fk" FOREIGN KEY ("buyback_id") REFERENCES "public"."buybacks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyback_events" ADD CONSTRAINT "buyback_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buybacks" ADD CONSTRAINT "buybacks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buybacks" ADD CONSTRAINT "buybacks_model_id_device_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."device_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buybacks" ADD CONSTRAINT "buybacks_color_id_device_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."device_colors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buybacks" ADD CONSTRAINT "buybacks_appraisal_id_buyback_appraisals_id_fk" FOREIGN KEY ("appraisal_id") REFERENCES "public"."buyback_appraisals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "buyback_appraisals_model_version_idx" ON "buyback_appraisals" USING btree ("model_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "buyback_appraisals_current_idx" ON "buyback_appraisals" USING btree ("model_id") WHERE "buyback_appraisals"."is_current";--> statement-breakpoint
CREATE INDEX "buyback_events_buyback_idx" ON "buyback_events" USING btree ("buyback_id","created_at");--> statement-breakpoint
CREATE INDEX "buybacks_created_idx" ON "buybacks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "buybacks_status_created_idx" ON "buybacks" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "buybacks_imei_idx" ON "buybacks" USING btree ("imei");--> statement-breakpoint
CREATE INDEX "buybacks_serial_idx" ON "buybacks" USING btree ("serial_number");--> statement-breakpoint
CREATE INDEX "buybacks_name_idx" ON "buybacks" USING btree ("name_lookup");--> statement-breakpoint
CREATE INDEX "buybacks_last_name_idx" ON "buybacks" USING btree ("last_name_lookup");--> statement-breakpoint
CREATE INDEX "buybacks_email_idx" ON "buybacks" USING btree ("email_lookup");--> statement-breakpoint
CREATE INDEX "buybacks_user_idx" ON "buybacks" USING btree ("user_id");