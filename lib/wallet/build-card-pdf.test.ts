import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { buildCardPdf } from "./build-card-pdf";
import { TEST_CARD_TEXT } from "../../test-support/test-credentials";

describe("buildCardPdf", () => {
  it("is one wallet-card-sized page titled with the card", async () => {
    const card = { type: "people", memberId: "RX1234567897", group: "HABCDEFG", bin: "019901", pcn: "RXCARD" } as const;
    const bytes = await buildCardPdf({
      card,
      text: { ...TEST_CARD_TEXT, instructions: "Muestre esta tarjeta a su farmacéutico." },
    });
    expect(Buffer.from(bytes.subarray(0, 5)).toString("ascii")).toBe("%PDF-");
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getPage(0).getSize()).toEqual({ width: 243, height: 153 });
    expect(pdf.getTitle()).toBe("RxCard · Prescription discount card");
  });
});
