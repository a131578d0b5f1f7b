import { describe, expect, it } from "vitest";
import { imageSources, placeholderUrl } from "./image";

describe("imageSources", () => {
  it("gives a local image WebP variants up to maxWidth, with the given fallback width", () => {
    expect(imageSources("/images/demo/a.webp", "48px", { width: 320, maxWidth: 480 })).toEqual({
      src: "/img/320/images/demo/a.webp",
      srcSet: "/img/320/images/demo/a.webp 320w, /img/480/images/demo/a.webp 480w",
      sizes: "48px",
    });
  });

  it("starts at the small widths for an image shown small, when asked", () => {
    expect(imageSources("/images/demo/a.webp", "48px", { width: 320, maxWidth: 320, minWidth: 96 })).toEqual({
      src: "/img/320/images/demo/a.webp",
      srcSet: "/img/96/images/demo/a.webp 96w, /img/160/images/demo/a.webp 160w, /img/240/images/demo/a.webp 240w, /img/320/images/demo/a.webp 320w",
      sizes: "48px",
    });
  });

  it("leaves other sources, and images without sizes, as they are", () => {
    expect(imageSources("https://example.org/a.jpg", "100vw", { width: 800 })).toEqual({ src: "https://example.org/a.jpg" });
    expect(imageSources("/images/demo/logo.svg", "100vw", { width: 800 })).toEqual({ src: "/images/demo/logo.svg" });
    expect(imageSources("/images/demo/a.webp", undefined, { width: 800 })).toEqual({ src: "/images/demo/a.webp" });
  });
});

describe("placeholderUrl", () => {
  it("draws a local placeholder picture at a card's width, and a drawing (SVG) as it is", () => {
    expect(placeholderUrl("/images/fallback/post.webp")).toBe("/img/480/images/fallback/post.webp");
    expect(placeholderUrl("/images/fallback/portrait.svg")).toBe("/images/fallback/portrait.svg");
  });
});
