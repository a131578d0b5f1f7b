/**
 * POST /newsletter: the blog's newsletter box. The hydrated box posts here
 * with a fetcher and gets data back (Conform reply + toast). Without
 * JavaScript the box posts to the page it is on (the blog list's action);
 * a plain post that carries `redirectTo` (a page made before that) is sent
 * back there with the toast in a cookie. GET just goes to the blog.
 */
import { redirect } from "react-router";
import { handleNewsletterForm, newsletterReply } from "~/server/newsletter/newsletter-form.server";
import { redirectWithToast } from "~/server/kernel/toast.server";
import type { Route } from "./+types/newsletter";

const DEFAULT_RETURN = "/blog";

export function loader() {
  return redirect(DEFAULT_RETURN);
}

/** Only a path on this site ("/blog", "/blog/..."), never another host. */
function safeReturnPath(value: FormDataEntryValue | null): string {
  if (typeof value !== "string") return DEFAULT_RETURN;
  const path = value.trim();
  if (!path.startsWith("/") || path.startsWith("//") || path.includes("\\") || /[\s\u0000]/.test(path)) {
    return DEFAULT_RETURN;
  }
  return path;
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleNewsletterForm(request, context, (answer) => {
    const { formData, toast } = answer;
    if (formData.has("redirectTo")) return redirectWithToast(safeReturnPath(formData.get("redirectTo")), toast!);
    return newsletterReply(answer);
  });
}
