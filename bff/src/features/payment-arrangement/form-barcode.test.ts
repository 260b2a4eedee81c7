import { describe, expect, it } from "vitest";
import { barcodePng } from "../../../tests/arrangement-harness";
import { barcodesOfForm } from "./form-barcode";

describe("reading the case number's barcode from an uploaded form (decision 018)", () => {
  it("reads it from an image", async () => {
    expect(await barcodesOfForm(Buffer.from(await barcodePng("7000000042")), "image/png")).toEqual([
      "7000000042",
    ]);
  });

  it("reads it from a PDF made as the case form makes it (jsPDF, a4 at px, the barcode as an image)", async () => {
    const { jsPDF } = await import("jspdf");
    const pdf = new jsPDF({ orientation: "portrait", unit: "px", format: "a4" });
    pdf.text("Payment Arrangement Agreement Form", 40, 40);
    pdf.addImage(await barcodePng("7000000042"), "PNG", 40, 80, 240, 80);
    const bytes = Buffer.from(pdf.output("arraybuffer"));
    expect(await barcodesOfForm(bytes, "application/pdf")).toContain("7000000042");
  });

  it("finds nothing in a PDF without images", async () => {
    const { jsPDF } = await import("jspdf");
    const pdf = new jsPDF({ unit: "px", format: "a4" });
    pdf.text("no barcode here", 40, 40);
    expect(await barcodesOfForm(Buffer.from(pdf.output("arraybuffer")), "application/pdf")).toEqual([]);
  });
});
