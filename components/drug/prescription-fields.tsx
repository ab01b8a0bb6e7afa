"use client";
// Dose and quantity of the prescription: the dose's quantity choices, or a custom count priced as count x baseValue.
// A closed menu changes at each arrow key: `onStep` says a change came from the keys, so pricing can wait for the
// patient to stop on one.
import { useTranslations } from "next-intl";
import { useId, useRef, type KeyboardEvent } from "react";
import { CUSTOM, MAX_CUSTOM_COUNT, quantityOf, type Dose, type QuantityState } from "@/lib/site/quantity";

export function PrescriptionFields({
  doses,
  dose,
  quantity,
  onDose,
  onQuantity,
  onStep,
}: {
  doses: Dose[];
  dose: Dose;
  quantity: QuantityState;
  onDose: (ndc: string) => void;
  onQuantity: (quantity: QuantityState) => void;
  onStep: (stepping: boolean) => void;
}) {
  const t = useTranslations("drug");
  const id = useId();
  const keyAt = useRef(0);
  const onKeyDown = (event: KeyboardEvent) => {
    if (/^(Arrow|Page|Home|End)/.test(event.key)) keyAt.current = performance.now();
  };
  const step = () => onStep(performance.now() - keyAt.current < 250);
  const customInvalid =
    quantity.choice === CUSTOM && quantity.customCount !== "" && quantityOf(dose, quantity) === null;
  const field = "w-full rounded-lg border border-slate-300 bg-white px-2 py-2 text-base sm:px-3 sm:py-2.5";
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4">
      <div className="flex min-w-0 flex-col gap-1 sm:gap-2">
        <label htmlFor={`${id}-dose`} className="font-semibold">
          {t("dose")}
        </label>
        <select
          id={`${id}-dose`}
          value={dose.value}
          onKeyDown={onKeyDown}
          onChange={(e) => {
            step();
            onDose(e.target.value);
          }}
          className={field}
        >
          {doses.map((d) => (
            <option key={d.value} value={d.value}>
              {d.label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex min-w-0 flex-col gap-1 sm:gap-2">
        <label htmlFor={`${id}-quantity`} className="font-semibold">
          {t("quantity")}
        </label>
        <select
          id={`${id}-quantity`}
          value={quantity.choice}
          onKeyDown={onKeyDown}
          onChange={(e) => {
            step();
            onQuantity({ ...quantity, choice: e.target.value });
          }}
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
