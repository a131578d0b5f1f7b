/**
 * For tests: valibot's `safeParse` with each issue's path as the list of keys
 * ("tags", 0), so a test reads `result.error.issues[i].path.join(".")` and
 * `result.data` (the shape the model tests were written against).
 */
import * as v from "valibot";

export type ParsedForTest<T> = {
  success: boolean;
  data?: T;
  error?: { issues: { message: string; path: (string | number)[] }[] };
};

export function safeParseWithPaths<S extends v.GenericSchema>(schema: S, input: unknown): ParsedForTest<v.InferOutput<S>> {
  const result = v.safeParse(schema, input);
  if (result.success) return { success: true, data: result.output };
  const issues = result.issues.map((issue) => ({
    message: issue.message,
    path: (issue.path ?? []).map((item) => item.key as string | number),
  }));
  return { success: false, error: { issues } };
}
