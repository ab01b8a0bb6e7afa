// The pharmacy help desk's phone number that the card's pharmacist view shows: PHARMACY_HELP_DESK_PHONE (lib/env.ts),
// read at request time. Unset or not a phone number: the view shows no number rather than an invented one.
export type HelpDeskPhone = { display: string; tel: string };

export function readHelpDeskPhone(configured: string | undefined): HelpDeskPhone | null {
  const display = configured?.trim();
  if (!display || !/^\+?[\d\s().-]+$/.test(display)) return null;
  const digits = display.replace(/\D/g, "");
  if (display.startsWith("+")) return digits.length >= 8 && digits.length <= 15 ? { display, tel: `+${digits}` } : null;
  if (digits.length === 10) return { display, tel: `+1${digits}` }; // a US number written without the country code
  if (digits.length === 11 && digits.startsWith("1")) return { display, tel: `+${digits}` };
  return null;
}
