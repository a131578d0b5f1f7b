/**
 * How the blog list's loader reads its URL (?q=&category=&page=). Kept apart
 * from blog-list.ts so the schema library stays out of the page's browser code.
 */
import { z } from "zod";
import { ALL_CATEGORIES } from "./blog-categories";
import { MAX_LENGTH } from "./limits";
import { toNumberInput } from "./text";

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
export const blogListQuerySchema = z.object({
  q: z.preprocess(cleanText(MAX_LENGTH.search), z.string()).catch(""),
  category: z
    .preprocess(cleanText(MAX_LENGTH.category), z.string())
    .transform((c) => (c === "" || c === ALL_CATEGORIES ? undefined : c))
    .catch(undefined),
  page: z.preprocess((v) => toNumberInput(lastValue(v)), z.number().int().min(1).max(1_000_000)).catch(1),
});
export type BlogListQuery = z.infer<typeof blogListQuerySchema>;
