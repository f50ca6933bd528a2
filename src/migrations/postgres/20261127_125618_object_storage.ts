import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "downloads" ADD COLUMN "prefix" varchar DEFAULT '';
  ALTER TABLE "downloads" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "application_files" ADD COLUMN "prefix" varchar DEFAULT '';
  ALTER TABLE "application_files" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "media" ADD COLUMN "prefix" varchar DEFAULT '';
  ALTER TABLE "media" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "documents" ADD COLUMN "prefix" varchar DEFAULT '';
  ALTER TABLE "documents" ADD COLUMN "_objectkey" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "downloads" DROP COLUMN "prefix";
  ALTER TABLE "downloads" DROP COLUMN "_objectkey";
  ALTER TABLE "application_files" DROP COLUMN "prefix";
  ALTER TABLE "application_files" DROP COLUMN "_objectkey";
  ALTER TABLE "media" DROP COLUMN "prefix";
  ALTER TABLE "media" DROP COLUMN "_objectkey";
  ALTER TABLE "documents" DROP COLUMN "prefix";
  ALTER TABLE "documents" DROP COLUMN "_objectkey";`)
}
