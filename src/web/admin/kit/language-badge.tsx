import type { Language } from '../../../shared/i18n/languages.ts';
import { ADMIN_INQUIRIES_TEXT as T } from '../../../shared/texts/admin-inquiries.ts';
import { StatusBadge } from './status-badge.tsx';

/**
 * The renter's language when it is not English (decision 072): 'Prefers Spanish' / 'Prefers Chinese'
 * in the inquiry modal, a small 'ES' / '中文' badge (its full words as the title) in the lists. Nothing
 * for English.
 */
export function LanguageBadge({ language, short = false }: { language: Language | undefined; short?: boolean }) {
  if (!language || language === 'en') return null;
  return (
    <StatusBadge tone="brand" noWrap testId="renter-language">
      {short ? (
        <abbr title={T.languageBadgeTitle[language]} className="no-underline">
          {T.languageBadge[language]}
        </abbr>
      ) : (
        T.prefersLanguage[language]
      )}
    </StatusBadge>
  );
}
