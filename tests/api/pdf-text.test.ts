import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { coverPdf } from '../../src/server/features/applications/package-cover.ts';
import { wrap, type TextDocument } from '../../src/server/platform/pdf-text.mjs';
import { PACKAGE_TEXT as T } from '../../src/shared/texts/application-package.ts';
import { textPdf } from '../../src/server/platform/text-pdf.ts';
import { pdfFonts, pdfText, toUnicode } from '../support/pdf-text.ts';

/** Every character one unit wide: a line of width 10 holds 10 characters. */
const chars = (line: string) => Array.from(line).length;
const CLOSING = /^[，。、；：！？）」』》]/;

const document = (...texts: string[]): TextDocument => ({
  info: { producer: 'Test', date: 0 },
  paragraphs: texts.map((text, index) => ({ text, style: { size: 11, bold: index === 0 } })),
});

/**
 * The text of the product's PDFs (the signed fee disclosure, the landlord package's cover, decision 075):
 * lines broken between Chinese characters as well as at spaces, Helvetica when it can write every
 * character, Noto Sans SC (a subset, written in a worker thread) when it cannot.
 */
describe('PDF text', () => {
  it('wraps Latin text at spaces only, as before, and keeps a word longer than the line whole', () => {
    expect(wrap('the quick brown fox jumps', 10, chars)).toEqual(['the quick', 'brown fox', 'jumps']);
    expect(wrap('a extraordinarily long word', 10, chars)).toEqual(['a', 'extraordinarily', 'long word']);
  });

  it('wraps Chinese text between characters, never starting a line with closing punctuation', () => {
    const text =
      '以下是您为145 East 29th Street的租约需支付的全部费用及其收款方（纽约市《FARE 法案》）。除此之外，不会向您收取任何费用。';
    const lines = wrap(text, 10, chars);
    expect(lines.join('').replace(/ /g, '')).toBe(text.replace(/ /g, ''));
    for (const line of lines) {
      expect(chars(line), line).toBeLessThanOrEqual(10);
      expect(line, line).not.toMatch(CLOSING);
      expect(line, line).not.toMatch(/[（《]$/);
    }
    // Latin words stay whole beside Chinese ones; a full line of Chinese is ten characters.
    expect(lines).toContain('以下是您为145');
    expect(lines).toContain('East 29th');
    expect(lines.filter((line) => chars(line) === 10).length).toBeGreaterThan(3);
    // '。' and '，' stay at the end of the line before rather than start one.
    expect(wrap('一二三四五六七八九十。十一', 10, chars)).toEqual(['一二三四五六七八九', '十。十一']);
  });

  it('writes in Helvetica what it can write (or what Noto cannot help), Chinese in Noto Sans SC, both read back as written', async () => {
    const english = await textPdf(document('FARE Act fee disclosure', 'Tenant: José Núñez — $4,380'));
    expect(await pdfFonts(english)).toEqual(['Helvetica', 'Helvetica-Bold']);
    expect(await pdfText(english)).toBe('FARE Act fee disclosure\nTenant: José Núñez — $4,380');
    // Letters neither font has (Noto Sans SC lacks most of Latin Extended-A): Helvetica, each a '?' as before.
    const czech = await textPdf(document('FARE Act fee disclosure', 'Tenant: Antonín Dvořák'));
    expect(await pdfFonts(czech)).toEqual(['Helvetica', 'Helvetica-Bold']);
    expect(await pdfText(czech)).toBe('FARE Act fee disclosure\nTenant: Antonín Dvo?ák');

    const chinese = await textPdf(document('《FARE 法案》费用披露', '租客：王小明 <wang@example.com>'));
    expect((await pdfFonts(chinese)).map((name) => name.replace(/-\d+$/, ''))).toEqual(['NotoSansSC-Bold', 'NotoSansSC-Regular']);
    expect(await pdfText(chinese)).toBe('《FARE 法案》费用披露\n租客：王小明 <wang@example.com>');
  });

  it('embeds a subset whose every glyph has the outline of the character in the font (no glyph lost)', async () => {
    const pdf = await textPdf(document('签署人：王小明', '以下是您为145 East 29th Street的租约需支付的全部费用及其收款方'));
    const original = fontkit.create(
      readFileSync(createRequire(import.meta.url).resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf')),
    );
    const doc = await PDFDocument.load(pdf);
    const font = doc.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .find(
        (object): object is PDFDict =>
          object instanceof PDFDict &&
          object.get(PDFName.of('Subtype')) === PDFName.of('Type0') &&
          String(object.get(PDFName.of('BaseFont'))).includes('Bold'),
      )!;
    const decode = (name: string, from: PDFDict) => decodePDFRawStream(from.lookup(PDFName.of(name)) as PDFRawStream).decode();
    const descendant = font.lookup(PDFName.of('DescendantFonts'), PDFArray).lookup(0, PDFDict);
    const subset = fontkit.create(Buffer.from(decode('FontFile2', descendant.lookup(PDFName.of('FontDescriptor'), PDFDict))));
    const glyphs = toUnicode(Buffer.from(decode('ToUnicode', font)).toString('latin1'));
    expect([...glyphs.values()].sort()).toEqual([...new Set('签署人：王小明')].sort());
    for (const [code, char] of glyphs) {
      const drawn = subset.getGlyph(parseInt(code, 16)).path.toSVG();
      expect(drawn, char).toBe(original.glyphForCodePoint(char.codePointAt(0)!).path.toSVG());
      expect(drawn, char).not.toBe('');
    }
  });

  it("prints a Chinese name on the landlord package's cover", async () => {
    const pdf = await coverPdf({
      agent: { name: 'Dana Whitfield', title: 'Agent', email: 'dana@example.com', phone: '', licenseLine: '' },
      brokerageName: 'Manhattan Rentals',
      place: '145 East 29th Street, Apt 4B',
      rent: '$3,000',
      preparedOn: 'November 26, 2026',
      people: [{ role: 'Applicant', name: '王小明', details: ['wang@example.com'] }],
      income: { tenants: T.coverTenantsIncome('$120,000', '40'), voucher: null, guarantor: null },
      documents: [{ name: 'Photo ID.jpg', person: '王小明' }],
    });
    const lines = (await pdfText(pdf)).split('\n');
    for (const line of [T.coverTitle, 'Applicant: 王小明', T.coverDocument(1, 'Photo ID.jpg', '王小明')])
      expect(lines).toContain(line);
  });
});
