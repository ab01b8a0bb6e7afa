// A small label beside a name: brand or generic, national, lowest price.
const TONES = {
  brand: "bg-amber-100 text-amber-900 ring-amber-300",
  generic: "bg-sky-100 text-sky-900 ring-sky-300",
  accent: "bg-accent-100 text-accent-800 ring-accent-600/30",
  neutral: "bg-slate-100 text-slate-800 ring-slate-300",
} as const;

export function Badge({ tone = "neutral", children }: { tone?: keyof typeof TONES; children: React.ReactNode }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${TONES[tone]}`}>
      {children}
    </span>
  );
}
