import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../client.ts';
import { withId } from '../sql.ts';

type AnyDb = Kysely<unknown>;

export function initialMigration(dialect: Dialect) {
  const real = dialect === 'postgres' ? 'double precision' : 'real';
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('users'), dialect)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull().defaultTo('agent'))
        .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_login', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('listings'), dialect)
        .addColumn('price', sql.raw(real), (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('neighborhood', 'text', (c) => c.notNull())
        .addColumn('bedrooms', 'integer', (c) => c.notNull())
        .addColumn('bathrooms', sql.raw(real), (c) => c.notNull())
        .addColumn('size', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('amenities', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('is_sublet', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('building_slug', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('listings_status_created').on('listings').columns(['status', 'created_at', 'id']).execute();
      await db.schema
        .createIndex('listings_status_building_sublet_created')
        .on('listings')
        .columns(['status', 'building_slug', 'is_sublet', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('listings_status_sublet_created')
        .on('listings')
        .columns(['status', 'is_sublet', 'created_at', 'id'])
        .execute();
      await db.schema.createIndex('listings_created').on('listings').columns(['created_at', 'id']).execute();

      await withId(db.schema.createTable('listing_photos'), dialect)
        .addColumn('listing_id', 'integer', (c) => c.notNull().references('listings.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('file_key', 'text', (c) => c.notNull())
        .addColumn('widths', 'text', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('caption', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('listing_photos_listing').on('listing_photos').columns(['listing_id', 'position']).execute();

      await withId(db.schema.createTable('inquiries'), dialect)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('inquiry_type', 'text', (c) => c.notNull())
        .addColumn('listing_id', 'integer', (c) => c.references('listings.id').onDelete('set null'))
        .addColumn('listing_address', 'text')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
        .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('inquiries_status_created').on('inquiries').columns(['status', 'created_at']).execute();
      await db.schema.createIndex('inquiries_created').on('inquiries').columns(['created_at']).execute();

      await withId(db.schema.createTable('replies'), dialect)
        .addColumn('inquiry_id', 'integer', (c) => c.notNull().references('inquiries.id').onDelete('cascade'))
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('recipient_email', 'text', (c) => c.notNull())
        .addColumn('recipient_name', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('replies_inquiry').on('replies').columns(['inquiry_id', 'sent_at']).execute();

      await withId(db.schema.createTable('subscribers'), dialect)
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('tips'), dialect)
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('mail_outbox'), dialect)
        .addColumn('recipient', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('html', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_error', 'text')
        .addColumn('next_attempt_at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text')
        .execute();
      await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();
    },
    async down(db: AnyDb) {
      for (const table of ['mail_outbox', 'tips', 'subscribers', 'replies', 'inquiries', 'listing_photos', 'listings', 'users']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
