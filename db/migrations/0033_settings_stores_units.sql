CREATE TABLE "shop_setting_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"market" text NOT NULL,
	"key" text NOT NULL,
	"old_value" jsonb,
	"new_value" jsonb NOT NULL,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"market" text NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_market_key_pk" PRIMARY KEY("market","key")
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"symbol_cs" text NOT NULL,
	"symbol_ro" text NOT NULL,
	"name_cs" text NOT NULL,
	"name_ro" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "units_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "store_special_days" (
	"store_id" integer NOT NULL,
	"day" date NOT NULL,
	"closed" boolean NOT NULL,
	"hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "store_special_days_store_id_day_pk" PRIMARY KEY("store_id","day")
);
--> statement-breakpoint
ALTER TABLE "store_special_days" ADD CONSTRAINT "store_special_days_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_setting_changes_market_idx" ON "shop_setting_changes" USING btree ("market","created_at");