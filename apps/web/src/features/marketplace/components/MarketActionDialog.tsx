import { costBasisNote, type MarketListing, toBaseUnits, WLO_DECIMALS } from '@wos/shared';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Dialog } from '../../../lib/ui/Dialog.tsx';
import { useEstimate } from '../data-access/useEstimate.ts';
import type { ListingActionKind } from '../data-access/useListingActions.ts';
import type { InventoryRow } from '../lib/inventory-view.ts';
import {
  FEE_LABEL,
  formatWlo,
  INSTANT_OFFER_LABEL,
  MARKET_MESSAGES,
  SELLER_SHARE_LABEL,
} from '../lib/market-messages.ts';
import { checkPrice, splitOfPrice, suggestedPrice } from '../lib/price-input.ts';
import { AssetSummary } from './AssetSummary.tsx';

/** The marketplace action dialog's five modes (docs/spec/001-game.md §2). */
export type MarketAction =
  | { mode: 'list'; row: InventoryRow }
  | { mode: 'changePrice'; listing: MarketListing }
  | { mode: 'cancel'; listing: MarketListing }
  | { mode: 'buy'; listing: MarketListing }
  | { mode: 'sellNow'; row: InventoryRow };

const TITLES: Record<MarketAction['mode'], string> = {
  list: 'List Item for Sale',
  changePrice: 'Change Price',
  cancel: 'Cancel Listing',
  buy: 'Buy Item',
  sellNow: 'Sell Instantly',
};

const BUSY_LABELS: Record<ListingActionKind, string> = {
  list: 'LISTING…',
  changePrice: 'UPDATING…',
  cancel: 'CANCELLING…',
  sellNow: 'SELLING…',
};

interface Props {
  action: MarketAction | null;
  /** The listing action under way, if any. */
  pending: ListingActionKind | null;
  /** The wallet's WLO, for the buy mode (undefined while unknown). */
  balance: number | undefined;
  onClose: () => void;
  onList: (row: InventoryRow, price: string) => void;
  onChangePrice: (listing: MarketListing, price: string) => void;
  onCancel: (listing: MarketListing) => void;
  onBuy: (listing: MarketListing) => void;
  onSellNow: (row: InventoryRow) => void;
}

