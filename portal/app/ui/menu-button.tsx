/**
 * A menu button of our own (WAI-ARIA APG "Menu Button", WCAG 2.1.1 and 4.1.2): the button says it
 * opens a menu and whether it is open; Enter, Space or Down opens it on its first item, Up on its
 * last; Up, Down, Home, End and a first letter move between items; Escape and Tab close it and give
 * focus back to the button; a click outside closes it. It replaces Radix's dropdown menu on the
 * dashboard, whose positioning library weighed 14.5 KB of its first visit (decision 022).
 */
import { Link } from "@remix-run/react";
import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { createPortal } from "react-dom";
import { placeBelow, viewportSize } from "./floating";

/** An item: a page to go to, or an action; `separatorBefore` draws a line above it. */
export type MenuEntry = { label: string; separatorBefore?: boolean } & (
  | { to: string }
  | { onSelect: () => void }
);

type Opening = "first" | "last" | null;

type MenuButtonProps = {
  /** The button's content: its accessible name. */
  children: ReactNode;
  entries: readonly MenuEntry[];
  buttonClassName: string;
  menuClassName: string;
  itemClassName: string;
  offset?: number;
  /** The button, for a caller that gives focus back to it later (after a dialog the menu opened). */
  buttonRef?: RefObject<HTMLButtonElement>;
};

export function MenuButton({
  children,
  entries,
  buttonClassName,
  menuClassName,
  itemClassName,
  offset = 6,
  buttonRef,
}: MenuButtonProps) {
  const [opening, setOpening] = useState<Opening>(null);
  const ownButton = useRef<HTMLButtonElement>(null);
  const button = buttonRef ?? ownButton;
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const open = opening !== null;

  const close = (giveFocusBack: boolean) => {
    setOpening(null);
    if (giveFocusBack) button.current?.focus();
  };

  // Placed and focused before the first paint of the open menu.
  useLayoutEffect(() => {
    if (!opening) return;
    position(menu.current, button.current, offset);
    focusItem(menu.current, opening === "first" ? 0 : -1);
  }, [opening, offset, button]);

  useOpenMenuFollowsButton(open, menu, button, offset, setOpening);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => moveInMenu(event, menu.current, close);

  return (
    <>
      <button
        ref={button}
        id={`${menuId}-button`}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        className={buttonClassName}
        onClick={() => (open ? close(false) : setOpening("first"))}
        onKeyDown={(event) => openFromKey(event, setOpening)}
      >
        {children}
      </button>
      {open
        ? createPortal(
            <div
              ref={menu}
              id={menuId}
              role="menu"
              aria-orientation="vertical"
              aria-labelledby={`${menuId}-button`}
              tabIndex={-1}
              style={{ position: "fixed", top: 0, left: 0 }}
              className={menuClassName}
              onKeyDown={onMenuKeyDown}
            >
              {entries.map((entry) => (
                <MenuItem
                  key={entry.label}
                  entry={entry}
                  className={itemClassName}
                  onChosen={(giveFocusBack) => close(giveFocusBack)}
                />
              ))}
            </div>,
            document.body,
          )
        : null}
    </>
  );
}

/** Down opens the menu on its first item, Up on its last (Enter and Space click the button). */
function openFromKey(event: KeyboardEvent<HTMLButtonElement>, setOpening: (opening: Opening) => void) {
  if (event.key === "ArrowDown" || event.key === "ArrowUp") {
    event.preventDefault();
    setOpening(event.key === "ArrowDown" ? "first" : "last");
  }
}

/**
 * While the menu is open: a press outside the menu and its button closes it, a scroll keeps it
 * under its button, a resize closes it.
 */
function useOpenMenuFollowsButton(
  open: boolean,
  menu: RefObject<HTMLDivElement>,
  button: RefObject<HTMLButtonElement>,
  offset: number,
  setOpening: (opening: Opening) => void,
) {
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpening(null);
    };
    const follow = () => position(menu.current, button.current, offset);
    const shut = () => setOpening(null);
    document.addEventListener("pointerdown", outside, true);
    window.addEventListener("scroll", follow, true);
    window.addEventListener("resize", shut);
    return () => {
      document.removeEventListener("pointerdown", outside, true);
      window.removeEventListener("scroll", follow, true);
      window.removeEventListener("resize", shut);
    };
  }, [open, offset, button, menu, setOpening]);
}

/** The open menu's keys: Up, Down, Home and End move, Escape and Tab close, Space follows a link, a letter finds an item. */
function moveInMenu(
  event: KeyboardEvent<HTMLDivElement>,
  menuElement: HTMLDivElement | null,
  close: (giveFocusBack: boolean) => void,
) {
  const items = itemsOf(menuElement);
  const at = items.indexOf(document.activeElement as HTMLElement);
  const move: Record<string, number | undefined> = {
    ArrowDown: at + 1,
    ArrowUp: at - 1,
    Home: 0,
    End: -1,
  };
  const next = move[event.key];
  if (next !== undefined) {
    event.preventDefault();
    focusItem(menuElement, next);
  } else if (event.key === "Escape" || event.key === "Tab") {
    event.preventDefault();
    close(true);
  } else if (event.key === " " && items[at] instanceof HTMLAnchorElement) {
    // A link answers Enter by itself; Space activates it too in a menu.
    event.preventDefault();
    items[at]?.click();
  } else if (event.key.length === 1 && /\S/.test(event.key)) {
    const letter = event.key.toLowerCase();
    const order = [...items.slice(at + 1), ...items.slice(0, at + 1)];
    order.find((item) => item.textContent?.trim().toLowerCase().startsWith(letter))?.focus();
  }
}

function MenuItem({
  entry,
  className,
  onChosen,
}: {
  entry: MenuEntry;
  className: string;
  onChosen: (giveFocusBack: boolean) => void;
}) {
  // The pointer moves focus, as the keyboard does: one highlighted item at a time.
  const common = {
    role: "menuitem",
    tabIndex: -1,
    className: `block w-full text-left ${className}`,
    onPointerMove: (event: { currentTarget: HTMLElement }) => event.currentTarget.focus(),
  } as const;
  return (
    <>
      {entry.separatorBefore ? <hr className="my-1 h-px border-0 bg-slate-200" /> : null}
      {"to" in entry ? (
        <Link to={entry.to} {...common} onClick={() => onChosen(false)}>
          {entry.label}
        </Link>
      ) : (
        <button
          type="button"
          {...common}
          onClick={() => {
            // Focus goes back to the button first: a dialog the item opens returns it there.
            onChosen(true);
            entry.onSelect();
          }}
        >
          {entry.label}
        </button>
      )}
    </>
  );
}

function itemsOf(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
}

/** Focuses the item at `index`, counted round (−1 is the last). */
function focusItem(menu: HTMLElement | null, index: number) {
  const items = itemsOf(menu);
  if (items.length === 0) return;
  items[((index % items.length) + items.length) % items.length]?.focus();
}

function position(menu: HTMLElement | null, anchor: HTMLElement | null, offset: number) {
  if (!menu || !anchor) return;
  const box = menu.getBoundingClientRect();
  const place = placeBelow(anchor.getBoundingClientRect(), box, viewportSize(), { align: "end", offset });
  menu.style.top = `${place.top}px`;
  menu.style.left = `${place.left}px`;
}
