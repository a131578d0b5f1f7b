/**
 * A single-date month calendar (spec: "a single-date calendar"), ours
 * rather than react-day-picker + date-fns (decision 31): the date logic is
 * string arithmetic on Nepal's "yyyy-MM-dd" days (lib/month-calendar.ts), so
 * the server and the browser draw the same grid and no date library loads.
 *
 * The WAI-ARIA APG date picker grid: a table with role="grid" labelled by
 * the month caption, one tab stop among the days (roving tabindex), arrows
 * by day/week, Home/End to the week's ends, PageUp/PageDown by month (Shift:
 * by year), Enter/Space choose. The chosen day's cell is aria-selected.
 * Days that cannot be chosen are disabled buttons, so they are skipped by
 * the keyboard and announced as unavailable.
 */
import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { buttonVariants } from "~/components/ui/button";
import { CALENDAR_TEXT as T } from "~/content/calendar";
import { addMonthsToDateString, formatMonthYear, weekdayNames } from "~/lib/time/calendar";
import {
  canShowMonth,
  dayLabel,
  isMoveKey,
  monthOf,
  monthWeeks,
  moveFocus,
  tabStopDay,
  type DayRules,
} from "~/lib/month-calendar";
import { cn } from "~/lib/utils";

export type CalendarProps = {
  /** The chosen day, "yyyy-MM-dd", or "" for none. */
  selected: string;
  onSelect: (day: string) => void;
  /** Any day of the month shown. */
  month: string;
  onMonthChange: (month: string) => void;
  /** First and last day that can be chosen; the months between them can be shown. */
  min: string;
  max: string;
  /** Today's day in Nepal, marked in the grid. */
  today: string;
  /** Days inside the window that cannot be chosen (fully booked). */
  unavailable?: readonly string[];
  className?: string;
};

const WEEKDAYS_LONG = weekdayNames("long");

export function Calendar({ selected, onSelect, month, onMonthChange, min, max, today, unavailable, className }: CalendarProps) {
  const captionId = useId();
  const gridRef = useRef<HTMLTableElement>(null);
  const [focused, setFocused] = useState<string | undefined>();
  // Set by a key press, so the focus follows the keyboard but never jumps on its own.
  const moveFocusPending = useRef(false);

  const rules: DayRules = useMemo(() => ({ min, max, unavailable: new Set(unavailable) }), [min, max, unavailable]);
  const weeks = useMemo(() => monthWeeks(month, rules), [month, rules]);
  const tabStop = tabStopDay(month, rules, [focused, selected, today]);
  const previous = addMonthsToDateString(monthOf(month), -1);
  const next = addMonthsToDateString(monthOf(month), 1);
  const canPrevious = canShowMonth(previous, rules);
  const canNext = canShowMonth(next, rules);

  useEffect(() => {
    if (!moveFocusPending.current || !focused) return;
    moveFocusPending.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`button[data-day="${focused}"]`)?.focus();
  }, [focused, month]);

  function onKeyDown(event: React.KeyboardEvent<HTMLButtonElement>, day: string) {
    if (!isMoveKey(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const to = moveFocus(day, event.key, rules, event.shiftKey);
    // At the window's edge nothing changes, and no focus may be left pending for a later render.
    if (to === day) return;
    moveFocusPending.current = true;
    setFocused(to);
    if (monthOf(to) !== monthOf(month)) onMonthChange(monthOf(to));
  }

  const navButton = cn(
    buttonVariants({ variant: "ghost", size: "icon" }),
    // size-9 (the icon size) is the cells' size, --cell-size.
    "p-0 select-none aria-disabled:pointer-events-none aria-disabled:opacity-50",
  );

  return (
    <div data-slot="calendar" className={cn("group/calendar w-fit bg-background p-3 [--cell-size:--spacing(9)]", className)}>
      <div className="relative flex flex-col gap-4">
        <div className="absolute inset-x-0 top-0 flex w-full items-center justify-between gap-1">
          {/* aria-disabled rather than disabled: a button that has just reached the window's end keeps the focus. */}
          <button
            type="button"
            className={navButton}
            aria-label={T.previousMonth}
            aria-disabled={!canPrevious || undefined}
            onClick={() => canPrevious && onMonthChange(previous)}
          >
            <ChevronLeftIcon aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            className={navButton}
            aria-label={T.nextMonth}
            aria-disabled={!canNext || undefined}
            onClick={() => canNext && onMonthChange(next)}
          >
            <ChevronRightIcon aria-hidden="true" className="size-4" />
          </button>
        </div>
        <div className="flex w-full flex-col gap-4">
          <div className="flex h-(--cell-size) w-full items-center justify-center px-(--cell-size)">
            <span id={captionId} role="status" aria-live="polite" className="text-sm font-medium select-none">
              {formatMonthYear(monthOf(month))}
            </span>
          </div>
          <table ref={gridRef} role="grid" aria-labelledby={captionId} className="w-full border-collapse">
            <thead>
              <tr className="flex">
                {WEEKDAYS_LONG.map((name) => (
                  <th
                    key={name}
                    scope="col"
                    aria-label={name}
                    className="flex-1 rounded-md text-[0.8rem] font-normal text-muted-foreground select-none"
                  >
                    {name.slice(0, 2)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week[0]!.day} className="mt-2 flex w-full">
                  {week.map(({ day, date, outside, disabled }) => {
                    const isSelected = day === selected;
                    const isToday = day === today;
                    return (
                      <td
                        key={day}
                        role="gridcell"
                        aria-selected={isSelected || undefined}
                        className={cn(
                          "group/day relative aspect-square h-full w-full p-0 text-center select-none",
                          outside && "text-muted-foreground",
                          disabled && "text-muted-foreground opacity-50",
                        )}
                      >
                        <button
                          type="button"
                          data-day={day}
                          data-selected={isSelected || undefined}
                          data-today={isToday || undefined}
                          data-outside={outside || undefined}
                          tabIndex={day === tabStop ? 0 : -1}
                          disabled={disabled}
                          aria-label={dayLabel(day, { today: isToday, selected: isSelected })}
                          onClick={() => {
                            setFocused(day);
                            onSelect(day);
                          }}
                          onKeyDown={(event) => onKeyDown(event, day)}
                          className={cn(
                            "flex aspect-square size-auto w-full min-w-(--cell-size) items-center justify-center rounded-md text-sm leading-none transition-colors outline-none focus-visible:relative focus-visible:z-10 focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none",
                            // Exactly one look per state: classes are joined, not merged (decision 0032).
                            isSelected
                              ? "bg-primary font-normal text-primary-foreground hover:bg-primary/90"
                              : isToday
                                ? "bg-accent font-semibold text-accent-foreground hover:bg-muted hover:text-foreground"
                                : "font-normal hover:bg-muted hover:text-foreground",
                            disabled && "line-through",
                          )}
                        >
                          {date}
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </div>
  );
}
