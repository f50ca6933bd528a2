import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`downloads\` ADD \`prefix\` text DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`downloads\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`application_files\` ADD \`prefix\` text DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`application_files\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`prefix\` text DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`documents\` ADD \`prefix\` text DEFAULT '';`)
  await db.run(sql`ALTER TABLE \`documents\` ADD \`_objectkey\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`downloads\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`downloads\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`application_files\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`application_files\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`_objectkey\`;`)
  await db.run(sql`ALTER TABLE \`documents\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`documents\` DROP COLUMN \`_objectkey\`;`)
}
