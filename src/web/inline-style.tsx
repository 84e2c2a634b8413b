import { createContext, useContext } from 'react';

/**
 * The site's stylesheet, written into the page's <head> as a <style> element instead of a
 * render-blocking <link> (a phone paints the server-rendered page without a second round trip).
 * Production only (root.tsx links the stylesheet in development, where Vite serves it).
 *
 * The server (entry.server.tsx) reads the built file once and provides its text through this
 * context. In the browser the context is empty: hydration reuses the text of the <style> the
 * server wrote, found by its id.
 */
const InlineStyleContext = createContext<string | undefined>(undefined);

export const InlineStyleProvider = InlineStyleContext.Provider;

const ID = 'site-css';

export function InlineStyle({ nonce }: { nonce: string | undefined }) {
  const css = useContext(InlineStyleContext) ?? document.getElementById(ID)!.textContent!;
  return <style id={ID} nonce={nonce} dangerouslySetInnerHTML={{ __html: css }} />;
}
