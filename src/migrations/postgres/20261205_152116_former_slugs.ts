import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "former_slugs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"collection_slug" varchar NOT NULL,
  	"doc_id" numeric NOT NULL,
  	"locale" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "former_slugs_id" integer;
  CREATE INDEX "former_slugs_collection_slug_idx" ON "former_slugs" USING btree ("collection_slug");
  CREATE INDEX "former_slugs_doc_id_idx" ON "former_slugs" USING btree ("doc_id");
  CREATE INDEX "former_slugs_slug_idx" ON "former_slugs" USING btree ("slug");
  CREATE INDEX "former_slugs_updated_at_idx" ON "former_slugs" USING btree ("updated_at");
  CREATE INDEX "former_slugs_created_at_idx" ON "former_slugs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_former_slugs_fk" FOREIGN KEY ("former_slugs_id") REFERENCES "public"."former_slugs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_former_slugs_id_idx" ON "payload_locked_documents_rels" USING btree ("former_slugs_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "former_slugs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "former_slugs" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_former_slugs_fk";
  
  DROP INDEX "payload_locked_documents_rels_former_slugs_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "former_slugs_id";`)
}
