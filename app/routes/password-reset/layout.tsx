import { Outlet } from '@remix-run/react';

/** `/password-reset` and its steps (spec §2): request, check-email, change-password. */
export default function PasswordResetLayout() {
  return <Outlet />;
}
