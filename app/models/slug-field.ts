/**
 * The editors' "Address (slug)" field, shared by the blog, project and case
 * study schemas (browser and server): optional (empty means "from the
 * title"), and what is typed is stored in slug form ("My Post!" is
 * "my-post"). Input that leaves no letter or digit is refused. Whether the
 * slug is free is the server's check (slugs.server.ts).
 */
import * as v from "valibot";
import { slugify } from "./slug";
import { emptyToUndefined, hasNoNul, NUL_MESSAGE, preprocess, tooLongMessage } from "./text";

/** What may be typed (the stored slug is capped shorter: MAX_SLUG_LENGTH). */
export const MAX_SLUG_INPUT = 200;

export const INVALID_SLUG_MESSAGE = "Use at least one letter or digit in the address";

export const slugField = preprocess(
  emptyToUndefined,
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(MAX_SLUG_INPUT, tooLongMessage(MAX_SLUG_INPUT)),
      v.check(hasNoNul, NUL_MESSAGE),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const slug = slugify(dataset.value);
        if (!slug) {
          addIssue({ message: INVALID_SLUG_MESSAGE });
          return NEVER;
        }
        return slug;
      }),
    ),
  ),
);
