import { useRouteLoaderData } from "react-router";
import type { SiteSettings } from "~/config/site";
import type { loader } from "~/root";

/** The root loader's data: site settings, the signed-in user, a pending toast. */
export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

/** Site settings (brand, contacts) for any component. */
export function useSiteSettings(): SiteSettings {
  const root = useRootData();
  if (!root) throw new Error("useSiteSettings needs the root loader data");
  return root.site;
}
