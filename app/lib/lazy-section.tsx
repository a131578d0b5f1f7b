import { lazy, memo, Suspense, type ComponentType } from "react";

/**
 * A server-rendered part of a page whose browser code is its own chunk, so it
 * does not compete with the first paint on a slow phone (decision 11). The
 * server always sends its full HTML; the browser hydrates it once the chunk
 * has arrived, and until then the HTML works on its own (forms post without
 * JavaScript).
 *
 * - The chunk is asked for as soon as this module runs, not when rendering
 *   reaches the part. On the server it is there before the first request, so
 *   the part is never streamed in later (a page without JavaScript would
 *   never show it). In the browser it arrives sooner, and React is less
 *   likely to see the part updated while its code is missing, which would
 *   make it drop the server's HTML and draw the part again.
 * - The part is memoised, so the page re-rendering after hydration does not
 *   pass it new props.
 */
export function lazySection<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  const early = load().then((component) => (loaded = component));
  const Pending = lazy(async () => ({ default: await early }));
  return memo(function LazySection(props: Props) {
    const Part = loaded ?? Pending;
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  });
}
