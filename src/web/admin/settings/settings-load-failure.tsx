import { useRevalidator } from 'react-router';
import { COMMON_TEXT } from '../../../shared/texts/common.ts';
import { LoadFailure } from '../kit/load-failure.tsx';

/** A Settings tab whose data did not load: the message, and 'Try again' reading the tab's data again. */
export function SettingsLoadFailure({ message }: { message: string }) {
  const revalidator = useRevalidator();
  return (
    <LoadFailure
      message={message}
      retryLabel={COMMON_TEXT.tryAgain}
      busy={revalidator.state === 'loading'}
      onRetry={() => void revalidator.revalidate()}
    />
  );
}
