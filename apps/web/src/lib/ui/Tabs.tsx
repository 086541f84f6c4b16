import type { ReactNode } from 'react';

interface TabsProps<T extends string> {
  /** The tabs, in order. */
  tabs: readonly T[];
  selected: T;
  onSelect: (tab: T) => void;
  /** The tab list's accessible name. */
  label: string;
  /** The CSS block: tabs are `<block>__tab` (plus `is-selected`), the count `<block>__count`. */
  block: string;
  /** The tab list's class, when it is more than the block (e.g. a variant modifier). */
  className?: string;
  tabId: (tab: T) => string;
  panelId: (tab: T) => string;
  /** What a tab shows before its count. */
  renderLabel: (tab: T) => ReactNode;
  /** A number shown next to one tab's label (hidden when 0 or unknown). */
  count?: { tab: T; value: number | undefined };
}

/**
 * A row of tabs (WAI-ARIA tablist): only the selected tab is in the tab order, and the left
 * and right arrow keys select the previous and next tab, wrapping around.
 */
export function Tabs<T extends string>(props: TabsProps<T>) {
  const {
    tabs,
    selected,
    onSelect,
    label,
    block,
    className = block,
    tabId,
    panelId,
    renderLabel,
    count,
  } = props;
  const move = (step: number) => {
    const index = tabs.indexOf(selected);
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (next) onSelect(next);
  };
  return (
    <div className={className} role="tablist" aria-label={label}>
      {tabs.map((candidate) => {
        const isSelected = candidate === selected;
        return (
          <button
            key={candidate}
            type="button"
            role="tab"
            id={tabId(candidate)}
            aria-selected={isSelected}
            aria-controls={panelId(candidate)}
            tabIndex={isSelected ? 0 : -1}
            className={`tabs__tab ${block}__tab ${isSelected ? 'is-selected' : ''}`}
            data-tab={candidate}
            onClick={() => onSelect(candidate)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') move(1);
              if (event.key === 'ArrowLeft') move(-1);
            }}
          >
            {renderLabel(candidate)}
            {count?.tab === candidate && count.value ? (
              <span className={`tabs__count ${block}__count`}>{count.value}</span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
