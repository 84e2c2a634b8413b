import type { Route } from './+types/home';

export function meta(): Route.MetaDescriptors {
  return [{ title: 'All Properties' }];
}

export default function Home() {
  return <h1 className="p-8 text-3xl font-semibold">All Properties</h1>;
}
