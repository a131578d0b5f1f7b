import { Star } from "lucide-react";
import { useId, useState } from "react";
import { cn } from "~/lib/utils";
import { RATINGS } from "~/models/work-display";

/**
 * A 1-5 star rating: native radio buttons (one group, so arrow keys move the
 * choice and it works before JavaScript loads), drawn as clickable stars.
 */
export function WorkStarRating({
  name,
  legend = "Rating",
  defaultValue,
  errors,
  onChange,
}: {
  name: string;
  legend?: string;
  defaultValue: number;
  errors?: string[];
  onChange?: (value: number) => void;
}) {
  const id = useId();
  const [value, setValue] = useState(defaultValue);
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value;
  const hasErrors = errors && errors.length > 0;
  const errorId = `${id}-error`;

  return (
    <fieldset className="grid gap-2" aria-describedby={hasErrors ? errorId : undefined}>
      <legend className="mb-2 text-sm leading-none font-medium">{legend}</legend>
      <div className="flex items-center gap-1" onMouseLeave={() => setHover(null)}>
        {RATINGS.map((rating) => {
          const inputId = `${id}-${rating}`;
          return (
            <span key={rating} className="relative">
              <input
                type="radio"
                id={inputId}
                name={name}
                value={rating}
                defaultChecked={rating === defaultValue}
                className="peer sr-only"
                onChange={() => {
                  setValue(rating);
                  onChange?.(rating);
                }}
              />
              <label
                htmlFor={inputId}
                className="block cursor-pointer rounded-sm p-1 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-ring"
                onMouseEnter={() => setHover(rating)}
              >
                <Star
                  aria-hidden="true"
                  className={cn(
                    "size-7 transition-colors",
                    rating <= shown ? "fill-amber-400 text-amber-500" : "fill-transparent text-muted-foreground",
                  )}
                />
                <span className="sr-only">{rating === 1 ? "1 star" : `${rating} stars`}</span>
              </label>
            </span>
          );
        })}
        <span className="ml-2 text-sm text-muted-foreground" aria-hidden="true">
          {value} / {RATINGS.length}
        </span>
      </div>
      {hasErrors && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {errors.join(" ")}
        </p>
      )}
    </fieldset>
  );
}
