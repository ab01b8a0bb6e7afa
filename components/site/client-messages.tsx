// The messages a page's client components use, and no others, for the browser (lib/site/client-namespaces.ts).
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { CLIENT_NAMESPACES, type ClientPage } from "@/lib/site/client-namespaces";

export async function ClientMessages({ page, children }: { page: ClientPage; children: React.ReactNode }) {
  const messages = await getMessages();
  const used = Object.fromEntries(CLIENT_NAMESPACES[page].namespaces.map((n) => [n, messages[n]]));
  return <NextIntlClientProvider messages={used}>{children}</NextIntlClientProvider>;
}
