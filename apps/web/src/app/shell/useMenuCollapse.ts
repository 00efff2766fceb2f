import { useCallback, useEffect, useState } from 'react';
import { DEBOUNCE_DEFAULT_MS } from '@ehire/domain/constants';
import { canToggle, shouldAutoCollapse } from '@ehire/domain/shell/menu';
import { debounce } from '@ehire/domain/util/timing';

export interface MenuCollapse {
  /** The menu is shown collapsed. */
  collapsed: boolean;
  /** The collapse toggle is offered (>= 1328 px, SHELL-010, AMB-009). */
  toggleable: boolean;
  toggle(): void;
}

/**
 * Side-menu collapse (SHELL-008..011): below 1328 px the menu is collapsed and no toggle is
 * offered; at 1328 px or more the user's choice applies (expanded at first). The window width
 * is re-read 200 ms after the last resize event of a burst.
 */
export function useMenuCollapse(): MenuCollapse {
  const [width, setWidth] = useState(() => window.innerWidth);
  const [userCollapsed, setUserCollapsed] = useState(false);

  useEffect(() => {
    const onResize = debounce(() => setWidth(window.innerWidth), DEBOUNCE_DEFAULT_MS);
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      onResize.cancel();
    };
  }, []);

  const toggleable = canToggle(width);
  const toggle = useCallback(() => {
    if (toggleable) setUserCollapsed((value) => !value);
  }, [toggleable]);

  return { collapsed: shouldAutoCollapse(width) || userCollapsed, toggleable, toggle };
}
