import { SaxesParser } from 'saxes';

/** An element read back from a document: its name, attributes, child elements and text (CDATA joined in). */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

/**
 * Parses a document with saxes, a strict XML 1.0 parser: anything not well-formed (an unescaped `&`,
 * a control character, a broken CDATA section, a second root) throws.
 */
export function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser();
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  let failure: Error | null = null;
  parser.on('error', (error) => {
    failure ??= error;
  });
  parser.on('opentag', (tag) => {
    const element: XmlElement = {
      name: tag.name,
      attributes: { ...tag.attributes } as Record<string, string>,
      children: [],
      text: '',
    };
    stack[stack.length - 1]?.children.push(element);
    root ??= element;
    stack.push(element);
  });
  parser.on('text', (text) => {
    if (stack.length) stack[stack.length - 1].text += text;
  });
  parser.on('cdata', (text) => {
    if (stack.length) stack[stack.length - 1].text += text;
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  parser.write(xml).close();
  if (failure) throw failure;
  if (!root) throw new Error('no root element');
  return root;
}

/** The child elements of `element` named `name`. */
export const childrenNamed = (element: XmlElement, name: string) => element.children.filter((c) => c.name === name);

/** The one child named `name` (throws when there is none). */
export function child(element: XmlElement, name: string): XmlElement {
  const found = element.children.find((c) => c.name === name);
  if (!found) throw new Error(`<${element.name}> has no <${name}>`);
  return found;
}

/** The trimmed text of the child named `name`, or undefined when there is none. */
export const childText = (element: XmlElement, name: string) => element.children.find((c) => c.name === name)?.text.trim();

/** Every element path in the document ('streeteasy/properties/property/location/address'), each once. */
export function elementPaths(element: XmlElement, prefix = ''): Set<string> {
  const here = prefix ? `${prefix}/${element.name}` : element.name;
  const paths = new Set([here]);
  for (const c of element.children) for (const p of elementPaths(c, here)) paths.add(p);
  return paths;
}
