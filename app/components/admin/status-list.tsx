/**
 * Pieces shared by the admin lists of what visitors send in (bookings,
 * contact messages, membership applications): the ?view=<id> dialog
 * parameter, the three skeleton rows shown while the list loads, and a
 * <time> element for their dates (the texts come from app/lib/time/instants.ts).
 */
import { useCallback, useEffect, useRef } from "react";
import {
  useLocation,
  useNavigation,
  useRevalidator,
  useSearchParams,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { Skeleton } from "~/components/ui/skeleton";
import { TableCell, TableRow } from "~/components/ui/table";
import { formatDateTime, formatLongDate } from "~/lib/time/instants";
import { VIEW_PARAM } from "~/models/pagination";

/** Skeleton rows while loading. */
export const SKELETON_ROWS = 3;

function searchWithoutView(search: string) {
  const params = new URLSearchParams(search);
  params.delete(VIEW_PARAM);
  params.sort();
  return params.toString();
}

/**
 * For a list route's `shouldRevalidate`: opening or closing a record's dialog
 * (only ?view= changes) needs no new list; everything else reloads as usual.
 */
export function revalidateUnlessOnlyViewChanged({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod && formMethod.toUpperCase() !== "GET") return defaultShouldRevalidate;
  const onlyView =
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.searchParams.get(VIEW_PARAM) !== nextUrl.searchParams.get(VIEW_PARAM) &&
    searchWithoutView(currentUrl.search) === searchWithoutView(nextUrl.search);
  return onlyView ? false : defaultShouldRevalidate;
}

/**
 * The record whose dialog is open (?view=<id>): taken from the rows on screen,
 * or from the loader when it is not on this page (a link from the dashboard).
 * An id the loader could not find is dropped from the URL (its toast says why).
 */
export function useViewedRecord<T extends { id: string }>({
  rows,
  viewed,
  viewMissing,
}: {
  rows: readonly T[];
  viewed: T | null;
  viewMissing: string | null;
}) {
  const [params, setParams] = useSearchParams();
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const viewId = params.get(VIEW_PARAM);
  const record = viewId ? (rows.find((row) => row.id === viewId) ?? (viewed?.id === viewId ? viewed : undefined)) : undefined;

  const hrefFor = useCallback(
    (id: string) => {
      const next = new URLSearchParams(params);
      next.set(VIEW_PARAM, id);
      return `?${next.toString()}`;
    },
    [params],
  );

  const close = useCallback(() => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(VIEW_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [setParams]);

  const open = useCallback(
    (id: string) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set(VIEW_PARAM, id);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  // An id neither on screen nor loaded: ask the server once; if it has no
  // such record either, drop the parameter.
  const asked = useRef<string | null>(null);
  const idle = navigation.state === "idle" && revalidator.state === "idle";
  useEffect(() => {
    if (!viewId || record || !idle) return;
    if (viewMissing === viewId || asked.current === viewId) {
      close();
      return;
    }
    asked.current = viewId;
    void revalidator.revalidate();
  }, [viewId, record, idle, viewMissing, close, revalidator]);

  return { viewId, record, hrefFor, open, close };
}

/**
 * True while this list is being replaced by another (search, filter, sort,
 * page), not when only a dialog opens or closes.
 */
export function useListLoading() {
  const navigation = useNavigation();
  const location = useLocation();
  if (navigation.state !== "loading" || !navigation.location) return false;
  if (navigation.formMethod && navigation.formMethod.toUpperCase() !== "GET") return false;
  return (
    navigation.location.pathname === location.pathname &&
    searchWithoutView(navigation.location.search) !== searchWithoutView(location.search)
  );
}

export function SkeletonRows({ columns, rows = SKELETON_ROWS }: { columns: number; rows?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <TableRow key={row} data-testid="skeleton-row" aria-hidden="true">
          {Array.from({ length: columns }, (_, column) => (
            <TableCell key={column}>
              <Skeleton className="h-5 w-full min-w-12" />
            </TableCell>
          ))}
        </TableRow>
      ))}
    </>
  );
}

/* ------------------------------------------------------------------ */
/* Dates                                                               */
/* ------------------------------------------------------------------ */

export function DateText({ value, withTime = false }: { value: Date | string; withTime?: boolean }) {
  const date = value instanceof Date ? value : new Date(value);
  return (
    <time dateTime={Number.isNaN(date.getTime()) ? undefined : date.toISOString()}>
      {withTime ? formatDateTime(date) : formatLongDate(date)}
    </time>
  );
}
