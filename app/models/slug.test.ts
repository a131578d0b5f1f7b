import { describe, expect, it } from "vitest";
import { MAX_SLUG_LENGTH, normalizeSlugParam, slugify, slugOrFallback, slugPath } from "./slug";

describe("slugify", () => {
  it("turns a Latin title into lower-case words joined by single hyphens", () => {
    expect(slugify("Shooting in Monsoon Light")).toBe("shooting-in-monsoon-light");
    expect(slugify("  Hello,   World!  ")).toBe("hello-world");
    expect(slugify("5 Tips for 2026: Reels & Stories")).toBe("5-tips-for-2026-reels-stories");
  });

  it("drops punctuation, apostrophes and Latin accents", () => {
    expect(slugify("Don't stop — it’s “Dashain”…")).toBe("dont-stop-its-dashain");
    expect(slugify("Café à la Thamel")).toBe("cafe-a-la-thamel");
    expect(slugify("ÉCOLE / Straße")).toBe("ecole-straße");
    expect(slugify("a/b\\c?d#e%f.g")).toBe("a-b-c-d-e-f-g");
    expect(slugify("--already-a-slug--")).toBe("already-a-slug");
  });

  it("keeps Nepali (Devanagari) letters with their vowel signs, and drops the danda", () => {
    expect(slugify("नेपाली शीर्षक")).toBe("नेपाली-शीर्षक");
    expect(slugify("हाम्रो काम। २०८१ को कथा")).toBe("हाम्रो-काम-२०८१-को-कथा");
    // Mixed scripts stay together.
    expect(slugify("Dashain दशैं 2026")).toBe("dashain-दशैं-2026");
  });

  it("gives nothing for a title without letters or digits (emoji, punctuation, blank)", () => {
    expect(slugify("")).toBe("");
    expect(slugify("   ")).toBe("");
    expect(slugify("🎉🎉 🚀")).toBe("");
    expect(slugify("!!! ??? ...")).toBe("");
    expect(slugOrFallback("blog", "🎉")).toBe("post");
    expect(slugOrFallback("project", "—")).toBe("project");
    expect(slugOrFallback("case-study", "")).toBe("case-study");
    expect(slugOrFallback("blog", "Hello 🎉")).toBe("hello");
  });

  it("is idempotent: a slug slugifies to itself", () => {
    for (const title of ["Shooting in Monsoon Light", "नेपाली शीर्षक", "Café à la Thamel", "x".repeat(200)]) {
      const slug = slugify(title);
      expect(slugify(slug)).toBe(slug);
    }
  });

  it(`caps a long title at ${MAX_SLUG_LENGTH} code points without a trailing hyphen`, () => {
    const slug = slugify("word ".repeat(40));
    expect(Array.from(slug).length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(slug.endsWith("-")).toBe(false);
    expect(Array.from(slugify("क".repeat(100))).length).toBe(MAX_SLUG_LENGTH);
  });

  it("builds percent-encoded public paths and reads route parameters back", () => {
    expect(slugPath.blog("hello-world")).toBe("/blog/hello-world");
    expect(slugPath.project("नेपाल")).toBe("/work/project/%E0%A4%A8%E0%A5%87%E0%A4%AA%E0%A4%BE%E0%A4%B2");
    expect(slugPath["case-study"]("a-b")).toBe("/work/case-study/a-b");
    expect(normalizeSlugParam(" Hello-World ")).toBe("hello-world");
    expect(normalizeSlugParam("नेपाल".normalize("NFD"))).toBe("नेपाल");
  });
});
