/**
 * Small visible fixes on the public side: opening hours from one
 * setting, a new page opening at its top at once, and calendar day buttons
 * whose names contain what they show.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { servicesHero } from "~/content/services";
import { jsonLd } from "./support/fixtures";
import { bookingDay } from "./support/form-helpers";
import { waitForHydration } from "./support/public-helpers";

test("the opening hours on the pages and in the structured data are the same hours", async ({ page }) => {
  await page.goto("/hire");
  const words = "Monday to Saturday, 10am-6pm (Nepal time)";
  await expect(page.getByRole("region", { name: "Prefer to Talk First?" })).toContainText(words);
  await expect(page.getByRole("contentinfo")).toContainText(words);
  const [business] = await jsonLd(page);
  expect(business).toMatchObject({
    "@type": "LocalBusiness",
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
        opens: "10:00",
        closes: "18:00",
      },
    ],
  });
});

test("a link followed from the bottom of a long page opens the new page at its top at once", async ({ page }) => {
  await page.goto("/blog");
  // Hydrated: the link is followed by the router, which sets the scroll position itself.
  await waitForHydration(page);
  const footer = page.getByRole("contentinfo");
  await footer.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await footer.getByRole("link", { name: "Services", exact: true }).click();
  await expect(page).toHaveURL(/\/services$/);
  // The router pushes the address before React has drawn the new page, and
  // the Blog's own heading is a level-1 heading too: wait for Services' one.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(servicesHero.heading);
  // Read once, not polled: a smooth-scroll animation would still be on its way down.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
});

test("the booking calendar's day buttons are named with the number they show", async ({ page }) => {
  await page.goto("/hire");
  const calendar = page.getByTestId("booking-calendar");
  const today = calendar.locator(`button[data-day="${bookingDay(0)}"]`);
  await expect(today).toBeEnabled();
  const shown = (await today.innerText()).trim();
  expect(shown).toMatch(/^\d{1,2}$/);
  await expect(today).toHaveAccessibleName(new RegExp(`^${shown}, \\w+day ${shown} \\w+ \\d{4}, today$`));

  const results = await new AxeBuilder({ page })
    .include('[data-testid="booking-calendar"]')
    .options({ runOnly: { type: "rule", values: ["label-content-name-mismatch"] } })
    .analyze();
  // The rule looked at the day buttons, and none failed.
  expect(results.passes.flatMap((rule) => rule.nodes).length).toBeGreaterThan(27);
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});
