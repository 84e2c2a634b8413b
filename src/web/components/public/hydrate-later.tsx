import { Suspense, use, type ComponentType } from 'react';

/**
 * A part of the public pages whose code is not in their first load (decision 099): the server renders
 * it in place, as before (the page is sent complete, entry.server.tsx); in the browser its chunk is
 * asked for as soon as the page's own modules run, beside React DOM, so it is usually there when the
 * page hydrates and the part hydrates with it. If not, React keeps the part's HTML as it came until it
 * is (a Suspense boundary). A part that had to wait can be rendered afresh when the page's state
 * changes first, so only parts that work as plain HTML meanwhile (links, a form that posts without
 * scripts) are loaded this way.
 */
export function hydrateLater<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  // Asked for once, when the module that declares the part is evaluated (before the page hydrates).
  let loaded: ComponentType<Props> | null = null;
  const loading = load().then((component) => (loaded = component));
  function Part(props: Props) {
    // Already here: rendered at once, so the part hydrates with the page; else the page waits for it.
    const Component = loaded ?? use(loading);
    return <Component {...props} />;
  }
  return function Later(props: Props) {
    return (
      <Suspense>
        <Part {...props} />
      </Suspense>
    );
  };
}
