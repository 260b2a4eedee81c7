/**
 * A tagged PDF from jsPDF (WCAG 1.3.1 and 1.1.1 for documents, PDF/UA's structure): jsPDF draws the
 * page; this wraps each piece it draws in marked content (`/P <</MCID n>> BDC … EMC`), and when
 * the file is written adds the structure tree those pieces belong to (`/StructTreeRoot`, a
 * `/Document` element with one heading, paragraph or figure per piece in reading order, the page's
 * `/ParentTree`), `/MarkInfo <</Marked true>>`, the language, and a title the reader shows instead
 * of the file name. Figures carry `/Alt`; lines drawn for looks only are artifacts. jsPDF 4 has no
 * tagging of its own: this uses its documented plugin events (`putPage`, `postPutResources`,
 * `putCatalog`) and its raw `internal.write`, so no second PDF library is loaded.
 */
import type { jsPDF } from "jspdf";

type Role = "H1" | "H2" | "P" | "Figure";

interface TaggedPiece {
  role: Role;
  page: number;
  mcid: number;
  alt?: string;
}

/** The parts of jsPDF's `internal` a plugin uses that its type declarations leave out. */
interface JsPdfInternal {
  write(...parts: string[]): void;
  newObjectDeferred(): number;
  newObjectDeferredBegin(objectId: number, output: boolean): number;
  getCurrentPageInfo(): { pageNumber: number };
  getPageInfo(pageNumber: number): { objId: number };
  events: { subscribe(topic: string, callback: (data: { pageNumber: number }) => void): string };
}

/** A PDF text string any reader decodes: UTF-16BE with its byte-order mark, in hex. */
export function pdfTextString(text: string): string {
  let hex = "FEFF";
  for (let index = 0; index < text.length; index += 1) {
    hex += text.charCodeAt(index).toString(16).padStart(4, "0").toUpperCase();
  }
  return `<${hex}>`;
}

export class TaggedPdf {
  private readonly pieces: TaggedPiece[] = [];
  private readonly internal: JsPdfInternal;

  constructor(
    readonly pdf: jsPDF,
    { title, language }: { title: string; language: string },
  ) {
    this.internal = pdf.internal as unknown as JsPdfInternal;
    pdf.setDocumentProperties({ title });
    const elementIds: number[] = [];
    let rootId = 0;
    let documentId = 0;
    let parentTreeId = 0;
    this.internal.events.subscribe("putPage", ({ pageNumber }) => {
      this.internal.write(`/StructParents ${pageNumber - 1}`);
    });
    this.internal.events.subscribe("postPutResources", () => {
      rootId = this.internal.newObjectDeferred();
      documentId = this.internal.newObjectDeferred();
      parentTreeId = this.internal.newObjectDeferred();
      for (const _ of this.pieces) elementIds.push(this.internal.newObjectDeferred());
      this.writeObject(
        rootId,
        `<< /Type /StructTreeRoot /K [${documentId} 0 R] /ParentTree ${parentTreeId} 0 R >>`,
      );
      const kids = elementIds.map((id) => `${id} 0 R`).join(" ");
      this.writeObject(documentId, `<< /Type /StructElem /S /Document /P ${rootId} 0 R /K [${kids}] >>`);
      this.writeObject(parentTreeId, `<< /Nums [${this.parentTreeNumbers(elementIds)}] >>`);
      for (const [index, piece] of this.pieces.entries()) {
        const pageId = this.internal.getPageInfo(piece.page).objId;
        const alt = piece.alt === undefined ? "" : ` /Alt ${pdfTextString(piece.alt)}`;
        this.writeObject(
          elementIds[index]!,
          `<< /Type /StructElem /S /${piece.role} /P ${documentId} 0 R /Pg ${pageId} 0 R /K ${piece.mcid}${alt} >>`,
        );
      }
    });
    this.internal.events.subscribe("putCatalog", () => {
      this.internal.write(
        `/StructTreeRoot ${rootId} 0 R /MarkInfo << /Marked true >> /Lang ${pdfTextString(language)}`,
        "/ViewerPreferences << /DisplayDocTitle true >>",
      );
    });
  }

  /** A heading (H1 the document's title, H2 a section's). */
  heading(level: 1 | 2, text: string, x: number, y: number): void {
    this.marked(level === 1 ? "H1" : "H2", () => this.pdf.text(text, x, y));
  }

  paragraph(text: string, x: number, y: number): void {
    this.marked("P", () => this.pdf.text(text, x, y));
  }

  /** A picture (the logo, a barcode) with the words a screen reader says for it. */
  figure(alt: string, draw: () => void): void {
    this.marked("Figure", draw, alt);
  }

  /** Drawn for looks only (a signature line): left out of what a screen reader reads. */
  artifact(draw: () => void): void {
    this.internal.write("/Artifact BMC");
    draw();
    this.internal.write("EMC");
  }

  private marked(role: Role, draw: () => void, alt?: string): void {
    const page = this.internal.getCurrentPageInfo().pageNumber;
    const mcid = this.pieces.filter((piece) => piece.page === page).length;
    this.pieces.push({ role, page, mcid, ...(alt === undefined ? {} : { alt }) });
    this.internal.write(`/${role} << /MCID ${mcid} >> BDC`);
    draw();
    this.internal.write("EMC");
  }

  /** Page index → the elements of its marked pieces, by MCID (pages are keyed from 0). */
  private parentTreeNumbers(elementIds: number[]): string {
    const pages = [...new Set(this.pieces.map((piece) => piece.page))].sort((a, b) => a - b);
    return pages
      .map((page) => {
        const refs = this.pieces
          .map((piece, index) => ({ piece, id: elementIds[index]! }))
          .filter(({ piece }) => piece.page === page)
          .sort((a, b) => a.piece.mcid - b.piece.mcid)
          .map(({ id }) => `${id} 0 R`);
        return `${page - 1} [${refs.join(" ")}]`;
      })
      .join(" ");
  }

  private writeObject(id: number, dictionary: string): void {
    this.internal.newObjectDeferredBegin(id, true);
    this.internal.write(dictionary);
    this.internal.write("endobj");
  }
}

/**
 * The utility's mark drawn in vector: the gold disc with the lightning bolt of the site's logo
 * (components/brand.tsx), `size` across, its top left at (x, y).
 */
export function drawGpaMark(pdf: jsPDF, x: number, y: number, size: number): void {
  const scale = size / 48;
  pdf.setFillColor(242, 169, 0);
  pdf.circle(x + 24 * scale, y + 24 * scale, 22 * scale, "F");
  pdf.setFillColor(10, 38, 75);
  // The bolt of brand.tsx's path "M27 7 14 27h9l-3 14 14-21h-9l2-13z", as relative segments.
  pdf.lines(
    [
      [-13, 20],
      [9, 0],
      [-3, 14],
      [14, -21],
      [-9, 0],
      [2, -13],
    ],
    x + 27 * scale,
    y + 7 * scale,
    [scale, scale],
    "F",
    true,
  );
  pdf.setFillColor(0, 0, 0);
}
