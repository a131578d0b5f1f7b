/**
 * How the blog list's loader reads its URL (?q=&category=&page=). Kept apart
 * from blog-list.ts so the schema library stays out of the page's browser code.
 */
import * as v from "valibot";
import { ALL_CATEGORIES } from "./blog-categories";
import { MAX_LENGTH } from "./limits";
import { fields, preprocess, toNumberInput } from "./text";

/** Repeated parameters: the last one wins (a button's value comes after the hidden current value). */
const lastValue = (value: unknown) => (Array.isArray(value) ? value[value.length - 1] : value);

const cleanText = (max: number) => (value: unknown) => {
  const s = lastValue(value);
  if (typeof s !== "string") return "";
  return s.replace(/\u0000/g, "").trim().slice(0, max).trim();
};

/**
 * ?q= search text, ?category= (absent, empty or "All" means every category),
 * ?page= (1-based). Tampered values fall back to defaults, never an error.
 */
export const blogListQuerySchema = fields({
  q: v.fallback(preprocess(cleanText(MAX_LENGTH.search), v.string()), ""),
  category: v.fallback(
    v.pipe(
      preprocess(cleanText(MAX_LENGTH.category), v.string()),
      v.transform((c: string) => (c === "" || c === ALL_CATEGORIES ? undefined : c)),
    ),
    undefined,
  ),
  page: v.fallback(
    preprocess((value) => toNumberInput(lastValue(value)), v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(1_000_000))),
    1,
  ),
});
export type BlogListQuery = v.InferOutput<typeof blogListQuerySchema>;
