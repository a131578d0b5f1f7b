import type { RouterContextProvider } from "react-router";
import { requestInfoContext } from "~/server/kernel/request-context.server";
import { defaultSiteSettings, siteOpeningHours, siteSettingsEnv, type SiteSettings } from "~/config/site";

/** Site settings with any environment overrides applied (see README). */
export function readSiteSettings(source: NodeJS.ProcessEnv = process.env): SiteSettings {
  const settings: Record<string, string | number> = { ...defaultSiteSettings };
  for (const [key, envName] of Object.entries(siteSettingsEnv)) {
    const raw = source[envName]?.trim();
    if (!raw) continue;
    const fallback = defaultSiteSettings[key as keyof SiteSettings];
    if (typeof fallback === "number") {
      const n = Number(raw);
      if (!Number.isFinite(n)) throw new Error(`${envName} must be a number, got "${raw}"`);
      settings[key] = n;
    } else {
      settings[key] = raw;
    }
  }
  settings.siteUrl = String(settings.siteUrl).replace(/\/+$/, "");
  try {
    siteOpeningHours(settings as SiteSettings);
  } catch (error) {
    const names = [siteSettingsEnv.openingDays, siteSettingsEnv.opensAt, siteSettingsEnv.closesAt].join(", ");
    throw new Error(`${names}: ${(error as Error).message}`);
  }
  return settings as SiteSettings;
}

let cached: SiteSettings | undefined;
export function siteSettings(): SiteSettings {
  cached ??= readSiteSettings();
  return cached;
}

/**
 * Settings for one request: absolute links (canonical, Open Graph, feeds)
 * use the origin the HTTP layer resolved for it (SITE_URL, or without it the
 * address the site was reached at; see site-origin.server.ts).
 */
export function siteSettingsFor(context: Readonly<RouterContextProvider>): SiteSettings {
  const settings = siteSettings();
  const { siteOrigin } = context.get(requestInfoContext);
  return siteOrigin ? { ...settings, siteUrl: siteOrigin } : settings;
}
