import { Search } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useNavigationType } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { useHydrated } from "~/hooks/use-hydrated";
import { blogListCopy } from "~/content/blog";
import { ALL_CATEGORIES } from "~/models/blog-categories";
import { BLOG_TEXT } from "~/content/blog";
import { blogListHref } from "~/models/blog-list";

/** Typing pauses this long before the list follows. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The blog's search box and category buttons. It is a GET form on /blog, so
 * it works without JavaScript (Enter searches, a category button filters);
 * with JavaScript the list follows the typing (debounced, replacing the
 * history entry) and a category click navigates at once.
 */
export function BlogFilters({
  q,
  category,
  categories,
}: {
  q: string;
  /** The selected category; undefined means All. */
  category: string | undefined;
  categories: string[];
}) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [text, setText] = useState(q);
  // The search we asked for last; a different q in the URL (back button, a link) wins over the box.
  const lastSent = useRef(q);

  useEffect(() => () => clearTimeout(timer.current), []);
  const navigationType = useNavigationType();
  useEffect(() => {
    // The box's own searches replace the history entry. Their answers never
    // overwrite the box: a late answer for "k" must not undo "kritik" typed
    // meanwhile. Back/forward (POP) and links (PUSH) set the box from the URL.
    if (navigationType === "REPLACE") return;
    if (q !== lastSent.current) {
      lastSent.current = q;
      setText(q);
    }
  }, [q, navigationType]);

  const go = (next: { q: string; category: string | undefined }, replace: boolean) => {
    clearTimeout(timer.current);
    const nextQ = next.q.trim();
    lastSent.current = nextQ;
    void navigate(blogListHref({ q: nextQ, category: next.category }), { replace, preventScrollReset: true });
  };

  const selected = category ?? ALL_CATEGORIES;

  return (
    <form
      method="get"
      action="/blog"
      role="search"
      data-hydrated={hydrated ? "true" : "false"}
      aria-label={blogListCopy.searchLabel}
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        if (submitter?.dataset.category !== undefined) {
          // A category button: a new view of the list, with its own history entry.
          const value = submitter.value === ALL_CATEGORIES ? undefined : submitter.value;
          go({ q: inputRef.current?.value ?? text, category: value }, false);
        } else {
          go({ q: inputRef.current?.value ?? text, category }, true);
        }
      }}
    >
      <div className="mx-auto flex max-w-2xl gap-2">
        <div className="relative flex-1">
          <label htmlFor="blog-search" className="sr-only">
            {blogListCopy.searchLabel}
          </label>
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            ref={inputRef}
            id="blog-search"
            type="search"
            name="q"
            value={text}
            maxLength={200}
            placeholder={BLOG_TEXT.searchPlaceholder}
            autoComplete="off"
            fieldSize="lg"
            className="pl-9"
            onChange={(event) => {
              const value = event.target.value;
              setText(value);
              clearTimeout(timer.current);
              timer.current = setTimeout(() => go({ q: value, category }, true), SEARCH_DEBOUNCE_MS);
            }}
          />
        </div>
        {/* The first submit button, the one Enter uses: it keeps the current category. */}
        <Button type="submit" name="category" value={selected} size="xl" variant="outline">
          {blogListCopy.searchButton}
        </Button>
      </div>
      <div role="group" aria-label={blogListCopy.filterLabel} className="flex flex-wrap justify-center gap-2">
        {categories.map((c) => {
          const active = c === selected;
          return (
            <Button
              key={c}
              type="submit"
              name="category"
              value={c}
              data-category=""
              size="pill"
              variant={active ? "default" : "outline"}
              aria-pressed={active}
            >
              {c}
            </Button>
          );
        })}
      </div>
    </form>
  );
}
