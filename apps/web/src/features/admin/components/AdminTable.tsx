import type { ReactNode } from 'react';

export interface AdminColumn<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned figures. */
  numeric?: boolean;
  /** Long text: the whole width of a phone's card. */
  wide?: boolean;
}

function cellClass(column: { numeric?: boolean; wide?: boolean }): string | undefined {
  const classes = [column.numeric ? 'is-numeric' : '', column.wide ? 'is-wide' : ''].filter(Boolean);
  return classes.length > 0 ? classes.join(' ') : undefined;
}

/**
 * A table of the console. On a phone each row becomes a card whose cells carry their column's
 * name (data-label, shown by the CSS), so nothing scrolls sideways.
 */
export function AdminTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowTestId,
}: {
  caption: string;
  columns: readonly AdminColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowTestId?: (row: Row) => string;
}) {
  return (
    <table className="admin-table">
      <caption className="admin-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col" className={column.numeric ? 'is-numeric' : undefined}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} data-testid={rowTestId?.(row)}>
            {columns.map((column) => (
              <td key={column.label} data-label={column.label} className={cellClass(column)}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
