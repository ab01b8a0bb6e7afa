// Names and queries compared as lowercase ASCII words: accents, case and punctuation do not matter.
// ASCII text has no accent to take off: NFKD (ICU, the most of the catalog index's build) is skipped for it.
const ASCII = /^[\x00-\x7f]*$/;
export function normalizeSearchText(text: string): string {
  return (ASCII.test(text) ? text : text.normalize("NFKD").replace(/[\u0300-\u036f]/g, ""))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}
