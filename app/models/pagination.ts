/**
 * Query parameters of the admin lists: ?page=&pageSize=&q=&sort=&dir=.
 * A bad or tampered value falls back to its default instead of failing, so a
 * list page never errors on its own URL.
 */
import * as v from "valibot";
import { fields, preprocess, toNumberInput } from "./text";
import { MAX_LENGTH } from "./limits";

/** The list URL parameter naming the record whose dialog is open (?view=<id>). */
export const VIEW_PARAM = "view";

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 25;

// Made once: building an Intl formatter costs far more than using one, and a list renders many counts.
const countFormat = new Intl.NumberFormat("en-US");

/** A count as the admin screens show it, e.g. "10,000". */
export const formatCount = (n: number) => countFormat.format(n);

export const SORT_DIRECTIONS = ["asc", "desc"] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const MAX_SEARCH_LENGTH = MAX_LENGTH.search;

/** Repeated parameters: the last one wins. */
const lastValue = (value: unknown) => (Array.isArray(value) ? value[value.length - 1] : value);

export type ListQueryOptions<K extends string> = {
  /** The columns this list may be sorted by. */
  sortKeys: readonly [K, ...K[]];
  defaultSort: NoInfer<K>;
  /** Defaults to "desc" (lists are newest first). */
  defaultDir?: SortDirection;
};

export function createListQuerySchema<K extends string>({
  sortKeys,
  defaultSort,
  defaultDir = "desc",
}: ListQueryOptions<K>) {
  return fields({
    page: v.fallback(
      preprocess((value) => toNumberInput(lastValue(value)), v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(1_000_000))),
      1,
    ),
    pageSize: v.fallback(
      preprocess(
        (value) => toNumberInput(lastValue(value)),
        v.pipe(v.number(), v.check((n: number) => (PAGE_SIZES as readonly number[]).includes(n))),
      ),
      DEFAULT_PAGE_SIZE,
    ) as unknown as v.GenericSchema<unknown, PageSize>,
    q: v.fallback(
      preprocess(
        (value) => {
          const s = lastValue(value);
          return typeof s === "string" ? s : "";
        },
        v.pipe(
          v.string(),
          v.transform((s: string) =>
            s
              .replace(/\u0000/g, "")
              .trim()
              .slice(0, MAX_SEARCH_LENGTH)
              .trim(),
          ),
        ),
      ),
      "",
    ),
    sort: v.fallback(preprocess(lastValue, v.picklist(sortKeys)), defaultSort) as unknown as v.GenericSchema<unknown, K>,
    dir: v.fallback(preprocess(lastValue, v.picklist(SORT_DIRECTIONS)), defaultDir),
  });
}

export type ListQuery<K extends string = string> = {
  page: number;
  pageSize: PageSize;
  q: string;
  sort: K;
  dir: SortDirection;
};

/** URLSearchParams -> a plain object for the schema (repeated keys become arrays). */
export function searchParamsToObject(params: URLSearchParams): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    result[key] = all.length === 1 ? all[0] : all;
  }
  return result;
}

/** Number of pages for `total` rows; at least 1 so "Page 1 of 1" reads right. */
export function pageCount(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || total <= 0 || !Number.isFinite(pageSize) || pageSize <= 0) return 1;
  return Math.ceil(total / pageSize);
}

/** Row offset of a 1-based page. */
export const pageOffset = (page: number, pageSize: number) => (Math.max(1, page) - 1) * pageSize;
