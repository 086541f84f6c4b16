import {
  PACK_PURCHASE_SHARES,
  TOKEN_CIRCULATING_SUPPLY_AT_LAUNCH,
  TOKEN_LAUNCH_PRICE_USD,
  TOKEN_MAX_STAKING_APY_PERCENT,
  TOKEN_TAX_SHARES,
  TOKEN_TOTAL_SUPPLY,
  TOKEN_TRANSACTION_FEE_PERCENT,
} from '@wos/shared';
import { formatInteger } from '../../../lib/format/number.ts';
import { describeSplit } from '../lib/token-figures.ts';

const QUESTIONS: readonly { question: string; answer: string }[] = [
  {
    question: 'What is WLO?',
    answer:
      'WLO is the utility token of Warlords of Solana, an SPL token on the Solana network. It pays for packs and marketplace trades and is what staking and farming reward.',
  },
  {
    question: 'How many WLO are there?',
    answer: `The total supply is ${formatInteger(TOKEN_TOTAL_SUPPLY)} WLO, of which ${formatInteger(TOKEN_CIRCULATING_SUPPLY_AT_LAUNCH)} circulated at launch at $${TOKEN_LAUNCH_PRICE_USD.toFixed(2)} each.`,
  },
  {
    question: `What is the ${TOKEN_TRANSACTION_FEE_PERCENT}% transaction fee?`,
    answer: `Every buy and sell of WLO pays a ${TOKEN_TRANSACTION_FEE_PERCENT}% fee, shared out: ${describeSplit(TOKEN_TAX_SHARES)}.`,
  },
  {
    question: 'Where does the money for packs go?',
    answer: `A pack purchase is split inside its own transaction: ${describeSplit(PACK_PURCHASE_SHARES)}.`,
  },
  {
    question: 'How do I earn WLO?',
    answer: `Stake it for up to ${TOKEN_MAX_STAKING_APY_PERCENT}% APY, harvest the hourly yield of your farmers, share the weekly farming rewards, or sell farmers, heroes and items on the marketplace.`,
  },
  {
    question: 'Is WLO really burned?',
    answer: 'Yes. The burn share is destroyed on chain with a token burn, so the supply only goes down.',
  },
];

/** FAQ: the questions players ask about WLO, each opening on its own. */
export function FaqPanel() {
  return (
    <div className="token-panel">
      <div className="token-panel__intro">
        <h2 className="section-title">FAQ</h2>
      </div>
      <div className="token-faq">
        {QUESTIONS.map(({ question, answer }) => (
          <details key={question} className="token-faq__item">
            <summary className="token-faq__question">{question}</summary>
            <p className="token-faq__answer">{answer}</p>
          </details>
        ))}
      </div>
    </div>
  );
}
