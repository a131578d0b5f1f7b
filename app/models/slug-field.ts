/**
 * The editors' "Address (slug)" field, shared by the blog, project and case
 * study schemas (browser and server): optional (empty means "from the
 * title"), and what is typed is stored in slug form ("My Post!" is
 * "my-post"). Input that leaves no letter or digit is refused. Whether the
 * slug is free is the server's check (slugs.server.ts).
 */
import { z } from "zod";
import { SLUG_TEXT } from "~/content/admin/slug";
import { slugify } from "./slug";
import { emptyToUndefined, hasNoNul, NUL_MESSAGE, tooLongMessage } from "./text";

/** What may be typed (the stored slug is capped shorter: MAX_SLUG_LENGTH). */
export const MAX_SLUG_INPUT = 200;

export const slugField = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .trim()
    .max(MAX_SLUG_INPUT, tooLongMessage(MAX_SLUG_INPUT))
    .refine(hasNoNul, NUL_MESSAGE)
    .transform((value, ctx) => {
      const slug = slugify(value);
      if (!slug) {
        ctx.addIssue({ code: "custom", message: SLUG_TEXT.invalid });
        return z.NEVER;
      }
      return slug;
    })
    .optional(),
);
