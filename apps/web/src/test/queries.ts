import { fireEvent, waitFor } from '@testing-library/react';

// Role queries with a name compute accessible names through getComputedStyle, which is very
// slow in jsdom under antd's CSS-in-JS (tens of seconds on a table page). Buttons are found here
// by their visible text instead: antd puts a space between two Chinese characters (确 定), so
// whitespace is ignored.

const normalise = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, '');

function matches(element: Element, name: string | RegExp): boolean {
  const texts = [normalise(element.textContent), normalise(element.getAttribute('aria-label'))];
  return texts.some((text) => (typeof name === 'string' ? text === normalise(name) : name.test(text)));
}

/** The one button in `container` whose text (or aria-label) is `name`. */
export function getButton(name: string | RegExp, container: ParentNode = document.body): HTMLButtonElement {
  const found = [...container.querySelectorAll('button')].filter((button) => matches(button, name));
  if (found.length !== 1) {
    throw new Error(`expected one button "${String(name)}", found ${found.length}`);
  }
  return found[0];
}

export function clickButton(name: string | RegExp, container?: ParentNode): void {
  fireEvent.click(getButton(name, container));
}

/** The open antd dialog (closed ones stay in the DOM, hidden). */
export async function openDialog(): Promise<HTMLElement> {
  let dialog: HTMLElement | null = null;
  await waitFor(
    () => {
      const open = [...document.querySelectorAll<HTMLElement>('.ant-modal-wrap')].filter(
        (wrap) => wrap.style.display !== 'none',
      );
      dialog = open.at(-1)?.querySelector<HTMLElement>('.ant-modal') ?? null;
      if (!dialog) throw new Error('no open dialog');
    },
    { timeout: 10_000 },
  );
  return dialog as unknown as HTMLElement;
}

/** Clicks the option `text` of the open antd Select dropdown (closed dropdowns stay, hidden). */
export function pickSelectOption(text: string): void {
  const option = [...document.querySelectorAll('.ant-select-item-option')]
    .filter((o) => !o.closest('.ant-select-dropdown-hidden'))
    .find((o) => o.textContent === text);
  if (!option) throw new Error(`no option ${text}`);
  fireEvent.click(option);
}
