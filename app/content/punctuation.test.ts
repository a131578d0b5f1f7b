/**
 * Every word a person reads comes from app/content: no message there ends
 * with two stops ("Choose another..") or puts a stop after another mark. A
 * text made by a function is read with sample values for its arguments.
 */
import { describe, expect, it } from "vitest";

const modules = import.meta.glob<Record<string, unknown>>(["./**/*.ts", "!./**/*.test.ts"], { eager: true });

const SAMPLE_ARGS = ["Sample", 2, "Sample", 3, "Sample"];

/** Every string in a content value, with where it was found. */
function* textsOf(value: unknown, where: string, depth = 0): Generator<[string, string]> {
  if (depth > 6) return;
  if (typeof value === "string") yield [where, value];
  else if (typeof value === "function") {
    if (/^(use|[A-Z])/.test(value.name)) return; // A component or a hook, not a text.
    let result: unknown;
    try {
      result = (value as (...args: unknown[]) => unknown)(...SAMPLE_ARGS.slice(0, value.length));
    } catch {
      return; // Needs arguments of another shape (an object, a date): its parts are checked where they are written.
    }
    yield* textsOf(result, `${where}()`, depth + 1);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) yield* textsOf(item, `${where}.${key}`, depth + 1);
  }
}

// Two full stops not part of an ellipsis, or a stop straight after another mark.
const DOUBLED = /(?<!\.)\.\.(?!\.)|[!?:;,]\.(?!\.)|\.[!?;,](?!\d)/;

describe("content modules", () => {
  it("are all read", () => {
    expect(Object.keys(modules).length).toBeGreaterThan(40);
  });

  it("never double their punctuation", () => {
    const doubled: string[] = [];
    for (const [file, exports] of Object.entries(modules)) {
      for (const [name, value] of Object.entries(exports)) {
        for (const [where, text] of textsOf(value, `${file}:${name}`)) {
          if (DOUBLED.test(text.replace(/https?:\/\/\S+|\.\.\/|\.{3}/g, ""))) doubled.push(`${where}: ${text}`);
        }
      }
    }
    expect(doubled).toEqual([]);
  });
});
