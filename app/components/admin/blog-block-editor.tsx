import { ArrowDown, ArrowUp, Heading2, List, Pilcrow, Plus, Quote, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState, type Dispatch, type SetStateAction } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { cn } from "~/lib/utils";
import { BLOCK_EDITOR_TEXT } from "~/content/admin/blog";
import { BLOCK_TYPES, serializeContent, type Block, type BlockType } from "~/models/blog-post";

/**
 * The post body as editable blocks. A list keeps its raw text (one item per
 * line) while it is being edited, so typing a new line is never swallowed.
 */
export type DraftBlock =
  | { key: string; type: "paragraph" | "heading" | "list"; text: string }
  | { key: string; type: "quote"; text: string; author: string };

const T = BLOCK_EDITOR_TEXT;
const ICONS = { paragraph: Pilcrow, heading: Heading2, list: List, quote: Quote } as const;

/** Stored blocks -> editable drafts (keys are stable for server and browser rendering). */
export function draftsFromBlocks(blocks: readonly Block[]): DraftBlock[] {
  return blocks.map((block, index) => {
    const key = `b${index}`;
    switch (block.type) {
      case "list":
        return { key, type: "list", text: block.items.join("\n") };
      case "quote":
        return { key, type: "quote", text: block.text, author: block.author ?? "" };
      default:
        return { key, type: block.type, text: block.text };
    }
  });
}

/** Drafts -> the blocks to store: trimmed, blank blocks and blank list lines left out. */
export function blocksFromDrafts(drafts: readonly DraftBlock[]): Block[] {
  const blocks: Block[] = [];
  for (const draft of drafts) {
    if (draft.type === "list") {
      const items = draft.text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean);
      if (items.length > 0) blocks.push({ type: "list", items });
      continue;
    }
    const text = draft.text.trim();
    if (!text) continue;
    if (draft.type === "quote") {
      const author = draft.author.trim();
      blocks.push(author ? { type: "quote", text, author } : { type: "quote", text });
    } else {
      blocks.push({ type: draft.type, text });
    }
  }
  return blocks;
}

/** The value of the form's `content` field: the blocks as JSON, or "" when there is nothing to store. */
export function contentFromDrafts(drafts: readonly DraftBlock[]): string {
  const blocks = blocksFromDrafts(drafts);
  return blocks.length === 0 ? "" : serializeContent(blocks);
}

type FocusTarget = { key: string; control: "first" | "up" | "down" } | { key: null; control: "add" };

/**
 * Add, edit, reorder and remove paragraph, heading, list and quote blocks.
 * Every control is a labelled native element; moving and removing keep the
 * keyboard focus in a sensible place and are announced to screen readers.
 */
