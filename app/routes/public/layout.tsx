import { Outlet } from "react-router";
import { Footer } from "~/components/site/footer";
import { Header } from "~/components/site/header";
import { RedirectNotice } from "~/components/site/no-script-notice";
import { useRootData } from "~/lib/root-data";
import { siteChromeCopy } from "~/content/navigation";

/** Every public page: skip link, fixed header, the page, footer. */
export default function PublicLayout() {
  // A toast sent with a redirect (signed in, password changed, signed out):
  // without JavaScript it is written at the top of the page instead.
  const toast = useRootData()?.toast;
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {siteChromeCopy.skipToContent}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="min-h-[60vh] outline-none">
        <RedirectNotice toast={toast} />
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
