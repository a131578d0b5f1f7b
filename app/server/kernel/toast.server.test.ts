/**
 * In production (Secure cookies) the toast cookie carries
 * the `__Host-` prefix like the session cookie, so a sibling subdomain or a
 * plain-HTTP page cannot plant a message that the site would then show.
 */
import { describe, expect, it } from "vitest";

// As in production; read on the first use of env().
process.env.SECURE_COOKIES = "true";
const { readToast, toastHeader } = await import("./toast.server");

const encoded = (fields: Record<string, string>) =>
  Buffer.from(JSON.stringify({ id: "t1", type: "error", ...fields })).toString("base64url");

describe("the toast cookie in production", () => {
  it("is set as __Host-toast: Secure, for this host and every path, no Domain", () => {
    const header = toastHeader({ title: "Error", description: "Invalid login credentials" });
    expect(header).toMatch(/^__Host-toast=/);
    expect(header).toMatch(/; Path=\//i);
    expect(header).toMatch(/; Secure/i);
    expect(header).toMatch(/; HttpOnly/i);
    expect(header).not.toMatch(/; Domain=/i);
  });

  it("is read only under its __Host- name: a planted plain `toast` cookie is ignored", () => {
    const planted = new Request("https://site.example/", { headers: { cookie: `toast=${encoded({ title: "Planted" })}` } });
    expect(readToast(planted).toast).toBeNull();
    const own = new Request("https://site.example/", { headers: { cookie: `__Host-toast=${encoded({ title: "Saved" })}` } });
    expect(readToast(own).toast).toMatchObject({ title: "Saved" });
  });
});
