import { LegalDocumentView } from "~/components/site/legal-document";
import { pageMeta, siteFromMatches } from "~/components/site/page-meta";
import { defaultSiteSettings } from "~/config/site";
import { getPrivacyPolicy } from "~/content/legal";
import { useSiteSettings } from "~/lib/root-data";
import type { Route } from "./+types/privacy-policy";
import { contentPage } from "~/lib/hydration";

/** A content page: no JavaScript for anonymous visitors (app/lib/hydration.ts). */
export const handle = contentPage;

export const meta: Route.MetaFunction = (args) => {
  const brand = siteFromMatches(args.matches)?.brandName ?? defaultSiteSettings.brandName;
  const { meta: copy } = getPrivacyPolicy(brand);
  return pageMeta(args, {
    title: copy.title,
    description: copy.description,
    keywords: copy.keywords,
    path: "/privacy-policy",
  });
};

export default function PrivacyPolicyPage() {
  const site = useSiteSettings();
  return <LegalDocumentView document={getPrivacyPolicy(site.brandName)} />;
}