export function BlogBlockEditor({
  drafts,
  onChange,
  labelledBy,
  describedBy,
  invalid,
}: {
  drafts: DraftBlock[];
  onChange: Dispatch<SetStateAction<DraftBlock[]>>;
  /** Id of the visible "Content" label. */
  labelledBy: string;
  /** Ids of the hint and the error message. */
  describedBy?: string;
  invalid?: boolean;
}) {
  const baseId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const nextKey = useRef(0);
  const [announcement, setAnnouncement] = useState("");
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);

  useEffect(() => {
    if (!focusTarget || !containerRef.current) return;
    const root = containerRef.current;
    const find = (selector: string) => root.querySelector<HTMLElement>(selector);
    let element: HTMLElement | null = null;
    if (focusTarget.key === null) {
      element = find('[data-add="paragraph"]');
    } else {
      const block = `[data-block-key="${focusTarget.key}"]`;
      if (focusTarget.control === "first") {
        element = find(`${block} [data-block-field]`);
      } else {
        const wanted = find(`${block} [data-move="${focusTarget.control}"]`);
        const other = find(`${block} [data-move="${focusTarget.control === "up" ? "down" : "up"}"]`);
        element = wanted && !wanted.hasAttribute("disabled") ? wanted : other && !other.hasAttribute("disabled") ? other : find(`${block} [data-block-field]`);
      }
    }
    element?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const update = (key: string, change: Partial<{ text: string; author: string }>) =>
    onChange((current) => current.map((block) => (block.key === key ? ({ ...block, ...change } as DraftBlock) : block)));

  const add = (type: BlockType) => {
    const key = `n${nextKey.current++}`;
    const block: DraftBlock = type === "quote" ? { key, type, text: "", author: "" } : { key, type, text: "" };
    onChange((current) => [...current, block]);
    setAnnouncement(T.added(T.typeLabels[type], drafts.length + 1));
    setFocusTarget({ key, control: "first" });
  };

  const move = (index: number, by: -1 | 1) => {
    const target = index + by;
    if (target < 0 || target >= drafts.length) return;
    const block = drafts[index]!;
    onChange((current) => {
      const next = [...current];
      const [moved] = next.splice(index, 1);
      next.splice(target, 0, moved!);
      return next;
    });
    setAnnouncement(T.moved(T.typeLabels[block.type], target + 1));
    setFocusTarget({ key: block.key, control: by < 0 ? "up" : "down" });
  };

  const remove = (index: number) => {
    const block = drafts[index]!;
    const neighbour = drafts[index + 1] ?? drafts[index - 1];
    onChange((current) => current.filter((b) => b.key !== block.key));
    setAnnouncement(T.removed(T.typeLabels[block.type]));
    setFocusTarget(neighbour ? { key: neighbour.key, control: "first" } : { key: null, control: "add" });
  };

  return (
    <div ref={containerRef} className="space-y-3">
      <div
        role="group"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        className={cn("space-y-3 rounded-lg", invalid && "ring-2 ring-destructive/40 ring-offset-2")}
      >
        {drafts.length === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">{T.empty}</p>
        ) : (
          <ol className="space-y-3">
            {drafts.map((block, index) => {
              const position = index + 1;
              const id = `${baseId}-${block.key}`;
              const typeLabel = T.typeLabels[block.type];
              const Icon = ICONS[block.type];
              return (
                <li key={block.key} data-block-key={block.key}>
                  <div role="group" aria-labelledby={`${id}-name`} className="rounded-lg border bg-card p-3 shadow-xs">
                    <div className="mb-2 flex items-center gap-2">
                      <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
                      <p id={`${id}-name`} className="flex-1 text-sm font-medium">
                        <span className="sr-only">{T.blockName(position, typeLabel)}</span>
                        <span aria-hidden="true">
                          {position}. {typeLabel}
                        </span>
                      </p>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon-sm"
                        data-move="up"
                        disabled={index === 0}
                        aria-label={T.moveUp(position)}
                        title={T.moveUp(position)}
                        onClick={() => move(index, -1)}
                      >
                        <ArrowUp aria-hidden="true" />
                      </Button>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon-sm"
                        data-move="down"
                        disabled={index === drafts.length - 1}
                        aria-label={T.moveDown(position)}
                        title={T.moveDown(position)}
                        onClick={() => move(index, 1)}
                      >
                        <ArrowDown aria-hidden="true" />
                      </Button>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon-sm"
                        className="text-destructive hover:text-destructive"
                        aria-label={T.remove(position)}
                        title={T.remove(position)}
                        onClick={() => remove(index)}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </div>
                    <BlockFields id={id} block={block} onChange={(change) => update(block.key, change)} />
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </div>
      <div role="group" aria-label={T.addGroup} className="flex flex-wrap gap-2">
        {BLOCK_TYPES.map((type) => (
          <Button key={type} type="button" variant="outline" size="sm" data-add={type} onClick={() => add(type)}>
            <Plus aria-hidden="true" />
            {T.add[type]}
          </Button>
        ))}
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

function BlockFields({
  id,
  block,
  onChange,
}: {
  id: string;
  block: DraftBlock;
  onChange: (change: Partial<{ text: string; author: string }>) => void;
}) {
  switch (block.type) {
    case "heading":
      return (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-text`}>{T.headingText}</Label>
          <Input
            id={`${id}-text`}
            data-block-field
            value={block.text}
            onChange={(event) => onChange({ text: event.target.value })}
            className="font-semibold"
          />
        </div>
      );
    case "list":
      return (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-text`}>{T.listItems}</Label>
          <Textarea
            id={`${id}-text`}
            data-block-field
            rows={4}
            value={block.text}
            onChange={(event) => onChange({ text: event.target.value })}
          />
        </div>
      );
    case "quote":
      return (
        <div className="grid gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-text`}>{T.quoteText}</Label>
            <Textarea
              id={`${id}-text`}
              data-block-field
              rows={3}
              value={block.text}
              onChange={(event) => onChange({ text: event.target.value })}
              className="italic"
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-author`}>{T.quoteAuthor}</Label>
            <Input id={`${id}-author`} value={block.author} onChange={(event) => onChange({ author: event.target.value })} />
          </div>
        </div>
      );
    default:
      return (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-text`}>{T.paragraphText}</Label>
          <Textarea
            id={`${id}-text`}
            data-block-field
            rows={4}
            value={block.text}
            onChange={(event) => onChange({ text: event.target.value })}
          />
        </div>
      );
  }
}
