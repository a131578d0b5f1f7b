import { defaultSiteSettings, siteOpeningHours, siteSettingsEnv, type SiteSettings } from "./site";

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
 * Settings for one request: without SITE_URL, absolute links (canonical, Open
 * Graph) use the address the site was reached at, so a local run on any port
 * links to itself. Set SITE_URL in production.
 */
export function siteSettingsFor(request: Request, source: NodeJS.ProcessEnv = process.env): SiteSettings {
  const settings = siteSettings();
  if (source.SITE_URL?.trim()) return settings;
  return { ...settings, siteUrl: new URL(request.url).origin };
}
