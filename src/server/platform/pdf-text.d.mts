import type { PDFDocument, PDFFont } from 'pdf-lib';

/** pdf-lib, loaded on first use (the idle server does not carry it). */
export function loadPdfLib(): Promise<typeof import('pdf-lib')>;

/** US Letter, in points. */
export const LETTER: { readonly width: 612; readonly height: 792 };

/** How one paragraph is written: its size in points, the space before it and its indent (points). */
export interface TextStyle {
  size: number;
  bold?: boolean;
  muted?: boolean;
  indent?: number;
  before?: number;
}

/** A document of paragraphs, as plain data (it crosses to the font worker). */
export interface TextDocument {
  info: {
    title?: string;
    producer: string;
    creator?: string;
    /** Creation and modification time (ms since 1970); pdf-lib's now without it. */
    date?: number;
  };
  paragraphs: Array<{ text: string; style: TextStyle }>;
  /** pdf-lib's `useObjectStreams` (true unless false). */
  objectStreams?: boolean;
}

/** Lines each on a page of its own, as wide as the line (the captions of the landlord package's images). */
export interface TextLines {
  texts: string[];
  /** Points, as the style's. */
  size: number;
  muted?: boolean;
  /** The page's height, the baseline's height above its foot, and the space left and right of the line (points). */
  height: number;
  baseline: number;
  padding: number;
}

/** The regular and bold fonts of a document, embedded in it. */
export type Fonts = (doc: PDFDocument) => Promise<[PDFFont, PDFFont]>;
/** The regular font of a document, embedded in it. */
export type Font = (doc: PDFDocument) => Promise<PDFFont>;

export function printable(text: string): string;
export function wrap(text: string, width: number, widthOf: (line: string) => number): string[];
export const helveticaRegular: Font;
export const helvetica: Fonts;
export function winAnsi(): Promise<number[]>;
export function writePdf(document: TextDocument, fonts: Fonts): Promise<Uint8Array>;
export function writeLines(lines: TextLines, font: Font): Promise<Uint8Array>;
