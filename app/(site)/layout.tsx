// The patient site's frame: header with the switches, the page, the footer.
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";
import { readPreferences } from "@/lib/site/read-preferences";

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const { audience } = await readPreferences();
  return (
    <>
      <SiteHeader audience={audience} />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
