// Writes one document, or the lines of the landlord package's image captions, that Helvetica cannot
// write whole, off the main thread (docs/decisions/075): in Noto Sans SC, 10.5 MB a weight, whose
// reading, layout, subsetting and saving take tens of milliseconds that no request may hold the event
// loop for. The font has Chinese, Japanese kana, the ASCII and Latin-1 letters and some Greek and
// Cyrillic, but not ł, ő, ř or ș: a document whose only characters outside WinAnsi are none of the
// font's is written in Helvetica (each such character a '?', as before).
// Plain JavaScript, so the same file runs from the sources (tests, development) and beside the compiled
// server (build/backend), with pdf-text.mjs beside it.
//
// Takes { document } or { lines }; posts { pdf } (the bytes) or { error } (a message).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import fontkit from '@pdf-lib/fontkit';
import { helvetica, helveticaRegular, printable, winAnsi, writeLines, writePdf } from './pdf-text.mjs';

const require = createRequire(import.meta.url);
/** Noto Sans SC 400 and 700 (SIL Open Font License), from the package's files in node_modules. */
const REGULAR = require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf');
const BOLD = require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf');

const regular = await readFile(REGULAR);
/** The regular weight parsed once: for the characters it has and for its embedding (pdf-lib hands its bytes back). */
const regularFont = fontkit.create(regular);

/**
 * @pdf-lib/fontkit 1.1.1 (pinned: the last release of pdf-lib's fork) writes a subset's glyph offsets
 * halved (the short 'loca' format) without padding each glyph to an even length, which fontkit 1.8
 * fixed (foliojs/fontkit#191): one Noto glyph of odd length shifts every later glyph, which then draws
 * blank. Each glyph the subset takes is padded to an even length (a zero byte after a glyph is allowed).
 */
const evenGlyphs = {
  create(data) {
    const font = data === regular ? regularFont : fontkit.create(data);
    const subset = Object.getPrototypeOf(font.createSubset());
    const addGlyph = subset._addGlyph;
    if (!addGlyph.even)
      subset._addGlyph = Object.assign(
        function (gid) {
          const index = addGlyph.call(this, gid);
          const glyph = this.glyf[index];
          if (glyph.length % 2) {
            // The fork's own Buffer class (its streams take no other), one zero byte longer.
            const even = new glyph.constructor(glyph.length + 1);
            even.set(glyph);
            even[glyph.length] = 0;
            this.glyf[index] = even;
            this.offset += 1;
          }
          return index;
        },
        { even: true },
      );
    return font;
  },
};

/** Noto Sans SC 400 alone (lines), or with 700 (a document), the bold read only then. */
const notoRegular = (doc) => {
  doc.registerFontkit(evenGlyphs);
  return doc.embedFont(regular, { subset: true });
};
const noto = async (doc) => [await notoRegular(doc), await doc.embedFont(await readFile(BOLD), { subset: true })];

/** Whether Noto writes a character of the texts that Helvetica cannot. */
async function notoHelps(texts) {
  const [helveticaHas, notoHas] = [new Set(await winAnsi()), new Set(regularFont.characterSet)];
  const codes = texts.flatMap((text) => Array.from(printable(text), (c) => c.codePointAt(0)));
  return codes.some((code) => !helveticaHas.has(code) && notoHas.has(code));
}

const { document, lines } = workerData;
const written = document
  ? writePdf(document, (await notoHelps(document.paragraphs.map(({ text }) => text))) ? noto : helvetica)
  : writeLines(lines, (await notoHelps(lines.texts)) ? notoRegular : helveticaRegular);
written.then(
  (pdf) => parentPort.postMessage({ pdf }, [pdf.buffer]),
  (error) => parentPort.postMessage({ error: String(error?.stack ?? error) }),
);
