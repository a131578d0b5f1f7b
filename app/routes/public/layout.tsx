import { Outlet } from "react-router";
import { Footer } from "~/components/site/footer";
import { Header } from "~/components/site/header";
import { siteChromeCopy } from "~/content/navigation";

/** Every public page: skip link, fixed header, the page, footer. */
export default function PublicLayout() {
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
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
