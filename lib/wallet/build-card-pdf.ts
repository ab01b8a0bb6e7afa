// The membership card as a one-page PDF the size of a wallet card (CR80, 3.375 x 2.125 in), to print at 100% or keep
// on a phone.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { CARD_THEMES, hexToRgb, type CardText, type WalletCard } from "./card-content";

const WIDTH = 243; // points: 3.375 in
const HEIGHT = 153; // points: 2.125 in
const MARGIN = 14;

const color = (hex: string) => {
  const [r, g, b] = hexToRgb(hex);
  return rgb(r / 255, g / 255, b / 255);
};

export async function buildCardPdf({ card, text }: { card: WalletCard; text: CardText }): Promise<Uint8Array> {
  const theme = CARD_THEMES[card.type];
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${text.brand} · ${text.title}`);
  pdf.setCreator(text.brand);
  const page = pdf.addPage([WIDTH, HEIGHT]);
  const [regular, bold] = await Promise.all([
    pdf.embedFont(StandardFonts.Helvetica),
    pdf.embedFont(StandardFonts.HelveticaBold),
  ]);
  page.drawRectangle({ x: 0, y: 0, width: WIDTH, height: HEIGHT, color: color(theme.background) });
  const fg = color(theme.foreground);
  const label = color(theme.label);
  const write = (s: string, x: number, y: number, size: number, font: PDFFont, c = fg) =>
    page.drawText(s, { x, y, size, font, color: c });

  write(text.brand, MARGIN, HEIGHT - MARGIN - 12, 13, bold);
  writeRight(page, text.title, WIDTH - MARGIN, HEIGHT - MARGIN - 11, 7, regular, label);
  write(text.memberId, MARGIN, 96, 7, regular, label);
  write(card.memberId, MARGIN, 78, 17, bold);
  const columns = [
    [text.group, card.group],
    [text.bin, card.bin],
    [text.pcn, card.pcn],
  ] as const;
  columns.forEach(([name, value], i) => {
    const x = MARGIN + i * 76;
    write(name, x, 58, 7, regular, label);
    write(value, x, 45, 11, bold);
  });
  write(text.instructions, MARGIN, 24, 8, bold);
  write(text.disclaimer, MARGIN, 12, 6.5, regular, label);
  return pdf.save();
}

function writeRight(page: PDFPage, s: string, right: number, y: number, size: number, font: PDFFont, c = rgb(0, 0, 0)) {
  page.drawText(s, { x: right - font.widthOfTextAtSize(s, size), y, size, font, color: c });
}
