/** Texts of the Team page (back-office /admin/settings/team, administrators only) and its API. */
export const TEAM_TEXT = {
  title: 'Team',
  intro: 'Everyone who can sign in to the back-office. Disabling an account signs it out at once, on every device.',
  settingsLink: 'Team',
  siteSettingsLink: 'Website',
  settingsSections: 'Settings sections',

  // Table
  name: 'Name',
  email: 'Email',
  role: 'Role',
  lastLogin: 'Last login',
  status: 'Status',
  actions: 'Actions',
  you: 'You',
  active: 'Active',
  disabled: 'Disabled',
  never: 'Never',
  membersCount: (n: number) => `${n} account${n === 1 ? '' : 's'}`,

  // Actions
  addAgent: 'Add Agent',
  addDescription: 'They sign in to the back-office with this e-mail and password.',
  adding: 'Adding...',
  password: 'Password',
  passwordHint: 'At least 6 characters. Share it with them in person; they can change it under Profile.',
  disable: 'Disable',
  enable: 'Enable',
  delete: 'Delete',
  cancel: 'Cancel',
  disableTitle: 'Disable account',
  disableConfirm: (name: string) =>
    `Disable ${name}? They are signed out at once and cannot sign in until an administrator enables the account again.`,
  deleteTitle: 'Delete account',
  deleteConfirm: (name: string) => `Delete ${name}'s account? They lose access at once. This cannot be undone.`,

  // Answers
  disabledDone: 'Account disabled',
  enabledDone: 'Account enabled',
  deletedDone: 'Account deleted',
  addedDone: (name: string) => `${name} can now sign in`,
  loadFailed: 'Failed to load the team',
  actionFailed: 'The change could not be saved. Please try again.',
  adminOnly: 'Only administrators can manage the team',
  notFound: 'User not found',
  invalidId: 'Invalid user id',
  notYourself: 'You cannot disable or delete your own account',
  lastAdmin: 'At least one active administrator must remain',
  disabledRequired: 'disabled must be true or false',
} as const;
