import { describe, expect, it } from "vitest";
import { defaultSiteSettings } from "~/config/site";
import { describeSmtp, parseMailbox, readMailSettings } from "./mail-settings.server";

describe("readMailSettings", () => {
  it("defaults to no SMTP, the site's name and address as sender, and SITE_EMAIL as staff", () => {
    expect(readMailSettings({})).toEqual({
      smtpUrl: undefined,
      from: { name: defaultSiteSettings.brandName, address: defaultSiteSettings.email },
      staffRecipients: [defaultSiteSettings.email],
      sendTimeoutMs: 60_000,
      newsletterIntervalMs: 1_000,
    });
    expect(readMailSettings({ SMTP_URL: " ", MAIL_FROM: "", STAFF_EMAIL: "" }).smtpUrl).toBeUndefined();
  });

  it("reads SMTP_URL, MAIL_FROM and a comma-separated STAFF_EMAIL", () => {
    const settings = readMailSettings({
      SMTP_URL: "smtps://apikey:se%40cret@smtp.example.com:465",
      MAIL_FROM: '"Ekadash Team" <team@ekadash.example>',
      STAFF_EMAIL: "a@ekadash.example, b@ekadash.example,",
    });
    expect(settings.smtpUrl).toBe("smtps://apikey:se%40cret@smtp.example.com:465");
    expect(settings.from).toEqual({ name: "Ekadash Team", address: "team@ekadash.example" });
    expect(settings.staffRecipients).toEqual(["a@ekadash.example", "b@ekadash.example"]);
    expect(readMailSettings({ MAIL_FROM: "plain@ekadash.example" }).from).toEqual({ name: "", address: "plain@ekadash.example" });
  });

  it("refuses bad values with a message naming the variable", () => {
    expect(() => readMailSettings({ SMTP_URL: "http://smtp.example.com" })).toThrow(/SMTP_URL: must start with smtp:\/\//);
    expect(() => readMailSettings({ MAIL_FROM: "not an address" })).toThrow(/MAIL_FROM/);
    expect(() => readMailSettings({ STAFF_EMAIL: "a@example.com, nonsense" })).toThrow(/STAFF_EMAIL/);
    expect(() => readMailSettings({ MAIL_SEND_TIMEOUT_MS: "5" })).toThrow(/MAIL_SEND_TIMEOUT_MS/);
  });
});

describe("describeSmtp", () => {
  it("names the server without the password", () => {
    expect(describeSmtp("smtp://user:secret@smtp.example.com")).toBe("smtp://smtp.example.com:587");
    expect(describeSmtp("smtps://user:secret@smtp.example.com")).toBe("smtps://smtp.example.com:465");
    expect(describeSmtp(undefined)).toBe("not configured");
  });
});

describe("parseMailbox", () => {
  it("takes one address, with or without a name", () => {
    expect(parseMailbox("Name <a@b.co>")).toEqual({ name: "Name", address: "a@b.co" });
    expect(parseMailbox("a@b.co, c@d.co")).toBeUndefined();
  });
});
