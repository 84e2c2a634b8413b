/**
 * The common-passwords list of zxcvbn-ts (`@zxcvbn-ts/language-common`: about 49,000 passwords
 * found most often in breaches, kept up by the zxcvbn-ts project), compared without regard to case.
 * Loaded on the first check, so a server that never sets a password never holds it.
 */
let common: Promise<ReadonlySet<string>> | null = null;

function commonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase())),
  );
  return common;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}
