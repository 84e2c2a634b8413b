import type { SiteSettings } from '../../../shared/site-settings.schema.ts';
import { PACKAGE_TEXT as T } from '../../../shared/texts/application-package.ts';
import type { OutgoingMail } from '../../platform/mail/types.ts';

/**
 * The landlord's e-mail: who sends which application, the package's link and until when it works.
 * The link is the only thing it carries: no attachment, nothing the applicants typed but the address.
 */
export function packageMail(email: string, place: string, link: string, expires: string, settings: SiteSettings): OutgoingMail {
  const agent = [settings.agent.name, settings.brokerageName].filter(Boolean).join(' of ');
  return {
    kind: 'application-package',
    to: { email },
    subject: T.mailSubject(place),
    text: [
      T.mailGreeting,
      '',
      T.mailIntro(agent || settings.brand, place),
      '',
      T.mailLink,
      link,
      '',
      T.mailExpires(expires),
      '',
      T.mailSignature(settings.agent.name, settings.brokerageName),
    ].join('\n'),
  };
}
