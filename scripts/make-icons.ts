// npm run icons: draws the web app's icons (public/icons/*.png, app/icon.svg) from one SVG with sharp, the image
// library Next.js already installs. The PNGs are committed; run this again only when the drawing changes.
import fs from "node:fs";
import sharp from "sharp";

const TEAL = "#115e59";

// A white membership card with a teal stripe and number lines on teal. `full` fills the square edge to edge (maskable:
// the launcher crops it; everything that matters sits inside the central 80% circle); otherwise rounded corners.
function drawIcon(full: boolean): string {
  const background = full
    ? `<rect width="512" height="512" fill="${TEAL}"/>`
    : `<rect width="512" height="512" rx="112" fill="${TEAL}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  ${background}
  <rect x="96" y="155" width="320" height="202" rx="22" fill="#ffffff"/>
  <rect x="96" y="190" width="320" height="34" fill="#99f6e4"/>
  <path d="M140 262h24v-24h24v24h24v24h-24v24h-24v-24h-24z" fill="${TEAL}"/>
  <rect x="236" y="256" width="140" height="18" rx="9" fill="${TEAL}"/>
  <rect x="236" y="292" width="100" height="18" rx="9" fill="#5eead4"/>
</svg>`;
}

async function main() {
  fs.mkdirSync("public/icons", { recursive: true });
  const any = Buffer.from(drawIcon(false));
  const maskable = Buffer.from(drawIcon(true));
  const png = (svg: Buffer, size: number, file: string) =>
    sharp(svg, { density: 300 }).resize(size, size).png({ compressionLevel: 9, palette: true }).toFile(file);
  await png(any, 192, "public/icons/icon-192.png");
  await png(any, 512, "public/icons/icon-512.png");
  await png(maskable, 512, "public/icons/maskable-512.png");
  await png(maskable, 180, "public/icons/apple-touch-icon.png"); // iOS rounds the corners itself
  fs.writeFileSync("app/icon.svg", `${drawIcon(false)}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
