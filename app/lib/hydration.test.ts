import { describe, expect, it } from "vitest";
import { contentPage, documentHydrates, routesHydrate } from "./hydration";

const root = { handle: undefined };
const layout = { handle: undefined };

describe("which documents hydrate", () => {
  it("a content page does not, for an anonymous visitor without a toast", () => {
    expect(documentHydrates([root, layout, { handle: contentPage }], { user: null, toast: null })).toBe(false);
  });

  it("a route that says nothing hydrates (forms, admin, sign-in)", () => {
    expect(documentHydrates([root, layout, { handle: undefined }], { user: null, toast: null })).toBe(true);
    expect(routesHydrate([root])).toBe(true);
  });

  it("a signed-in person or a waiting toast always hydrates", () => {
    const matches = [root, layout, { handle: contentPage }];
    expect(documentHydrates(matches, { user: { email: "a@example.com" }, toast: null })).toBe(true);
    expect(documentHydrates(matches, { user: null, toast: { id: "1", type: "success", title: "Signed out" } })).toBe(true);
  });

  it("the deepest route that says so decides", () => {
    expect(routesHydrate([{ handle: contentPage }, { handle: { hydrate: true } }])).toBe(true);
    expect(routesHydrate([{ handle: { hydrate: true } }, { handle: {} }, { handle: contentPage }])).toBe(false);
  });
});
