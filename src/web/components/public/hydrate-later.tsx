import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A part of the public pages whose code is not in their first load (decision 099): the server renders
 * it in place, as before (the page is sent complete, entry.server.tsx); in the browser its chunk loads
 * when the page hydrates, and React keeps the part's HTML as it came until then (a Suspense boundary
 * hydrates on its own; a click on it meanwhile is replayed once it has). Only for parts a visitor uses
 * after scrolling or typing, which work as plain HTML meanwhile (links, a form that posts without
 * scripts), never for what the page's first screen needs to respond.
 */
export function hydrateLater<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Part = lazy(() => load().then((component) => ({ default: component })));
  return function Later(props: Props) {
    return (
      <Suspense>
        <Part {...props} />
      </Suspense>
    );
  };
}
