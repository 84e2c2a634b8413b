import { createContext, useContext } from 'react';

/**
 * The site's stylesheet, written into the page's <head> as a <style> element instead of a
 * render-blocking <link> (a phone paints the server-rendered page without a second round trip).
 * Production only (root.tsx links the stylesheet in development, where Vite serves it).
 *
 * On the server the context holds '' and React renders the element empty: entry.server.tsx writes
 * the built file's bytes, read once, into it (page-html.ts) after the render. In the browser the
 * context is empty: hydration reuses the text of the <style> the server wrote, found by its id.
 */
const InlineStyleContext = createContext<string | undefined>(undefined);

export const InlineStyleProvider = InlineStyleContext.Provider;

const ID = 'site-css';

export function InlineStyle({ nonce }: { nonce: string | undefined }) {
  const css = useContext(InlineStyleContext) ?? document.getElementById(ID)!.textContent!;
  return <style id={ID} nonce={nonce} dangerouslySetInnerHTML={{ __html: css }} />;
}
