import { ADMIN_TEXT as T } from '../../../shared/texts/admin.ts';
import { useSession } from '../../lib/session.ts';
import type { Route } from './+types/dashboard';

export function meta(): Route.MetaDescriptors {
  return [{ title: `${T.dashboard} | ${T.brand}` }];
}

export default function Dashboard() {
  const { user } = useSession();
  return (
    <div>
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{T.dashboard}</h1>
      <p className="mt-1 text-slate-600">{T.welcome(user?.name ?? '')}</p>
    </div>
  );
}
