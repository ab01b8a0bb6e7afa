"use client";
// "Add to my medicines" on a medication page: keeps the drug, dose and quantity in this browser's list (per card type)
// and says where to find it. A drug already listed has its dose and quantity updated.
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { CardType } from "@/lib/accounts/permissions";
import { MAX_LIST_ITEMS } from "@/lib/site/list-limits";
import { saveMedicine, useMedicineList, type ListedMedicine } from "./medicine-list-store";

export function AddToList({ cardType, medicine }: { cardType: CardType; medicine: ListedMedicine | null }) {
  const t = useTranslations("drug");
  const tl = useTranslations("myMedicines");
  const list = useMedicineList(cardType);
  const [status, setStatus] = useState<"saved" | "full" | null>(null);
  const listed = medicine ? list?.find((m) => m.slug === medicine.slug) : undefined;
  const same = listed && medicine && listed.ndc === medicine.ndc && listed.quantity === medicine.quantity;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        disabled={!medicine || list === null}
        onClick={() => medicine && setStatus(saveMedicine(cardType, medicine) ? "saved" : "full")}
        className="rounded-lg px-4 py-2.5 font-semibold text-accent-700 ring-1 ring-slate-300 hover:bg-accent-50 disabled:opacity-60"
      >
        {listed && !same ? t("updateInList") : t("addToList")}
      </button>
      <p role="status" className="text-sm text-slate-700">
        {status === "full"
          ? tl("full", { max: MAX_LIST_ITEMS })
          : status === "saved" || same
            ? t.rich("addedToList", {
                link: (chunks) => (
                  <Link href="/my-medicines" className="font-semibold text-accent-700 underline underline-offset-4">
                    {chunks}
                  </Link>
                ),
              })
            : null}
      </p>
    </div>
  );
}
