// The patient site's frame: header with the switches, the page, the footer.
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";
import { readPreferences } from "@/lib/site/read-preferences";

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const { audience } = await readPreferences();
  return (
    <>
      <SiteHeader audience={audience} />
      {/* At least a screen tall, so the footer starts below the first screen: content that arrives after the first
          paint (the card, a kept list, a price) never moves anything the patient already sees. */}
      <main id="main" tabIndex={-1} className="min-h-dvh outline-none">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
