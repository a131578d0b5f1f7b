/**
 * A blog post as a newsletter mail: its title, byline, excerpt and content
 * blocks as text and simple HTML (no images: nothing is loaded from
 * anywhere), a link to the post on the site, and the subscriber's own
 * one-click unsubscribe link in the footer and in the List-Unsubscribe headers.
 */
import { blogPostPath } from "~/models/blog-display";
import { newsletterPostMail as T } from "~/content/mail/newsletter-post";
import { parseContent, type Block } from "~/models/blog-post";
import { message, type MailContext } from "../mail/mail-messages.server";
import type { MailBlock } from "../mail/mail-render.server";
import { newsletterHeaders, newsletterToken, unsubscribeUrl } from "./newsletter-link.server";
import type { OutgoingMessage } from "../mail/outbox-queries.server";

/** A post sent to a subscriber; the related id is the subscriber's, so an unsubscribe can withdraw it. */
export const NEWSLETTER_POST_KIND = "newsletter-post";
/** A test copy sent to the admin who asked for it. */
export const NEWSLETTER_TEST_KIND = "newsletter-test";

export type NewsletterPost = { id: string; slug: string; title: string; excerpt: string; author: string; category: string; content: string };

function mailBlock(block: Block): MailBlock | undefined {
  switch (block.type) {
    case "paragraph":
      return block.text.trim() ? { type: "paragraph", text: block.text } : undefined;
    case "heading":
      return block.text.trim() ? { type: "heading", text: block.text } : undefined;
    case "list": {
      const items = block.items.filter((item) => item.trim());
      return items.length ? { type: "list", heading: "", items } : undefined;
    }
    case "quote":
      if (!block.text.trim()) return undefined;
      return { type: "quote", label: "", text: block.author?.trim() ? `${block.text.trim()}\n— ${block.author.trim()}` : block.text };
  }
}

/** The post's readable address on the site (decision 27). */
export function postUrl(ctx: MailContext, post: NewsletterPost): string {
  return `${ctx.site.siteUrl}${blogPostPath(post.slug)}`;
}

/** The mail of `post` for one recipient (`test`: the admin's test copy, marked in the subject). */
export function newsletterPostMail(
  post: NewsletterPost,
  recipient: { id?: string; email: string },
  ctx: MailContext,
  options: { test?: boolean; notBefore?: Date } = {},
): OutgoingMessage {
  const blocks = parseContent(post.content).map(mailBlock).filter((b): b is MailBlock => b !== undefined);
  return {
    ...message(
      ctx,
      {
        subject: options.test ? T.testSubject(post.title) : post.title,
        heading: post.title,
        audience: "visitor",
        blocks: [
          { type: "paragraph", text: T.byline(post.author, post.category) },
          { type: "paragraph", text: post.excerpt },
          ...blocks,
          { type: "action", label: T.readOnline, url: postUrl(ctx, post) },
        ],
        footer: { reason: T.reason(ctx.site.brandName), unsubscribe: { label: T.unsubscribe, url: unsubscribeUrl(ctx.site, recipient.email) } },
      },
      {
        kind: options.test ? NEWSLETTER_TEST_KIND : NEWSLETTER_POST_KIND,
        relatedId: options.test ? post.id : recipient.id,
        to: [recipient.email],
        replyTo: ctx.site.email,
        // The unsubscribe link works for whoever reads it: kept out of the stored copy.
        secrets: [newsletterToken("unsubscribe", recipient.email)],
      },
    ),
    headers: newsletterHeaders(ctx.site, recipient.email),
    notBefore: options.notBefore,
  };
}
