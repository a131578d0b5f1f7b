import { describe, expect, it } from "vitest";
import { loggableUrl } from "./loggable-url.server";

describe("loggableUrl", () => {
  it("hides a manage link's token, in a path or a data request, and leaves other addresses alone", () => {
    expect(loggableUrl("/booking/manage/AbC-123_xyz")).toBe("/booking/manage/[token]");
    expect(loggableUrl("/booking/manage/AbC-123_xyz.data?confirm=cancel")).toBe("/booking/manage/[token]?confirm=cancel");
    expect(loggableUrl("/booking/manage/AbC/extra")).toBe("/booking/manage/[token]/extra");
    expect(loggableUrl("/blog/some-post?q=booking")).toBe("/blog/some-post?q=booking");
  });
});
