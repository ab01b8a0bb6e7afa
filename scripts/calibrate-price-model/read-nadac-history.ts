// Reads the monthly NADAC history archive (one JSON per RxCUI) into each NDC's earliest and latest price, so the
// calibration can see how far 2025 NADAC has moved from the earliest prices on record (2017), the closest to 2013.
import { createReadStream } from "node:fs";
import { createGunzip } from "node:zlib";
import { extract } from "tar-stream";

export type PricePoint = { date: string; price: number }; // date as YYYY-MM-DD
export type NdcHistory = { first: PricePoint; last: PricePoint };

// The archive mixes "7/20/2022" and "03/22/2023": both are month/day/year.
function isoDate(text: string): string | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  return m ? `${m[3]}-${m[1]?.padStart(2, "0")}-${m[2]?.padStart(2, "0")}` : null;
}

export function summarizeHistory(prices: Record<string, number>): NdcHistory | null {
  const points = Object.entries(prices)
    .flatMap(([text, price]) => {
      const date = isoDate(text);
      return date && price > 0 ? [{ date, price }] : [];
    })
    .sort((a, b) => a.date.localeCompare(b.date));
  const first = points[0];
  const last = points.at(-1);
  return first && last ? { first, last } : null;
}

export async function readNadacHistory(archive: string): Promise<Map<string, NdcHistory>> {
  const histories = new Map<string, NdcHistory>();
  const tar = extract();
  tar.on("entry", (header, stream, next) => {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: unknown) => chunks.push(chunk as Buffer));
    stream.on("end", () => {
      if (/\/prices\/\d+\.json$/.test(header.name)) {
        const file = JSON.parse(Buffer.concat(chunks).toString("utf8")) as {
          prices?: Record<string, Record<string, number>>;
        };
        for (const [ndc, prices] of Object.entries(file.prices ?? {})) {
          const history = summarizeHistory(prices);
          if (history) histories.set(ndc, history);
        }
      }
      next();
    });
    stream.resume();
  });
  await new Promise<void>((resolve, reject) => {
    tar.on("finish", resolve).on("error", reject);
    createReadStream(archive).pipe(createGunzip()).on("error", reject).pipe(tar);
  });
  return histories;
}
