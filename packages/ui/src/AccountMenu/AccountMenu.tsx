import { type ReactNode, useState } from 'react';
import { deferredPart, menuTriggerHandlers } from '../Deferred/deferredPart.ts';
import { PersonIcon, Trigger, TriggerText } from './accountMenuTrigger.tsx';

/** One setting picked from a few options (language, theme): radio items under a heading. */
export type AccountMenuChoice = {
  id: string;
  /** The group's heading, e.g. "Language". */
  label: string;
  value: string;
  /** `lang` marks an option written in its own language (a language's own name): kept untranslated. */
  options: ReadonlyArray<{ value: string; label: string; lang?: string }>;
  onChange: (value: string) => void;
};

/** A command of the account, e.g. "Sessions". */
export type AccountMenuAction = {
  id: string;
  label: string;
  onSelect: () => void;
};

export type AccountMenuProps = {
  /** The trigger's text: who is signed in, in short (it is also the button's accessible name). */
  trigger: ReactNode;
  /** Who is signed in, in full, at the top of the open menu. */
  account?: ReactNode;
  /** Commands right under the account, e.g. the sessions list. */
  actions?: readonly AccountMenuAction[];
  choices?: readonly AccountMenuChoice[];
  /** Signing out, last in the menu; shown with `logoutLabel`. */
  onLogout?: () => void;
  logoutLabel?: string;
  className?: string;
};

const popup = deferredPart(() => import('./AccountMenuPopup.tsx').then((m) => m.AccountMenuPopup));

/**
 * The signed-in account's menu: the account, its commands, settings such as language and theme
 * as radio items, and signing out. Radix supplies the menu's keyboard, focus and RTL behaviour;
 * its code loads when the menu is first wanted (see deferredPart).
 */
export function AccountMenu(props: AccountMenuProps) {
  const [Popup, request] = popup.usePart();
  const [wanted, setWanted] = useState(false);
  if (Popup) return <Popup {...props} defaultOpen={wanted} />;
  return (
    <Trigger
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={props.className}
      {...menuTriggerHandlers(popup.preload, () => {
        setWanted(true);
        request();
      })}
    >
      <PersonIcon />
      <TriggerText>{props.trigger}</TriggerText>
      <span aria-hidden="true">▾</span>
    </Trigger>
  );
}
