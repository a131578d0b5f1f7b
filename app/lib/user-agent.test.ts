import { describe, expect, it } from "vitest";
import { describeUserAgent } from "./user-agent";

describe("describeUserAgent", () => {
  it("names the browser and system in simple words", () => {
    const chromeWin = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
    expect(describeUserAgent(chromeWin)).toBe("Chrome on Windows");
    expect(describeUserAgent(`${chromeWin} Edg/131.0.0.0`)).toBe("Edge on Windows");
    expect(
      describeUserAgent("Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1"),
    ).toBe("Safari on iOS");
    expect(describeUserAgent("Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0")).toBe("Firefox on Linux");
    expect(describeUserAgent("Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36")).toBe("Chrome on Android");
    expect(describeUserAgent("curl/8.5.0")).toBe("curl");
  });

  it("says nothing for an empty or unknown agent", () => {
    expect(describeUserAgent(null)).toBeUndefined();
    expect(describeUserAgent("")).toBeUndefined();
    expect(describeUserAgent("SomeBot/1.0")).toBeUndefined();
  });
});
