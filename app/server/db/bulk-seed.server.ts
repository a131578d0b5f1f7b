/**
 * Fills a database with many generated bookings, contact messages,
 * applications and blog posts, for the browser tests of paging and search and
 * for the benchmark. One INSERT ... SELECT per table, so thousands of rows take
 * well under a second. Bookings are dated in the past (2020 on), one per slot,
 * so they never hold a slot a visitor could book.
 */
import { sql } from "drizzle-orm";
import type { Database } from "./client.server";

export type BulkCounts = { bookings: number; messages: number; applications: number; posts: number };

export async function seedBulkData(db: Database, counts: BulkCounts) {
  await db.execute(sql`
    insert into bookings (name, email, phone, event_date, time_slot, event_type, location, details, status, created_at)
    select
      'Bulk Client ' || i,
      'client' || i || '@bulk.test',
      '+977 98' || lpad((i % 100000000)::text, 8, '0'),
      date '2020-01-01' + (i / 9),
      (array['10:00 AM','11:00 AM','12:00 PM','1:00 PM','2:00 PM','3:00 PM','4:00 PM','5:00 PM','6:00 PM'])[1 + i % 9],
      (array['Digital Marketing & Promotion','Social Media Management','Social Impact Project','Content Creation','Digital Campaign','Youth Engagement Initiative','Brand Collaboration','Website/App Development','Other'])[1 + i % 9],
      (array['Kathmandu','Lalitpur','Bhaktapur','Pokhara','Online'])[1 + i % 5],
      case when i % 3 = 0 then 'Generated booking number ' || i else null end,
      (array['pending','confirmed','completed','cancelled'])[1 + i % 4],
      now() - make_interval(mins => i)
    from generate_series(1, ${counts.bookings}) as i`);

  await db.execute(sql`
    insert into contact_messages (name, email, subject, message, responded, created_at)
    select
      'Bulk Sender ' || i,
      'sender' || i || '@bulk.test',
      case when i % 4 = 0 then 'General Inquiry' else 'Question number ' || i end,
      'Generated message number ' || i || '. We would like to know more about your services.',
      i % 2 = 0,
      now() - make_interval(mins => i)
    from generate_series(1, ${counts.messages}) as i`);

  await db.execute(sql`
    insert into membership_applications (full_name, email, phone, age, social_media_handle, followers_count, skills, motivation, status, created_at)
    select
      'Bulk Applicant ' || i,
      'applicant' || i || '@bulk.test',
      case when i % 2 = 0 then '+977 9811' || lpad((i % 1000000)::text, 6, '0') else null end,
      18 + i % 12,
      '@bulk_applicant_' || i,
      500 + i * 7,
      array[(array['social-media-marketing','content-creation','web-design','video-editing','teaching'])[1 + i % 5]],
      'I want to join because I care about young people in Nepal and want to learn by doing. Application ' || i || '.',
      (array['pending','approved','rejected'])[1 + i % 3],
      now() - make_interval(mins => i)
    from generate_series(1, ${counts.applications}) as i`);

  await db.execute(sql`
    insert into blog_posts (title, slug, excerpt, content, author, category, published, created_at)
    select
      'Archive note ' || i,
      'archive-note-' || i,
      'A short generated note from our archive, number ' || i || '.',
      '[{"type":"paragraph","text":"Generated archive note ' || i || '."}]',
      (array['Aarohi Maharjan','Pema Sherpa','Bikash Tamang'])[1 + i % 3],
      (array['Leadership','Marketing','Community','Creativity','Growth','Vision'])[1 + i % 6],
      i % 5 <> 0,
      timestamptz '2024-01-01' - make_interval(hours => i)
    from generate_series(1, ${counts.posts}) as i`);

  // What autovacuum does to a real database within a minute of inserting
  // thousands of rows, done at once because the bench and the tests measure
  // straight away (and PGlite, or a server with autovacuum off, never does it):
  // without the visibility map every count(*) of a list page reads the whole
  // table (~10 ms for 10,000 bookings instead of ~1.5 ms), and without
  // statistics the planner guesses. Decision 0035.
  await db.execute(sql`vacuum analyze bookings, contact_messages, membership_applications, blog_posts`);
}
