import { useIntl } from 'react-intl';
import { echoBoxMessages } from '../messages';

/** The echo box is marked beta, as the product's seed does. */
export function BetaBadge() {
  const intl = useIntl();
  return (
    <span className="rounded-full bg-amber-100 px-2.5 py-0.5 align-middle text-xs font-bold tracking-wide text-amber-900">
      {intl.formatMessage(echoBoxMessages.beta)}
    </span>
  );
}
