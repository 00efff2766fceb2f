import { SETTINGS_API } from '@ehire/domain/api/settings';
import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TalentField } from '@ehire/domain/contracts/talent';
import {
  arrangeByLayout,
  DEFAULT_TALENT_LIST_LAYOUT,
  type TalentListLayout,
} from '@ehire/domain/settings/talent-list-layout';
import { usePlatform } from '../../../platform/PlatformContext';
import { filterFieldSet, type FilterFieldSet } from './filter-fields';

export const TALENT_LAYOUT_KEY = ['talent', 'list-layout'] as const;

interface ColumnLike {
  key?: unknown;
  dataIndex?: unknown;
  fixed?: unknown;
}

/**
 * 筛选设置 (issue 17) applied to the talent list: the tenant's order and visibility of the
 * filter fields and of the columns between the fixed 姓名 and 操作. The setting is a preference:
 * while it loads, or if it cannot be read, the list keeps the product's order (silent call).
 */
export function useTalentListLayout() {
  const { client } = usePlatform();
  const query = useQuery({
    queryKey: TALENT_LAYOUT_KEY,
    queryFn: () =>
      client.call<TalentListLayout>(SETTINGS_API.basicTalentListLayoutCurrent, {}, { silent: true }),
    staleTime: 5 * 60_000,
    retry: false,
  });
  const layout = query.data ?? DEFAULT_TALENT_LIST_LAYOUT;

  /** The filter editor's options in the layout; the catalogue keeps every field (saved searches). */
  const fieldSet = useCallback(
    (fields: readonly TalentField[]): FilterFieldSet => {
      const shown = arrangeByLayout(fields, layout.filters, (f) =>
        f.source === 'system' ? f.key : 'answers',
      );
      return { options: filterFieldSet(shown).options, catalog: filterFieldSet(fields).catalog };
    },
    [layout],
  );

  /** Fixed-left columns, the others in the layout's order (hidden ones left out), fixed-right. */
  const columns = useCallback(
    <C extends ColumnLike>(defs: readonly C[]): C[] => {
      const keyOf = (c: C) => String(c.key ?? c.dataIndex ?? '');
      const middle = defs.filter((c) => !c.fixed);
      return [
        ...defs.filter((c) => c.fixed === 'left' || c.fixed === true),
        ...arrangeByLayout(middle, layout.columns, keyOf),
        ...defs.filter((c) => c.fixed === 'right'),
      ];
    },
    [layout],
  );

  return useMemo(() => ({ fieldSet, columns }), [fieldSet, columns]);
}
