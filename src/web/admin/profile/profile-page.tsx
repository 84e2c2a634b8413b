import { AUTH_TEXT as T } from '../../../shared/texts/auth.ts';
import { useSession } from '../kit/session.ts';
import { adminTitle } from '../kit/admin-brand.ts';
import type { Route } from './+types/profile-page';
import { ChangePasswordForm } from './change-password-form.tsx';
import { EditProfileForm } from './edit-profile-form.tsx';
import { ProfileCard } from './profile-card.tsx';

export function meta(): Route.MetaDescriptors {
  return [{ title: adminTitle(T.profileTitle) }];
}

export default function ProfilePage() {
  const { user } = useSession();
  if (!user) return null; // the shell is on its way to the login screen
  return (
    <div>
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{T.profileTitle}</h1>
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-3">
        <ProfileCard user={user} />
        <div className="space-y-6 lg:col-span-2">
          <EditProfileForm user={user} />
          <ChangePasswordForm />
        </div>
      </div>
    </div>
  );
}
