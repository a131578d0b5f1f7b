import * as React from "react";
import {
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronUpIcon,
} from "lucide-react";
import {
  DateLib,
  DayPicker,
  getDefaultClassNames,
  type DateLibOptions,
  type Modifiers,
  type ChevronProps,
  type DayButtonProps,
  type RootProps,
} from "react-day-picker";

import { cn } from "~/lib/utils";
import { buttonVariants } from "~/components/ui/button";

/**
 * A month calendar built on react-day-picker. Props pass straight through, so
 * use it as `<Calendar mode="single" selected={date} onSelect={setDate} />`.
 * Navigation buttons keep DayPicker's accessible labels ("Go to the Previous
 * Month" / "Go to the Next Month"), and every day is a labelled button.
 */

/**
 * A day button's name starts with the number it shows ("24, Tuesday 24
 * November 2026"), so a person using voice control can say what they see
 * (axe `label-content-name-mismatch`: DayPicker's own "Tuesday, November
 * 24th, 2026" does not contain "24" as a word).
 */
export function labelDayButton(date: Date, modifiers: Modifiers, options?: DateLibOptions, dateLib?: DateLib): string {
  const lib = dateLib ?? new DateLib(options);
  let label = `${lib.format(date, "d")}, ${lib.format(date, "EEEE d MMMM yyyy")}`;
  if (modifiers.today) label = `${label}, today`;
  if (modifiers.selected) label = `${label}, selected`;
  return label;
}

function Calendar({
  className,
  classNames,
  showOutsideDays = true,
  captionLayout = "label",
  components,
  labels,
  ...props
}: React.ComponentProps<typeof DayPicker>) {
  const defaults = getDefaultClassNames();
  const navButton = cn(
    buttonVariants({ variant: "ghost", size: "icon" }),
    "size-(--cell-size) p-0 select-none aria-disabled:pointer-events-none aria-disabled:opacity-50",
  );

  return (
    <DayPicker
      showOutsideDays={showOutsideDays}
      captionLayout={captionLayout}
      className={cn("group/calendar bg-background p-3 [--cell-size:--spacing(9)]", className)}
      classNames={{
        root: cn("w-fit", defaults.root),
        months: cn("relative flex flex-col gap-4 md:flex-row", defaults.months),
        month: cn("flex w-full flex-col gap-4", defaults.month),
        nav: cn(
          "absolute inset-x-0 top-0 flex w-full items-center justify-between gap-1",
          defaults.nav,
        ),
        button_previous: cn(navButton, defaults.button_previous),
        button_next: cn(navButton, defaults.button_next),
        month_caption: cn(
          "flex h-(--cell-size) w-full items-center justify-center px-(--cell-size)",
          defaults.month_caption,
        ),
        dropdowns: cn(
          "flex h-(--cell-size) w-full items-center justify-center gap-1.5 text-sm font-medium",
          defaults.dropdowns,
        ),
        dropdown_root: cn(
          "relative rounded-md border border-input shadow-xs has-focus-visible:border-ring has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50",
          defaults.dropdown_root,
        ),
        dropdown: cn("absolute inset-0 bg-popover opacity-0", defaults.dropdown),
        caption_label: cn(
          "font-medium select-none",
          captionLayout === "label"
            ? "text-sm"
            : "flex h-8 items-center gap-1 rounded-md pr-1 pl-2 text-sm [&>svg]:size-3.5 [&>svg]:text-muted-foreground",
          defaults.caption_label,
        ),
        month_grid: cn("w-full border-collapse", defaults.month_grid),
        weekdays: cn("flex", defaults.weekdays),
        weekday: cn(
          "flex-1 rounded-md text-[0.8rem] font-normal text-muted-foreground select-none",
          defaults.weekday,
        ),
        week: cn("mt-2 flex w-full", defaults.week),
        week_number_header: cn("w-(--cell-size) select-none", defaults.week_number_header),
        week_number: cn("text-[0.8rem] text-muted-foreground select-none", defaults.week_number),
        day: cn(
          "group/day relative aspect-square h-full w-full p-0 text-center select-none",
          defaults.day,
        ),
        range_start: cn("rounded-l-md bg-accent", defaults.range_start),
        range_middle: cn("rounded-none", defaults.range_middle),
        range_end: cn("rounded-r-md bg-accent", defaults.range_end),
        today: defaults.today,
        outside: cn("text-muted-foreground", defaults.outside),
        disabled: cn("text-muted-foreground opacity-50", defaults.disabled),
        hidden: cn("invisible", defaults.hidden),
        ...classNames,
      }}
      labels={{ labelDayButton, ...labels }}
      components={{
        Root: CalendarRoot,
        Chevron: CalendarChevron,
        DayButton: CalendarDayButton,
        ...components,
      }}
      {...props}
    />
  );
}

function CalendarRoot({ className, rootRef, ...props }: RootProps) {
  return <div data-slot="calendar" ref={rootRef} className={className} {...props} />;
}

function CalendarChevron({
  className,
  orientation,
  size: _size,
  disabled: _disabled,
  ...props
}: ChevronProps) {
  const Icon =
    orientation === "left"
      ? ChevronLeftIcon
      : orientation === "right"
        ? ChevronRightIcon
        : orientation === "up"
          ? ChevronUpIcon
          : ChevronDownIcon;
  return <Icon aria-hidden="true" className={cn("size-4", className)} {...props} />;
}

function CalendarDayButton({ className, day, modifiers, ...props }: DayButtonProps) {
  const ref = React.useRef<HTMLButtonElement>(null);

  // DayPicker moves focus by re-rendering with a new `focused` day.
  React.useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);

  const inRange = modifiers.range_start || modifiers.range_middle || modifiers.range_end;
  const selectedEnd =
    modifiers.selected && (!inRange || modifiers.range_start || modifiers.range_end);

  return (
    <button
      ref={ref}
      data-day={day.isoDate}
      data-selected={modifiers.selected || undefined}
      data-today={modifiers.today || undefined}
      className={cn(
        "flex aspect-square size-auto w-full min-w-(--cell-size) items-center justify-center rounded-md text-sm leading-none font-normal transition-colors outline-none hover:bg-muted hover:text-foreground focus-visible:relative focus-visible:z-10 focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none",
        modifiers.today && !modifiers.selected && "bg-accent font-semibold text-accent-foreground",
        modifiers.range_middle && "rounded-none bg-accent text-accent-foreground",
        selectedEnd &&
          "bg-primary text-primary-foreground hover:bg-primary/90 hover:text-primary-foreground",
        modifiers.disabled && "line-through",
        className,
      )}
      {...props}
    />
  );
}

export { Calendar, CalendarDayButton };
