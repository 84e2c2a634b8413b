// Opens applicants' PDFs off the main thread, in the sandbox's workers (src/server/platform/sandbox.ts,
// docs/decisions/076-hostile-input.md): pdf-lib parses on the thread it runs on, about 5 µs a byte for
// junk, so a crafted file could otherwise hold every request. Plain JavaScript, so the same file runs
// from the sources (tests, development) and beside the compiled server (build/backend).
//
// Posts { ready: true } once loaded (src/server/platform/sandbox.ts). Jobs (each answers { ok, transfer } or { error }):
// - check { bytes }: whether the PDF opens (pdf-lib parses it); { pages } its page count.
// - pages { bytes, largest, parent }: its pages copied, made safe, into objects numbered on from `largest`
//   with `parent` their page tree: { data, index: [num, start, end, …], kids, largest }.
// - sanitise { bytes }: the whole PDF rewritten from its pages, made safe (the copy staff open).
//
// Made safe: what a PDF viewer would run or open is dropped: actions (/A, /AA, /OpenAction, JavaScript,
// Launch, URI, SubmitForm…), link, file-attachment and media annotations, embedded files. Only the pages
// are copied, so the document's catalog (its /OpenAction, /Names JavaScript, /AcroForm scripts) never is.
import { parentPort } from 'node:worker_threads';
import { ParseSpeeds, PDFArray, PDFContext, PDFDict, PDFDocument, PDFName, PDFObjectCopier, PDFRef } from 'pdf-lib';

/** Keys whose values are actions, scripts or embedded files. */
const UNSAFE_KEYS = ['A', 'AA', 'OpenAction', 'JS', 'JavaScript', 'EmbeddedFiles', 'EF', 'Next', 'RichMediaContent'].map((key) =>
  PDFName.of(key),
);
/** Annotations that act or carry something rather than show: dropped whole. */
const UNSAFE_ANNOTATIONS = new Set(['/Link', '/FileAttachment', '/Movie', '/Sound', '/Screen', '/RichMedia', '/3D']);
/** Objects that are an action, a script, a file or its specification: deleted. */
const UNSAFE_TYPES = new Set(['/Action', '/EmbeddedFile', '/Filespec', '/JavaScript']);

const nameOf = (dict, key) => dict.get(PDFName.of(key))?.toString();

/** An action's types (its /S): what a viewer would do when a page opens or a link is clicked. */
const ACTIONS = new Set(
  [
    'GoTo',
    'GoToR',
    'GoToE',
    'GoTo3DView',
    'Launch',
    'Thread',
    'URI',
    'Sound',
    'Movie',
    'Hide',
    'Named',
    'SubmitForm',
    'ResetForm',
    'ImportData',
    'JavaScript',
    'SetOCGState',
    'Rendition',
    'Trans',
    'RichMediaExecute',
  ].map((s) => `/${s}`),
);

/** Whether a dictionary is an action, a script, a file or an annotation that acts: deleted whole. */
function unsafeObject(dict) {
  if (UNSAFE_TYPES.has(nameOf(dict, 'Type'))) return true;
  if (ACTIONS.has(nameOf(dict, 'S'))) return true;
  return nameOf(dict, 'Type') !== '/XObject' && UNSAFE_ANNOTATIONS.has(nameOf(dict, 'Subtype'));
}

/** Removes unsafe keys from a dictionary and its direct dictionaries and arrays. */
function scrub(object, context) {
  const dict = object instanceof PDFDict ? object : object?.dict instanceof PDFDict ? object.dict : null;
  if (dict) {
    for (const key of UNSAFE_KEYS) dict.delete(key);
    const annots = dict.get(PDFName.of('Annots'));
    if (annots instanceof PDFArray) {
      for (let i = annots.size() - 1; i >= 0; i -= 1) {
        const annot = context.lookup(annots.get(i));
        if (!(annot instanceof PDFDict) || unsafeObject(annot)) annots.remove(i);
      }
    }
    for (const [, value] of dict.entries()) if (!(value instanceof PDFRef)) scrub(value, context);
  } else if (object instanceof PDFArray) {
    for (const value of object.asArray()) if (!(value instanceof PDFRef)) scrub(value, context);
  }
}

/** Every object of `context` made safe: actions, scripts, files and acting annotations deleted, their keys removed. */
function sanitise(context) {
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFDict ? object : object?.dict instanceof PDFDict ? object.dict : null;
    if (dict && unsafeObject(dict)) context.delete(ref);
  }
  for (const [, object] of context.enumerateIndirectObjects()) scrub(object, context);
}

const load = (bytes) =>
  PDFDocument.load(bytes, { updateMetadata: false, parseSpeed: ParseSpeeds.Fastest, throwOnInvalidObject: false });

const jobs = {
  async check({ bytes }) {
    const doc = await load(bytes);
    return { result: { pages: doc.getPageCount() } };
  },

  async pages({ bytes, largest, parent }) {
    const source = await load(bytes);
    const pages = source.getPages();
    if (pages.length === 0) throw new Error('A PDF without pages');
    const context = PDFContext.create();
    context.largestObjectNumber = largest;
    const copier = PDFObjectCopier.for(source.context, context);
    const kids = [];
    for (const page of pages) {
      const copied = copier.copy(page.node);
      copied.set(PDFName.of('Parent'), PDFRef.of(parent));
      kids.push(context.register(copied).objectNumber);
    }
    sanitise(context);
    const objects = context.enumerateIndirectObjects();
    const total = objects.reduce((sum, [, object]) => sum + object.sizeInBytes(), 0);
    const data = new Uint8Array(total);
    const index = [];
    let at = 0;
    for (const [ref, object] of objects) {
      const end = at + object.copyBytesInto(data, at);
      index.push(ref.objectNumber, at, end);
      at = end;
    }
    return { result: { data, index, kids, largest: context.largestObjectNumber }, transfer: [data.buffer] };
  },

  async sanitise({ bytes }) {
    const source = await load(bytes);
    const doc = await PDFDocument.create({ updateMetadata: false });
    for (const page of await doc.copyPages(source, source.getPageIndices())) doc.addPage(page);
    sanitise(doc.context);
    const data = await doc.save({ useObjectStreams: false });
    return { result: { data }, transfer: [data.buffer] };
  },
};

parentPort.on('message', ({ job, input }) => {
  Promise.resolve()
    .then(() => jobs[job](input))
    .then(
      ({ result, transfer }) => parentPort.postMessage({ ok: result }, transfer ?? []),
      (error) => parentPort.postMessage({ error: String(error?.message ?? error) }),
    );
});

parentPort.postMessage({ ready: true });
