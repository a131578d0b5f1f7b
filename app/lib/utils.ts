import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Never merges them: a component offers a prop (a size,
 * a variant) for what a caller may change, so no two classes fight over one
 * property (decision 0032; merging cost every hydrated page ~8 KB gzipped).
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
