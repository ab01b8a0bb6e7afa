// The membership card as the pharmacist reads it: BIN, PCN, group and member ID in large type, in the card type's
// colours. On paper it prints at wallet-card size (globals.css, .card-coupon).
import type { CardText, WalletCard } from "@/lib/wallet/card-content";
import { CARD_THEMES } from "@/lib/wallet/card-content";

export function MembershipCard({ card, text }: { card: WalletCard; text: CardText }) {
  const theme = CARD_THEMES[card.type];
  const field = (label: string, value: string, testId: string, big = false) => (
    <div className={big ? "col-span-3 min-w-0" : "min-w-0"}>
      <dt className="text-xs font-medium tracking-wide uppercase" style={{ color: theme.label }}>
        {label}
      </dt>
      <dd
        className={`font-mono font-bold break-all ${big ? "text-2xl sm:text-3xl print:text-2xl" : "text-lg sm:text-xl print:text-base"}`}
        data-testid={testId}
      >
        {value}
      </dd>
    </div>
  );
  return (
    <section
      aria-label={text.title}
      className="card-coupon flex aspect-[1.586] w-full max-w-md flex-col justify-between gap-2 rounded-2xl p-5 shadow-lg sm:p-6"
      style={{ backgroundColor: theme.background, color: theme.foreground }}
      data-card-type={card.type}
    >
      <div className="flex items-baseline justify-between gap-2">
        <p className="text-xl font-bold">{text.brand}</p>
        <p className="text-right text-xs font-medium" style={{ color: theme.label }}>
          {text.title}
        </p>
      </div>
      <dl className="grid grid-cols-3 gap-2 print:gap-1">
        {field(text.memberId, card.memberId, "member-id", true)}
        {field(text.group, card.group, "group")}
        {field(text.bin, card.bin, "bin")}
        {field(text.pcn, card.pcn, "pcn")}
      </dl>
      <div>
        <p className="text-sm font-semibold">{text.instructions}</p>
        <p className="text-[11px]" style={{ color: theme.label }}>
          {text.disclaimer}
        </p>
      </div>
    </section>
  );
}
