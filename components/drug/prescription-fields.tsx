"use client";
// Dose and quantity of the prescription: the dose's quantity choices, or a custom count priced as count x baseValue.
import { useTranslations } from "next-intl";
import { useId } from "react";
import { CUSTOM, MAX_CUSTOM_COUNT, quantityOf, type Dose, type QuantityState } from "@/lib/site/quantity";

export function PrescriptionFields({
  doses,
  dose,
  quantity,
  onDose,
  onQuantity,
}: {
  doses: Dose[];
  dose: Dose;
  quantity: QuantityState;
  onDose: (ndc: string) => void;
  onQuantity: (quantity: QuantityState) => void;
}) {
  const t = useTranslations("drug");
  const id = useId();
  const customInvalid =
    quantity.choice === CUSTOM && quantity.customCount !== "" && quantityOf(dose, quantity) === null;
  const field = "w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base";
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="flex flex-col gap-2">
        <label htmlFor={`${id}-dose`} className="font-semibold">
          {t("dose")}
        </label>
        <select id={`${id}-dose`} value={dose.value} onChange={(e) => onDose(e.target.value)} className={field}>
          {doses.map((d) => (
            <option key={d.value} value={d.value}>
              {d.label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor={`${id}-quantity`} className="font-semibold">
          {t("quantity")}
        </label>
        <select
          id={`${id}-quantity`}
          value={quantity.choice}
          onChange={(e) => onQuantity({ ...quantity, choice: e.target.value })}
          className={field}
        >
          {dose.quantity.map((q) => (
            <option key={q.value} value={q.value}>
              {q.label}
            </option>
          ))}
          <option value={CUSTOM}>{t("customQuantity")}</option>
        </select>
        {quantity.choice === CUSTOM && (
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-count`} className="text-sm font-medium">
              {t("customCount", { unit: dose.unitLabel })}
            </label>
            <input
              id={`${id}-count`}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_CUSTOM_COUNT}
              step={1}
              value={quantity.customCount}
              onChange={(e) => onQuantity({ ...quantity, customCount: e.target.value })}
              aria-invalid={customInvalid}
              aria-describedby={`${id}-count-hint`}
              className={`${field} w-32`}
            />
            <p id={`${id}-count-hint`} className={`text-sm ${customInvalid ? "text-red-700" : "text-slate-600"}`}>
              {t("customHint")}
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
