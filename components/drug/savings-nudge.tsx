"use client";
// The savings note (savings-note.tsx) following the prescription as the patient changes it: the generic's price at
// the new dose, quantity and zip, the previous note kept while it loads. The server's note (children) stands for the
// prescription the page opened with, so the browser renders a note only once the patient changes something.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { CardType } from "@/lib/accounts/permissions";
import type { GenericSaving } from "@/lib/site/compare-generic-price";
import { postJson } from "@/lib/site/fetch-json";
import { SavingsNote } from "./savings-note";

export type { GenericSaving };

export function SavingsNudge({
  cardType,
  slug,
  ndc,
  quantity,
  zip,
  initial,
  children,
}: {
  cardType: CardType;
  slug: string;
  ndc: string;
  quantity: number | null;
  zip: string | null;
  initial: GenericSaving | null | undefined; // the server's answer, when the prescription is the one it priced
  children: React.ReactNode; // the server-rendered note of that answer
}) {
  const { data, isPlaceholderData } = useQuery({
    queryKey: ["savings", cardType, slug, ndc, quantity, zip ?? ""],
    queryFn: ({ signal }) =>
      postJson<{ saving: GenericSaving | null }>(
        "/api/savings",
        { cardType, slug, ndc, quantity, zip: zip ?? undefined },
        signal,
      ).then((r) => r.saving),
    initialData: initial,
    enabled: quantity !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  if (initial !== undefined && !isPlaceholderData) return children;
  return <SavingsNote saving={data ?? null} zip={zip} />;
}
