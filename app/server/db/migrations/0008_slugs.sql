-- Readable addresses (issue 17): every existing post, project and case study
-- gets a unique slug from its title, in place, before the column becomes NOT
-- NULL. The rule is app/models/slug.ts's slugify, in SQL: lower case, Latin
-- accents dropped, apostrophes dropped, any run of other characters one
-- hyphen, at most 80 characters. Kept letters: a-z, digits, Latin-1 and
-- Latin Extended letters, lower-case Greek and Cyrillic, and Devanagari
-- letters, vowel signs and digits (not the danda), so a Nepali title keeps its
-- words. A title with none of these (emoji only) gets the kind's word ("post",
-- "project", "case-study"). The oldest row keeps a shared slug; later ones get
-- "-2", "-3"... (cut so the whole stays within 80), skipping any slug already
-- used or recorded as an old address. PL/pgSQL runs on PGlite and PostgreSQL.
DO $$
DECLARE
  t record;
  r record;
  base text;
  candidate text;
  suffix text;
  n integer;
  taken boolean;
BEGIN
  FOR t IN
    SELECT * FROM (VALUES
      ('blog_posts', 'blog', 'post'),
      ('featured_projects', 'project', 'project'),
      ('case_studies', 'case-study', 'case-study')
    ) AS v(tbl, kind, fallback)
  LOOP
    FOR r IN EXECUTE format('SELECT id, title FROM %I WHERE slug IS NULL ORDER BY created_at, id', t.tbl) LOOP
      base := normalize(regexp_replace(normalize(lower(r.title), NFKD), '[\u0300-\u036f]', '', 'g'), NFC);
      base := regexp_replace(base, '[''\u2019]', '', 'g');
      base := regexp_replace(
        base,
        '[^a-z0-9\u00df-\u00f6\u00f8-\u024f\u03ac-\u03ce\u0430-\u045f\u0900-\u0963\u0966-\u096f\u0971-\u097f]+',
        '-',
        'g'
      );
      base := rtrim(left(trim(both '-' from base), 80), '-');
      IF base = '' THEN
        base := t.fallback;
      END IF;
      candidate := base;
      n := 1;
      LOOP
        EXECUTE format(
          'SELECT EXISTS (SELECT 1 FROM %I WHERE slug = $1) OR EXISTS (SELECT 1 FROM slug_redirects WHERE kind = $2 AND slug = $1)',
          t.tbl
        ) INTO taken USING candidate, t.kind;
        EXIT WHEN NOT taken;
        n := n + 1;
        suffix := '-' || n;
        candidate := rtrim(left(base, 80 - length(suffix)), '-') || suffix;
      END LOOP;
      EXECUTE format('UPDATE %I SET slug = $1 WHERE id = $2', t.tbl) USING candidate, r.id;
    END LOOP;
  END LOOP;
END $$;
--> statement-breakpoint
ALTER TABLE "blog_posts" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "case_studies" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "featured_projects" ALTER COLUMN "slug" SET NOT NULL;
