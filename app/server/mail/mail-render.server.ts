/**
 * Lays out an e-mail twice: plain text, and simple accessible HTML (one
 * column, real headings, a data table for facts, system fonts, no images and
 * nothing loaded from anywhere). Everything a visitor typed is escaped; links
 * point only at the site's own address.
 */
import type { SiteSettings } from "~/config/site";
import { mailCommon } from "~/content/mail/common";

export type MailBlock =
  | { type: "paragraph"; text: string }
  | { type: "heading"; text: string }
  | { type: "facts"; rows: (readonly [label: string, value: string])[] }
  | { type: "quote"; label: string; text: string }
  | { type: "list"; heading: string; items: readonly string[] }
  | { type: "action"; label: string; url: string };

export type MailDocument = {
  subject: string;
  heading: string;
  blocks: MailBlock[];
  /** Visitors get the collective's contact details; staff a line saying why they receive it. */
  audience: "visitor" | "staff";
  /** A visitor's mail: why they receive it (instead of the contact form's reason) and a way to stop it. */
  footer?: { reason: string; unsubscribe?: { label: string; url: string } };
};

export type RenderedMail = { subject: string; text: string; html: string };

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** A header line: no line breaks or runs of spaces (a visitor's name goes into subjects). */
export function oneLine(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

/** Escaped, with the writer's line breaks kept. */
const multiline = (value: string) => escapeHtml(value.trim()).replace(/\r?\n/g, "<br>");

const FONT = "font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif";
const TEXT_COLOR = "color:#1f2937";

function blockHtml(block: MailBlock): string {
  switch (block.type) {
    case "paragraph":
      return `<p style="margin:0 0 16px;line-height:1.5">${multiline(block.text)}</p>`;
    case "heading":
      return `<h2 style="font-size:18px;line-height:1.3;margin:24px 0 8px">${escapeHtml(oneLine(block.text))}</h2>`;
    case "facts":
      return [
        `<table style="border-collapse:collapse;margin:0 0 16px;width:100%">`,
        ...block.rows.map(
          ([label, value]) =>
            `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:6px 12px 6px 0;font-weight:600;white-space:nowrap">${escapeHtml(label)}</th>` +
            `<td style="padding:6px 0;vertical-align:top">${multiline(value)}</td></tr>`,
        ),
        `</table>`,
      ].join("\n");
    case "quote":
      return (
        (block.label ? `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(block.label)}</h2>` : "") +
        `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #d1d5db;line-height:1.5">${multiline(block.text)}</blockquote>`
      );
    case "list":
      return (
        (block.heading ? `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(block.heading)}</h2>` : "") +
        `<ul style="margin:0 0 16px;padding-left:20px;line-height:1.5">${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`
      );
    case "action":
      return `<p style="margin:24px 0"><a href="${escapeHtml(block.url)}" style="display:inline-block;padding:10px 18px;background:#1f2937;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(block.label)}</a></p>`;
  }
}

function blockText(block: MailBlock): string {
  switch (block.type) {
    case "paragraph":
      return block.text.trim();
    case "heading":
      return oneLine(block.text).toUpperCase();
    case "facts":
      return block.rows.map(([label, value]) => `${label}: ${value.trim()}`).join("\n");
    case "quote":
      return `${block.label ? `${block.label}:\n` : ""}${block.text
        .trim()
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join("\n")}`;
    case "list":
      return `${block.heading ? `${block.heading}\n` : ""}${block.items.map((item) => `- ${item}`).join("\n")}`;
    case "action":
      return `${block.label}: ${block.url}`;
  }
}

function contactLines(site: SiteSettings): string[] {
  return [
    site.brandName,
    `${site.streetAddress}, ${site.city} ${site.postalCode}, ${site.countryName}`,
    site.phone,
    site.email,
    site.siteUrl,
  ];
}

export function renderMail(doc: MailDocument, site: SiteSettings): RenderedMail {
  const subject = oneLine(doc.subject);
  const footerText =
    doc.audience === "visitor"
      ? `${mailCommon.contactHeading}\n${contactLines(site).join("\n")}\n\n${doc.footer?.reason ?? mailCommon.visitorFooter(site.brandName)}` +
        (doc.footer?.unsubscribe ? `\n${doc.footer.unsubscribe.label}: ${doc.footer.unsubscribe.url}` : "")
      : mailCommon.staffFooter;
  const text = [doc.heading, ...doc.blocks.map(blockText), "--", footerText].join("\n\n") + "\n";

  const footerHtml =
    doc.audience === "visitor"
      ? `<h2 style="font-size:14px;margin:0 0 8px">${escapeHtml(mailCommon.contactHeading)}</h2>` +
        `<p style="margin:0 0 12px;line-height:1.5">${contactLines(site)
          .map((line, i) => (i === contactLines(site).length - 1 ? `<a href="${escapeHtml(line)}" style="color:#1f2937">${escapeHtml(line)}</a>` : escapeHtml(line)))
          .join("<br>")}</p>` +
        `<p style="margin:0">${escapeHtml(doc.footer?.reason ?? mailCommon.visitorFooter(site.brandName))}</p>` +
        (doc.footer?.unsubscribe
          ? `<p style="margin:8px 0 0"><a href="${escapeHtml(doc.footer.unsubscribe.url)}" style="color:#1f2937">${escapeHtml(doc.footer.unsubscribe.label)}</a></p>`
          : "")
      : `<p style="margin:0">${escapeHtml(mailCommon.staffFooter)}</p>`;

  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f4f6;${FONT};${TEXT_COLOR};font-size:16px">
<div role="article" aria-label="${escapeHtml(subject)}" style="max-width:600px;margin:0 auto;padding:24px 16px">
<p style="margin:0 0 16px;font-size:14px;font-weight:700;letter-spacing:0.02em">${escapeHtml(site.brandName)}</p>
<div style="background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:22px;line-height:1.3;margin:0 0 16px">${escapeHtml(doc.heading)}</h1>
${doc.blocks.map(blockHtml).join("\n")}
</div>
<footer style="padding:16px 8px;font-size:13px;color:#4b5563">
${footerHtml}
</footer>
</div>
</body>
</html>
`;
  return { subject, text, html };
}
