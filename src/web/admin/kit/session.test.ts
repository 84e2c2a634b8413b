import { describe, expect, it } from 'vitest';
import { afterLogin, HOME_PATH, LOGIN_PATH, loginPathFor } from './session.ts';

describe('the login screen comes back to the page asked for', () => {
  it('asks for the page a signed-out agent opened, with its query', () => {
    expect(loginPathFor('/admin/applications/12')).toBe(`${LOGIN_PATH}?next=%2Fadmin%2Fapplications%2F12`);
    expect(loginPathFor('/admin/inquiries?view=4')).toBe(`${LOGIN_PATH}?next=%2Fadmin%2Finquiries%3Fview%3D4`);
    expect(loginPathFor(HOME_PATH)).toBe(LOGIN_PATH);
  });

  it('goes back to a back-office page only, else to the dashboard', () => {
    expect(afterLogin('?next=%2Fadmin%2Fapplications%2F12')).toBe('/admin/applications/12');
    expect(afterLogin('?next=%2Fadmin%2Finquiries%3Fview%3D4')).toBe('/admin/inquiries?view=4');
    for (const next of [
      '',
      '?next=',
      '?next=https://evil.example/admin/x',
      '?next=//evil.example/admin/x',
      '?next=/\\evil.example',
      '?next=/admin/login',
      '?next=/admin/reset-password/abc',
      '?next=/admin/forgot-password',
      '?next=/property/4',
      '?next=/admin/',
    ])
      expect(afterLogin(next), next).toBe(HOME_PATH);
  });
});