function Figures({ rows }: { rows: ReadonlyArray<{ label: string; value: string; strong?: boolean }> }) {
  return (
    <dl className="market-figures">
      {rows.map((row) => (
        <div key={row.label} className={row.strong ? 'is-strong' : ''}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

const wlo = (value: number) => `${formatWlo(value)} WLO`;

/** List or change a price: the input, the 95/5 split it gives, the spec's message when it is not a price. */
function PriceForm({
  formId,
  initial,
  label,
  onSubmit,
  before,
}: {
  formId: string;
  initial: string;
  label: string;
  onSubmit: (price: string) => void;
  before?: ReadonlyArray<{ label: string; value: string }>;
}) {
  const inputId = useId();
  const errorId = useId();
  const [text, setText] = useState(initial);
  const [tried, setTried] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // The dialog is opened to type this price: the field takes the focus once the dialog has
  // placed it (the dialog focuses itself when it opens).
  useEffect(() => {
    const timer = window.setTimeout(() => {
      input.current?.focus();
      input.current?.select();
    }, 0);
    return () => window.clearTimeout(timer);
  }, []);
  const check = checkPrice(text);
  const showError = tried && !check.ok;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (check.ok) onSubmit(text);
  };

  return (
    <form id={formId} className="market-price-form" onSubmit={submit} noValidate>
      {before ? <Figures rows={before} /> : null}
      <div className="market-field">
        <label htmlFor={inputId} className="market-field__label">
          {label}
        </label>
        <div className="market-price-input">
          <input
            id={inputId}
            className="market-input"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={showError}
            aria-describedby={showError ? errorId : undefined}
            ref={input}
          />
          <span className="market-price-input__unit" aria-hidden="true">
            WLO
          </span>
        </div>
        {showError && !check.ok ? (
          <p id={errorId} className="market-field__error" role="alert">
            {check.message}
          </p>
        ) : null}
      </div>
      <Figures
        rows={[
          { label: FEE_LABEL, value: check.ok ? wlo(check.fee) : '—' },
          { label: SELLER_SHARE_LABEL, value: check.ok ? wlo(check.sellerReceives) : '—', strong: true },
        ]}
      />
    </form>
  );
}

/** The one marketplace action dialog: list, changePrice, cancel, buy and sellNow. */
export function MarketActionDialog(props: Props) {
  const { action, pending, balance, onClose } = props;
  const formId = useId();
  const sellRow = action?.mode === 'sellNow' ? action.row : null;
  const estimate = useEstimate(sellRow ? { assetType: sellRow.assetType, id: sellRow.id } : null);

  if (!action) return null;
  const busy = pending !== null;
  const busyLabel = pending ? BUSY_LABELS[pending] : null;
  const subject = 'row' in action ? action.row : action.listing;
  const summary = (
    <AssetSummary
      name={subject.name}
      rarity={subject.rarity}
      level={subject.level}
      assetType={subject.assetType}
      subType={subject.subType}
      image={subject.image}
    />
  );

  let body: ReactNode = null;
  let confirm: {
    label: string;
    tone: 'primary' | 'danger';
    onClick?: () => void;
    disabled?: boolean;
    /** Not offered at all (an instant sale the server would refuse). */
    hidden?: boolean;
  } = {
    label: '',
    tone: 'primary',
  };

  switch (action.mode) {
    case 'list': {
      body = (
        <PriceForm
          formId={formId}
          initial={suggestedPrice(action.row.estimate)}
          label="Your price (WLO)"
          before={[{ label: 'Estimated value', value: wlo(action.row.estimate) }]}
          onSubmit={(price) => props.onList(action.row, price)}
        />
      );
      confirm = { label: busyLabel ?? 'LIST FOR SALE', tone: 'primary' };
      break;
    }
    case 'changePrice': {
      body = (
        <PriceForm
          formId={formId}
          initial={String(action.listing.price)}
          label="New price (WLO)"
          before={[{ label: 'Current price', value: wlo(action.listing.price) }]}
          onSubmit={(price) => props.onChangePrice(action.listing, price)}
        />
      );
      confirm = { label: busyLabel ?? 'UPDATE PRICE', tone: 'primary' };
      break;
    }
    case 'cancel': {
      body = (
        <p>
          Take <strong>{action.listing.name}</strong> off the marketplace? It is listed for{' '}
          <strong>{wlo(action.listing.price)}</strong> and goes back to your inventory.
        </p>
      );
      confirm = {
        label: busyLabel ?? 'CANCEL LISTING',
        tone: 'danger',
        onClick: () => props.onCancel(action.listing),
      };
      break;
    }
    case 'buy': {
      const { listing } = action;
      const split = splitOfPrice(listing.price);
      const short = balance !== undefined && balance < listing.price;
      body = (
        <>
          <Figures
            rows={[
              { label: 'Price', value: wlo(listing.price), strong: true },
              { label: 'Seller receives (95%)', value: wlo(split.sellerReceives) },
              { label: FEE_LABEL, value: wlo(split.fee) },
              { label: 'Your balance', value: balance === undefined ? '—' : wlo(balance) },
            ]}
          />
          <p className="muted">
            Your wallet signs the WLO payment; the game confirms it on chain and hands the {listing.assetType}{' '}
            over in the same step.
          </p>
          {short ? (
            <p className="market-field__error" role="alert">
              {MARKET_MESSAGES.insufficientBalance}
            </p>
          ) : null}
        </>
      );
      confirm = {
        label: `BUY FOR ${formatWlo(listing.price)} WLO`,
        tone: 'primary',
        onClick: () => props.onBuy(listing),
        disabled: short,
      };
      break;
    }
    case 'sellNow': {
      const { row } = action;
      const fromServer = estimate.data;
      const offer = fromServer?.instantSellPrice ?? row.instantSellPrice;
      // Bound (free-pack) assets and a spent daily budget or share are refused by the server: say so before any confirm.
      const refusal = fromServer?.unavailableReason ?? null;
      // What the game received for the asset bounds the offer (docs/rules.md §6): say so, with the figure.
      const costBasis = fromServer?.costBasis ?? row.costBasis;
      const shareLeft = fromServer?.buybackShareRemaining;
      body = (
        <>
          <Figures
            rows={[
              { label: 'Estimated value', value: wlo(fromServer?.estimate ?? row.estimate) },
              {
                label: 'Cost basis',
                value: costBasis === null || costBasis === undefined ? '—' : wlo(costBasis),
              },
              { label: INSTANT_OFFER_LABEL, value: wlo(offer), strong: true },
              {
                label: 'Treasury buy-back left today',
                value: fromServer ? wlo(fromServer.buybackBudgetRemaining) : '—',
              },
              ...(shareLeft === undefined ? [] : [{ label: 'Your share left today', value: wlo(shareLeft) }]),
            ]}
          />
          {costBasis ? (
            <p className="muted" data-testid="instant-sell-cost-basis">
              {costBasisNote(toBaseUnits(costBasis, WLO_DECIMALS))}
            </p>
          ) : null}
          {refusal ? (
            <p className="market-field__error" role="alert" data-testid="instant-sell-refusal">
              {refusal}
            </p>
          ) : (
            <p className="muted" role="status">
              {estimate.isFetching
                ? 'Checking the current estimate…'
                : `The treasury pays at once; the ${row.assetType} leaves your wallet for good.`}
            </p>
          )}
        </>
      );
      confirm = {
        label: busyLabel ?? `SELL FOR ${formatWlo(offer)} WLO`,
        tone: 'primary',
        onClick: () => props.onSellNow(row),
        disabled: estimate.isFetching || !fromServer,
        hidden: refusal !== null,
      };
      break;
    }
  }

  const isForm = action.mode === 'list' || action.mode === 'changePrice';
  return (
    <Dialog
      open
      onClose={onClose}
      title={TITLES[action.mode]}
      className={`market-dialog market-dialog--${action.mode}`}
      actions={
        <>
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {action.mode === 'cancel' ? 'Keep listing' : 'Cancel'}
          </button>
          {confirm.hidden ? null : (
            <button
              type={isForm ? 'submit' : 'button'}
              form={isForm ? formId : undefined}
              className={`btn btn--${confirm.tone}`}
              onClick={confirm.onClick}
              disabled={busy || confirm.disabled === true}
              aria-busy={busy}
              data-testid="market-action-confirm"
            >
              {busy ? <span className="spinner market-dialog__spinner" aria-hidden="true" /> : null}
              {confirm.label}
            </button>
          )}
        </>
      }
    >
      <div className="market-dialog__body" data-mode={action.mode} data-testid="market-action">
        {summary}
        {body}
      </div>
    </Dialog>
  );
}
