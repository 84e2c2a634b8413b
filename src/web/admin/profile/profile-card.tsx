import type { UserDto } from '../../../shared/auth.schema.ts';
import { AUTH_TEXT as T } from '../../../shared/texts/auth.ts';
import { ClockIcon, MailIcon } from '../../components/ui/icons.tsx';
import { initialOf, roleLabel } from '../kit/profile-menu.tsx';
import { formatLastLogin } from '../kit/format-last-login.ts';
import { MEDIA, useMediaQuery } from '../kit/use-media-query.ts';

export function ProfileCard({ user }: { user: UserDto }) {
  const dateOnly = useMediaQuery(MEDIA.belowSm);
  return (
    <section aria-labelledby="profile-card-name" className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <div aria-hidden="true" className="h-20 bg-gradient-to-r from-brand-900 to-brand-600" />
      <div className="-mt-10 px-6 pb-6 text-center">
        <div
          aria-hidden="true"
          className="mx-auto grid h-20 w-20 place-items-center rounded-full bg-brand-600 text-3xl font-semibold text-white ring-4 ring-white"
        >
          {initialOf(user.name)}
        </div>
        <h2 id="profile-card-name" className="mt-3 text-lg font-semibold text-slate-900">
          {user.name}
        </h2>
        <p className="mt-1">
          <span className="inline-flex rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700 ring-1 ring-brand-100">
            {roleLabel(user.role)}
          </span>
        </p>
        <dl className="mt-5 space-y-4 border-t border-slate-100 pt-5 text-left text-sm">
          <div>
            <dt className="flex items-center gap-1.5 text-xs font-medium tracking-wide text-slate-500 uppercase">
              <MailIcon width={14} height={14} className="text-slate-400" />
              {T.email}
            </dt>
            <dd className="mt-0.5 truncate font-medium text-slate-800">{user.email}</dd>
          </div>
          <div>
            <dt className="flex items-center gap-1.5 text-xs font-medium tracking-wide text-slate-500 uppercase">
              <ClockIcon width={14} height={14} className="text-slate-400" />
              {T.lastLogin}
            </dt>
            <dd className="mt-0.5 font-medium text-slate-800" data-testid="last-login">
              {formatLastLogin(user.lastLogin, dateOnly)}
            </dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
