import { Transform } from "node:stream";
import { loggableUrl } from "~/server/kernel/loggable-url.server";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { NonceProvider } from "~/components/nonce";
import { documentHydrates } from "~/lib/hydration";
import { requestInfoContext } from "~/server/kernel/request-context.server";
import { currentRequestState } from "~/server/kernel/request-state.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = loadContext.get(requestInfoContext);
  // Taken now: React's later callbacks may not run in the request's async context.
  const state = currentRequestState();

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once; people get the shell as soon as it
    // is ready. A page without JavaScript is sent whole too: a section that
    // streams in after the shell is put in place by a script.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode || !hydrates(routerContext) ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // React 19.2 moves a finished Suspense boundary of a large page to the
        // end of the stream, to be put in place by a script: a visitor without
        // JavaScript would never see it (the lazily loaded newsletter box and
        // booking form, decision 11). Every boundary stays where it is.
        progressiveChunkSize: Infinity,
        onAllReady() {
          // Called right after onShellReady when nothing was left to stream.
          if (state) state.renderPending = false;
          if (readyOption === "onAllReady") sendShell();
        },
        ...(readyOption === "onShellReady" ? { onShellReady: sendShell } : {}),
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // An error inside the page (or the render cut off at the stream
          // timeout): whatever went out must not be cached.
          if (state) state.degraded = true;
          if (shellRendered) console.error(error);
        },
      },
    );

    function sendShell() {
      shellRendered = true;
      if (state && readyOption === "onShellReady") state.renderPending = true;
      const body = coalescingStream(() => {
        clearTimeout(timeoutId);
        timeoutId = undefined;
      });
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      pipe(body);
      resolve(
        new Response(createReadableStreamFromReadable(body), {
          headers: responseHeaders,
          status: responseStatusCode,
        }),
      );
    }
  });
}

/** The same choice the root layout makes (app/lib/hydration.ts), from the router's state. */
function hydrates(routerContext: EntryContext) {
  const { matches, loaderData } = routerContext.staticHandlerContext;
  const handles = matches.map((match) => ({ handle: routerContext.routeModules[match.route.id]?.handle }));
  return documentHydrates(handles, loaderData.root as Parameters<typeof documentHydrates>[1]);
}

const COALESCE_BYTES = 64 * 1024;

/**
 * React writes its HTML in small chunks. Passed on one by one, each becomes
 * a separate write through compression (an async zlib call), which on a
 * large admin list costs more than rendering it. This stream joins the
 * chunks of one flush (until the event loop turns, or 64 KB) into one write,
 * so the shell still goes out as soon as React has it.
 */
function coalescingStream(onEnd: () => void) {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let scheduled = false;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (pendingBytes >= COALESCE_BYTES) release();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(release);
      }
      callback();
    },
    flush(callback) {
      release();
      onEnd();
      callback();
    },
  });
  function release() {
    scheduled = false;
    if (pendingBytes === 0) return;
    stream.push(pending.length === 1 ? pending[0] : Buffer.concat(pending, pendingBytes));
    pending = [];
    pendingBytes = 0;
  }
  return stream;
}

/** Errors from loaders, actions and rendering: logged with the request, never shown to visitors. */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return; // the visitor left; nothing went wrong
  console.error(`[app] error on ${request.method} ${loggableUrl(new URL(request.url).pathname)}:`, error);
}
