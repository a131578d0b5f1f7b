/**
 * What changed between a revision of a post and the post as it is now, as
 * the History dialog shows it: for each restorable field that differs, the
 * text in pieces marked removed (only in the revision), added (only in the
 * current post) or kept. Texts are compared word by word (the `diff`
 * library); the content is compared as readable text (one block after
 * another, headings, list items and quotes marked as such), never as JSON.
 * Computed on the server, so the library never reaches the browser.
 */
import { diffWordsWithSpace } from "diff";
import { REVISION_DIFF_TEXT as T } from "~/content/admin/blog-history";
import { parseContent, type Block } from "~/models/blog-post";
import { RESTORED_FIELDS, type RevisionSnapshot } from "./blog-revisions.server";

export type DiffPart = { value: string; added?: boolean; removed?: boolean };
export type FieldDiff = { field: (typeof RESTORED_FIELDS)[number]; parts: DiffPart[] };

type Comparable = Pick<RevisionSnapshot, (typeof RESTORED_FIELDS)[number]>;

/** Past this many changed words a comparison gives up and shows the old and new text whole. */
const MAX_EDIT_LENGTH = 5000;

function blockText(block: Block): string {
  switch (block.type) {
    case "paragraph":
      return block.text;
    case "heading":
      return `${T.heading} ${block.text}`;
    case "list":
      return block.items.map((item) => `${T.listItem} ${item}`).join("\n");
    case "quote":
      return block.author ? `${T.quote(block.text)} ${T.quoteBy(block.author)}` : T.quote(block.text);
  }
}

/** The post's content as a person reads it. */
export function readableContent(content: string): string {
  return parseContent(content).map(blockText).join("\n\n");
}

function fieldText(field: (typeof RESTORED_FIELDS)[number], value: Comparable): string {
  switch (field) {
    case "content":
      return readableContent(value.content);
    case "imageDecorative":
      return value.imageDecorative ? T.yes : T.no;
    case "imageUrl":
      return value.imageUrl ?? "";
    case "imageAlt":
      return value.imageAlt ?? "";
    default:
      return value[field];
  }
}

function wordParts(before: string, after: string): DiffPart[] {
  const changes = diffWordsWithSpace(before, after, { maxEditLength: MAX_EDIT_LENGTH });
  if (!changes) {
    return [
      ...(before ? [{ value: before, removed: true }] : []),
      ...(after ? [{ value: after, added: true }] : []),
    ];
  }
  return changes.map((c) => ({ value: c.value, ...(c.added ? { added: true } : {}), ...(c.removed ? { removed: true } : {}) }));
}

/** The fields that differ between `revision` (before) and `current` (after), in the editor's order. */
export function revisionDiff(revision: Comparable, current: Comparable): FieldDiff[] {
  const diffs: FieldDiff[] = [];
  for (const field of RESTORED_FIELDS) {
    const before = fieldText(field, revision);
    const after = fieldText(field, current);
    if (before === after) continue;
    // A choice or an address changes whole; words are compared word by word.
    const whole = field === "category" || field === "imageUrl" || field === "imageDecorative";
    diffs.push({
      field,
      parts: whole
        ? [...(before ? [{ value: before, removed: true }] : []), ...(after ? [{ value: after, added: true }] : [])]
        : wordParts(before, after),
    });
  }
  return diffs;
}
