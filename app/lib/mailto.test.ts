import { describe, expect, it } from "vitest";
import { mailtoHref } from "./mailto";

describe("mailtoHref", () => {
  it("keeps a plain address readable", () => {
    expect(mailtoHref("hello@ekadash.org.np")).toBe("mailto:hello@ekadash.org.np");
  });

  it("encodes everything that could add headers or a body to the message", () => {
    const href = mailtoHref("you@corp.example?bcc=someone%40elsewhere.example&body=hi#x");
    expect(href).toBe("mailto:you@corp.example%3Fbcc%3Dsomeone%2540elsewhere.example%26body%3Dhi%23x");
    // A mail program reads the link as one recipient and no header fields.
    const url = new URL(href);
    expect(url.search).toBe("");
    expect(url.hash).toBe("");
    expect(decodeURIComponent(url.pathname)).toBe("you@corp.example?bcc=someone%40elsewhere.example&body=hi#x");
  });
});
