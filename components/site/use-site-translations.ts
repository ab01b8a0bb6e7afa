// next-intl's useTranslations for client components, whose plain messages ("Prices near {zip}") are filled in without
// the browser's Intl (lib/site/format-plain-message.ts): hydrating the medication and chain pages then makes no Intl
// call, and Chromium never loads its locale data in the page's longest task. Other messages go to next-intl as before.
import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import { formatPlainMessage, type MessageValues } from "@/lib/site/format-plain-message";

type Namespace = NonNullable<Parameters<typeof useTranslations>[0]>;

export function useSiteTranslations<N extends Namespace>(namespace: N): ReturnType<typeof useTranslations<N>> {
  const t = useTranslations<N>(namespace);
  const locale = useLocale();
  return useMemo(() => {
    const translate = (key: string, values?: MessageValues) => {
      const raw: unknown = t.has(key as never) ? t.raw(key as never) : undefined;
      const plain = typeof raw === "string" ? formatPlainMessage(raw, values, locale) : undefined;
      return plain ?? (t as unknown as (key: string, values?: MessageValues) => string)(key, values);
    };
    return Object.assign(translate, { rich: t.rich, markup: t.markup, raw: t.raw, has: t.has }) as unknown as typeof t;
  }, [t, locale]);
}
