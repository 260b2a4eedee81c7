import { jsPDF } from "jspdf";
import { describe, expect, it } from "vitest";
import { pdfTextString, TaggedPdf } from "./tagged-pdf";

/** The file as written (jsPDF leaves its streams uncompressed unless asked). */
function build(draw: (tagged: TaggedPdf, pdf: jsPDF) => void): string {
  const pdf = new jsPDF({ unit: "pt", format: "letter" });
  draw(new TaggedPdf(pdf, { title: "A Receipt", language: "en-US" }), pdf);
  return pdf.output();
}

describe("a tagged PDF from jsPDF", () => {
  it("marks each piece with its own MCID and writes one structure element per piece, in order", () => {
    const file = build((tagged, pdf) => {
      tagged.figure("The logo", () => pdf.rect(10, 10, 20, 20, "F"));
      tagged.heading(1, "Approved", 10, 60);
      tagged.paragraph("Card Number: ####1111", 10, 80);
      tagged.artifact(() => pdf.line(10, 90, 100, 90));
    });
    expect(file).toContain("/Figure << /MCID 0 >> BDC");
    expect(file).toContain("/H1 << /MCID 1 >> BDC");
    expect(file).toContain("/P << /MCID 2 >> BDC");
    expect(file).toContain("/Artifact BMC");
    expect(file.match(/BDC|BMC/g)?.length).toBe(file.match(/\bEMC\b/g)?.length);
    const roles = [...file.matchAll(/\/Type \/StructElem \/S \/(\w+)/g)].map((match) => match[1]);
    expect(roles).toEqual(["Document", "Figure", "H1", "P"]);
    expect(file).toContain(`/Alt ${pdfTextString("The logo")}`);
    expect(file).toMatch(/\/StructParents 0/);
    expect(file).toMatch(/\/ParentTree \d+ 0 R/);
  });

  it("says in its catalog that it is tagged, its language, and to show its title", () => {
    const file = build((tagged) => tagged.paragraph("Hello", 10, 10));
    expect(file).toMatch(/\/StructTreeRoot \d+ 0 R \/MarkInfo << \/Marked true >>/);
    expect(file).toContain(`/Lang ${pdfTextString("en-US")}`);
    expect(file).toContain("/DisplayDocTitle true");
    expect(file).toContain("/Title (A Receipt)");
  });

  it("writes text strings any reader decodes, accents included", () => {
    expect(pdfTextString("Hagåtña")).toBe("<FEFF00480061006700E5007400F10061>");
  });
});
