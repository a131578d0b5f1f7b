import { Plus, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { MAX_LENGTH } from "~/models/limits";
import { CASE_STUDY_MESSAGES, MAX_TAGS, addTag, removeTag } from "~/models/work";
import { WORK_TAGS_TEXT } from "~/content/admin/work";

/**
 * The case study's tags: type a tag and press Enter or the plus button. Tags
 * are trimmed; an empty or duplicate tag is ignored. Each tag has a remove
 * button. Changes are announced to screen readers. The tags are posted as
 * repeated hidden `name` fields.
 */
export function WorkTagInput({
  name,
  label = WORK_TAGS_TEXT.label,
  initialTags,
  errors,
  onChange,
}: {
  name: string;
  label?: string;
  initialTags: string[];
  errors?: string[];
  onChange?: (tags: string[]) => void;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [tags, setTags] = useState<string[]>(initialTags);
  const [draft, setDraft] = useState("");
  const [announcement, setAnnouncement] = useState("");

  const update = (next: string[]) => {
    setTags(next);
    onChange?.(next);
  };

  const add = () => {
    const trimmed = draft.trim();
    if (trimmed === "") {
      setDraft("");
      return;
    }
    if (tags.includes(trimmed)) {
      setAnnouncement(WORK_TAGS_TEXT.announceDuplicate(trimmed));
      setDraft("");
      return;
    }
    if (tags.length >= MAX_TAGS) {
      setAnnouncement(CASE_STUDY_MESSAGES.tooManyTags);
      return;
    }
    update(addTag(tags, trimmed));
    setDraft("");
    setAnnouncement(WORK_TAGS_TEXT.announceAdded(trimmed));
  };

  const remove = (tag: string) => {
    update(removeTag(tags, tag));
    setAnnouncement(WORK_TAGS_TEXT.announceRemoved(tag));
    inputRef.current?.focus();
  };

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const hasErrors = errors && errors.length > 0;

  return (
    <div className="grid gap-2" data-slot="field">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          id={id}
          value={draft}
          maxLength={MAX_LENGTH.tag}
          placeholder={WORK_TAGS_TEXT.placeholder}
          aria-describedby={[hintId, hasErrors ? errorId : ""].filter(Boolean).join(" ")}
          aria-invalid={hasErrors || undefined}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="outline" size="icon" onClick={add} aria-label={WORK_TAGS_TEXT.add}>
          <Plus aria-hidden="true" />
        </Button>
      </div>
      <p id={hintId} className="text-sm text-muted-foreground">
        {WORK_TAGS_TEXT.hint}
      </p>
      {tags.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={WORK_TAGS_TEXT.added}>
          {tags.map((tag) => (
            <li key={tag}>
              <Badge variant="secondary" size="tag">
                {tag}
                <button
                  type="button"
                  className="rounded-sm p-0.5 hover:bg-background/60 focus-visible:outline-2 focus-visible:outline-ring"
                  aria-label={WORK_TAGS_TEXT.remove(tag)}
                  onClick={() => remove(tag)}
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
      {tags.map((tag) => (
        <input key={tag} type="hidden" name={name} value={tag} />
      ))}
      {hasErrors && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {errors.join(" ")}
        </p>
      )}
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
