/**
 * Reading an admin list's URL (?page=&pageSize=&q=&sort=&dir=&status=).
 * Bad or tampered values fall back to defaults, so a list URL never fails.
 */
import * as v from "valibot";
import { searchParamsToObject } from "~/models/pagination";

export function parseListParams<S extends v.GenericSchema>(request: Request, schema: S): v.InferOutput<S> {
  const params = new URL(request.url).searchParams;
  return v.parse(schema, searchParamsToObject(params));
}

/** A status filter from ?status=, if it is one of `allowed`. */
export function statusParam<T extends string>(request: Request, allowed: readonly T[]): T | undefined {
  const value = new URL(request.url).searchParams.get("status");
  return allowed.includes(value as T) ? (value as T) : undefined;
}
