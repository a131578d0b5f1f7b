import { describe, expect, it } from "vitest";
import { escapeXml } from "./xml";

describe("escapeXml", () => {
  it("escapes markup characters and drops characters XML forbids", () => {
    expect(escapeXml(`Tom & Jerry's <b>"show"</b>`)).toBe("Tom &amp; Jerry&apos;s &lt;b&gt;&quot;show&quot;&lt;/b&gt;");
    expect(escapeXml("a\u0000b\u0008c\td\ne")).toBe("abc\td\ne");
    expect(escapeXml("नेपाल")).toBe("नेपाल");
  });
});
