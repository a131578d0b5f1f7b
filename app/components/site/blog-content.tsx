import { Quote } from "lucide-react";
import type { Block } from "~/models/blog-post";

/**
 * A post's body: paragraph, heading, list and quote blocks (see
 * `parseContent`, which turns plain text into one paragraph). Headings are
 * h2, under the post title's h1. Paragraph text keeps its line breaks.
 */
export function BlogContent({ blocks }: { blocks: Block[] }) {
  return (
    <div data-testid="post-body" className="space-y-6 text-lg leading-relaxed text-foreground/90">
      {blocks.map((block, index) => {
        const key = `${block.type}-${index}`;
        switch (block.type) {
          case "paragraph":
            return (
              <p key={key} data-block="paragraph" className="whitespace-pre-line">
                {block.text}
              </p>
            );
          case "heading":
            return (
              <h2 key={key} data-block="heading" className="pt-4 text-2xl font-bold text-foreground sm:text-3xl">
                {block.text}
              </h2>
            );
          case "list":
            return (
              <ul key={key} data-block="list" className="list-disc space-y-2 pl-6 marker:text-primary">
                {block.items.map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </ul>
            );
          case "quote":
            return (
              <figure
                key={key}
                data-block="quote"
                className="relative rounded-r-xl border-l-4 border-primary bg-muted px-6 py-5"
              >
                <Quote className="mb-2 size-6 text-primary" aria-hidden="true" />
                <blockquote className="text-xl font-medium italic text-foreground">
                  <p>{block.text}</p>
                </blockquote>
                {block.author && (
                  <figcaption className="mt-3 text-base text-muted-foreground">— {block.author}</figcaption>
                )}
              </figure>
            );
          default:
            return null;
        }
      })}
    </div>
  );
}
