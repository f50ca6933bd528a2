import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contact_requests_request" AS ENUM('priceLists', 'becomeCustomer', 'producers', 'agents', 'agent');
  ALTER TABLE "contact_requests" ALTER COLUMN "request" SET DATA TYPE "public"."enum_contact_requests_request" USING "request"::"public"."enum_contact_requests_request";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contact_requests" ALTER COLUMN "request" SET DATA TYPE varchar;
  DROP TYPE "public"."enum_contact_requests_request";`)
}
