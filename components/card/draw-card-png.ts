"use client";
// Draws the card on a canvas at print resolution (CR80 at 300 dpi) and returns it as a PNG.
import { CARD_THEMES, type CardText, type WalletCard } from "@/lib/wallet/card-content";

const WIDTH = 1012;
const HEIGHT = 638;
const MONO = "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace";

export async function drawCardPng(card: WalletCard, text: CardText): Promise<Blob> {
  await document.fonts?.ready;
  // The page's own font (the system's sans-serif).
  const FONT = getComputedStyle(document.body).fontFamily;
  const canvas = document.createElement("canvas");
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const g = canvas.getContext("2d");
  if (!g) throw new Error("canvas unavailable");
  const theme = CARD_THEMES[card.type];
  g.fillStyle = theme.background;
  g.beginPath();
  g.roundRect(0, 0, WIDTH, HEIGHT, 40);
  g.fill();
  const write = (s: string, x: number, y: number, font: string, color: string, align: CanvasTextAlign = "left") => {
    g.font = font;
    g.fillStyle = color;
    g.textAlign = align;
    g.fillText(s, x, y);
  };
  write(text.brand, 60, 100, `700 56px ${FONT}`, theme.foreground);
  write(text.title, WIDTH - 60, 96, `500 28px ${FONT}`, theme.label, "right");
  write(text.memberId.toUpperCase(), 60, 210, `600 26px ${FONT}`, theme.label);
  write(card.memberId, 60, 290, `700 76px ${MONO}`, theme.foreground);
  [
    [text.group, card.group],
    [text.bin, card.bin],
    [text.pcn, card.pcn],
  ].forEach(([label, value], i) => {
    const x = 60 + i * 310;
    write(label!.toUpperCase(), x, 380, `600 26px ${FONT}`, theme.label);
    write(value!, x, 440, `700 48px ${MONO}`, theme.foreground);
  });
  write(text.instructions, 60, 540, `700 34px ${FONT}`, theme.foreground);
  write(text.disclaimer, 60, 590, `400 24px ${FONT}`, theme.label);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("PNG encoding failed"))), "image/png"),
  );
}

export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
