import { useLingui } from '@lingui/react/macro';
import type { Pack } from '../../../shared/contracts/money';
import type { PackId } from '../../../shared/domain/money';
import { formatMoney } from '../session/format';

export interface PackTexts {
  /** "10 sessions", "Monthly subscription". */
  name: string;
  /** One line on what the mentee gets. */
  description: string;
  /** The price with its period where it recurs: "€80.00", "€120.00 a month". */
  price: string;
  /** The price alone: "€120.00". */
  total: string;
  perSession: string;
}

/** How the pricing page names each plan, for the purchase page, Settings and the balance. */
export function usePackTexts() {
  const { t, i18n } = useLingui();
  return (pack: Pack): PackTexts => {
    const money = (cents: number) => formatMoney(cents, pack.currency, i18n.locale);
    const total = money(pack.priceCents);
    const names: Record<PackId, Pick<PackTexts, 'name' | 'description'>> = {
      single: { name: t`1 session`, description: t`One one-hour session with the mentor of your choice.` },
      'pack-10': { name: t`10 sessions`, description: t`Ten one-hour sessions to use when you like; they do not expire.` },
      'monthly-18': {
        name: t`Monthly subscription`,
        description: t`18 one-hour sessions every month. Cancel any time in Settings; sessions already added stay yours.`,
      },
    };
    return {
      ...names[pack.id],
      price: pack.recurring ? t`${total} a month` : total,
      total,
      perSession: money(Math.round(pack.priceCents / pack.sessions)),
    };
  };
}
