import type { Column } from '@tanstack/react-table';
import { type ReactNode, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { deferredPart, menuTriggerHandlers } from '../Deferred/deferredPart.ts';

export type ColumnChooserProps<T> = {
  columns: Column<T, unknown>[];
  /** Name of the trigger button, e.g. "Columns". */
  label: string;
  nameOf: (column: Column<T, unknown>) => string;
};

const menu = deferredPart(() => import('./ColumnMenu.tsx').then((m) => m.ColumnMenu));

/**
 * A menu of checkboxes that show and hide columns; the last visible column cannot be hidden. The
 * menu's code (Radix) loads when it is first wanted (see deferredPart).
 */
export function ColumnChooser<T>(props: ColumnChooserProps<T>) {
  const [Menu, request] = menu.usePart();
  const [wanted, setWanted] = useState(false);
  if (Menu) {
    const Typed = Menu as (p: ColumnChooserProps<T> & { defaultOpen?: boolean }) => ReactNode;
    return <Typed {...props} defaultOpen={wanted} />;
  }
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-haspopup="menu"
      aria-expanded={false}
      {...menuTriggerHandlers(menu.preload, () => {
        setWanted(true);
        request();
      })}
    >
      {props.label}
      <span aria-hidden="true">▾</span>
    </Button>
  );
}
