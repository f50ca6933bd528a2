import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_downloads_language" AS ENUM('it', 'en', 'both');
  ALTER TABLE "downloads" ADD COLUMN "language" "enum_downloads_language" DEFAULT 'it' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "downloads" DROP COLUMN "language";
  DROP TYPE "public"."enum_downloads_language";`)
}
