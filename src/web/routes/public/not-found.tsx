import { data } from 'react-router';
import { NotFoundView } from '../../components/public/route-errors.tsx';
import { errorMeta } from './error-meta.ts';

/** Every path no other route takes: a real 404 page with the way back to the listings. */
export function loader(): never {
  throw data(null, { status: 404 });
}

export function meta({ matches }: { matches: Parameters<typeof errorMeta>[1] }) {
  return errorMeta({ frame: 'pageNotFound' }, matches);
}

export default function NotFound() {
  return <NotFoundView />;
}

export function ErrorBoundary() {
  return <NotFoundView />;
}
