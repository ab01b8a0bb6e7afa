// A minimal PNG encoder (8-bit RGBA, no filtering): wallet passes need icons, and drawing a few flat shapes does not
// justify an image library.
import { crc32, deflateSync } from "node:zlib";

export type Rgba = [number, number, number, number];

export function encodePng(width: number, height: number, pixel: (x: number, y: number) => Rgba): Buffer {
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 4 + 1); // each row starts with filter type 0
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 4);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // bit depth 8, colour type RGBA, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

// The card's icon: a rounded square in the theme colour with a white cross, at any size.
export function drawCardIcon(size: number, [r, g, b]: [number, number, number]): Buffer {
  const radius = size * 0.22;
  const arm = size * 0.12; // half the cross bar's thickness
  const reach = size * 0.3; // half the cross bar's length
  const centre = (size - 1) / 2;
  return encodePng(size, size, (x, y) => {
    const dx = Math.max(0, Math.abs(x - centre) - (centre - radius));
    const dy = Math.max(0, Math.abs(y - centre) - (centre - radius));
    if (dx * dx + dy * dy > radius * radius) return [0, 0, 0, 0];
    const ax = Math.abs(x - centre);
    const ay = Math.abs(y - centre);
    const cross = (ax <= arm && ay <= reach) || (ay <= arm && ax <= reach);
    return cross ? [255, 255, 255, 255] : [r, g, b, 255];
  });
}
