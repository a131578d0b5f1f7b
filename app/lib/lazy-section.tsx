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
 * - In the browser the part is always the lazy component, even once its code
 *   is there: switching to the loaded component would be a different
 *   component type, and React would remount the part and lose its state (a
 *   failed booking would forget the chosen date).
 */
export function lazySection<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  // A failed early load (a dropped connection) is not an error yet: the part
  // asks again when it renders, and only that failure reaches the error boundary.
  const early = load().then(
    (component) => (loaded = component),
    () => undefined,
  );
  const Pending = lazy(async () => ({ default: (await early) ?? (await load()) }));
  const onServer = typeof document === "undefined";
  return memo(function LazySection(props: Props) {
    // On the server the code is loaded before the first request, so the part
    // renders at once and is never streamed in later.
    const Part = onServer && loaded ? loaded : Pending;
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  });
}
