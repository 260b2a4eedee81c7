/**
 * A PDF read back as a screen reader reads it (WCAG 1.3.1, 1.1.1 for documents): its catalog says it
 * is tagged, its language and title, and its structure tree in reading order — each element's role,
 * its alternative text, and the real text of the marked content it owns. Read with PDF.js, the
 * library browsers' own viewers use, so what is checked is what an assistive technology gets.
 */
import { readFileSync } from "node:fs";

export interface StructureElement {
  role: string;
  alt?: string;
  text: string;
}

export interface PdfStructure {
  marked: boolean;
  language: string;
  title: string;
  displaysTitle: boolean;
  /** The tree's leaves under its Document element, in reading order. */
  elements: StructureElement[];
  /** Every piece of text on the pages that belongs to no structure element (an untagged page). */
  untaggedText: string[];
}

interface TreeNode {
  role?: string;
  alt?: string;
  type?: string;
  id?: string;
  children?: TreeNode[];
}

interface TextPiece {
  type?: string;
  id?: string | null;
  str?: string;
}

export async function readPdfStructure(path: string): Promise<PdfStructure> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const document = await pdfjs.getDocument({ data: new Uint8Array(readFileSync(path)), verbosity: 0 })
    .promise;
  const { info } = (await document.getMetadata()) as unknown as { info: Record<string, unknown> };
  const markInfo = (await document.getMarkInfo()) as { Marked?: boolean } | null;
  const viewerPreferences = (await document.getViewerPreferences()) as Record<string, unknown> | null;
  const elements: StructureElement[] = [];
  const untaggedText: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent({ includeMarkedContent: true });
    const textById = new Map<string, string>();
    let open: string | null = null;
    for (const piece of content.items as TextPiece[]) {
      if (piece.type === "beginMarkedContentProps" || piece.type === "beginMarkedContent") {
        open = piece.id ?? null;
      } else if (piece.type === "endMarkedContent") {
        open = null;
      } else if (piece.str !== undefined && piece.str.trim() !== "") {
        if (open) textById.set(open, `${textById.get(open) ?? ""}${piece.str}`);
        else untaggedText.push(piece.str);
      }
    }
    const tree = (await page.getStructTree()) as TreeNode | null;
    const walk = (node: TreeNode) => {
      const kids = node.children ?? [];
      const contents = kids.filter((kid) => kid.type === "content");
      if (node.role && node.role !== "Root" && node.role !== "Document") {
        elements.push({
          role: node.role,
          ...(node.alt === undefined ? {} : { alt: node.alt }),
          text: contents.map((kid) => textById.get(kid.id ?? "") ?? "").join(""),
        });
      }
      for (const kid of kids) if (kid.type !== "content") walk(kid);
    };
    if (tree) walk(tree);
  }
  await document.destroy();
  return {
    marked: markInfo?.Marked === true,
    language: String(info.Language ?? ""),
    title: String(info.Title ?? ""),
    displaysTitle: viewerPreferences?.DisplayDocTitle === true,
    elements,
    untaggedText,
  };
}

/**
 * The checks every PDF the portal makes passes: tagged, in English, titled (the title shown, not
 * the file name), every piece of text inside an element, and every figure with alternative text.
 */
export function expectAccessiblePdf(structure: PdfStructure, title: string): string[] {
  const problems: string[] = [];
  if (!structure.marked) problems.push("not marked as tagged (/MarkInfo /Marked true)");
  if (structure.language !== "en-US") problems.push(`language '${structure.language}', not en-US`);
  if (structure.title !== title) problems.push(`title '${structure.title}', not '${title}'`);
  if (!structure.displaysTitle) problems.push("the reader shows the file name, not the title");
  if (structure.untaggedText.length > 0) {
    problems.push(`text outside the structure tree: ${structure.untaggedText.join(" | ")}`);
  }
  for (const element of structure.elements) {
    if (element.role === "Figure" && !element.alt) problems.push("a figure without alternative text");
    if (element.role !== "Figure" && element.text.trim() === "") problems.push(`an empty ${element.role}`);
  }
  return problems;
}
