import { useNonce } from "~/components/nonce";

/**
 * Paths never fetched ahead of a click: private or state-changing places
 * (staff area, sign-in and sign-out, account, a visitor's booking link,
 * stored files). URL patterns, relative to the page.
 */
export const SPECULATION_EXCLUDED = [
  "/admin",
  "/admin/*",
  "/auth",
  "/auth/*",
  "/account",
  "/account/*",
  "/booking/manage/*",
  "/newsletter",
  "/newsletter/*",
  "/storage/*",
  "/img/*",
  "/*.xml",
  "/*.txt",
  "/*.data",
];

/**
 * Speculation rules for a page without JavaScript: the browser prerenders a
 * same-site public page when the visitor hovers or touches its link
 * (moderate eagerness), so the next page opens at once. Never a private path
 * above, nor a link with a query string (filters, signed links).
 */
export const speculationRules = {
  prerender: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: SPECULATION_EXCLUDED } },
          { not: { selector_matches: "a[href*='?'], [rel~='nofollow'], [download]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
};

const json = JSON.stringify(speculationRules);

export function SpeculationRules() {
  const nonce = useNonce();
  return <script type="speculationrules" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />;
}
