CREATE TABLE "einvoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer NOT NULL,
	"credit_note_id" integer,
	"number" text NOT NULL,
	"issue_date" text NOT NULL,
	"deadline" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"upload_index" text,
	"download_id" text,
	"uploads" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"correction" text,
	"answer" text,
	"uploaded_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "einvoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "einvoices" ADD CONSTRAINT "einvoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "einvoices" ADD CONSTRAINT "einvoices_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "einvoices_due" ON "einvoices" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "einvoices_order" ON "einvoices" USING btree ("order_id");