import { useEffect, useState, type UIEvent } from 'react';
import { Button, Select } from 'antd';
import { useInfiniteQuery } from '@tanstack/react-query';
import { DEBOUNCE_DEFAULT_MS } from '@ehire/domain/constants';
import { DESIGN_LIMITS, DIC_CATEGORY, type DicCategory } from '@ehire/domain/codes/resume-design';
import { normalizeSystemTableName } from '@ehire/domain/resume-design/choice-list';
import { useDesignerApi } from '../api/designer-api';

/** The query key of a dictionary list (all keywords): invalidated when a member dictionary is saved. */
export const dictListKey = (category: DicCategory) => ['designer', 'dict-list', category] as const;

export interface DictionaryPickerProps {
  category: DicCategory;
  /** The chosen dicKey (system: the normalised table name), or '' when none. */
  value: string;
  /** The chosen dictionary's name when it is not on a loaded page (e.g. loaded by id). */
  selectedLabel?: string;
  disabled?: boolean;
  onChange: (dicKey: string) => void;
}

/** Loads the next page when the list is scrolled to within this many px of its end. */
const SCROLL_SLACK_PX = 24;

/**
 * The system or member dictionary of a dropdown field: searched by name on the server and paged
 * 20 at a time (DESCONST-016, CALL-069) — further pages load when the list is scrolled to its end
 * or with 加载更多.
 */
export function DictionaryPicker({
  category,
  value,
  selectedLabel,
  disabled,
  onChange,
}: DictionaryPickerProps) {
  const api = useDesignerApi();
  const [search, setSearch] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(search.trim()), DEBOUNCE_DEFAULT_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const list = useInfiniteQuery({
    queryKey: [...dictListKey(category), keyword],
    queryFn: ({ pageParam }) =>
      api.dictList({
        dicCategory: category,
        keyword,
        pageIndex: pageParam,
        pageSize: DESIGN_LIMITS.dictPageSize,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pageIndex * last.pageSize < last.total ? last.pageIndex + 1 : undefined,
  });
  const entries = list.data?.pages.flatMap((p) => p.dictDtoList) ?? [];
  const total = list.data?.pages.at(-1)?.total ?? 0;
  const keyOf = (dicKey: string) =>
    category === DIC_CATEGORY.system ? normalizeSystemTableName(dicKey) : dicKey;
  const options = entries.map((d) => ({ value: keyOf(d.dicKey), label: d.dicName }));
  // The chosen dictionary stays labelled while the loaded pages (or the search) do not hold it.
  if (value && !options.some((o) => o.value === value)) {
    options.unshift({ value, label: selectedLabel ?? value });
  }

  const loadMore = () => {
    if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
  };
  const onPopupScroll = (event: UIEvent<HTMLDivElement>) => {
    const el = event.currentTarget;
    if (el.scrollTop + el.clientHeight >= el.scrollHeight - SCROLL_SLACK_PX) loadMore();
  };

  return (
    <Select<string>
      aria-label="选择字典"
      placeholder="请选择或搜索"
      style={{ width: '100%' }}
      disabled={disabled}
      loading={list.isFetching}
      value={value || undefined}
      showSearch={{ filterOption: false, searchValue: search, onSearch: setSearch }}
      onChange={(next) => {
        setSearch('');
        onChange(next);
      }}
      onOpenChange={(open) => {
        if (!open) setSearch('');
      }}
      onPopupScroll={onPopupScroll}
      notFoundContent={list.isFetching ? '加载中…' : '暂无字典'}
      options={options}
      popupRender={(menu) => (
        <>
          {menu}
          {list.hasNextPage ? (
            <Button
              type="link"
              size="small"
              block
              loading={list.isFetchingNextPage}
              // Pressing inside the popup must not take the focus (that would close it).
              onMouseDown={(event) => event.preventDefault()}
              onClick={loadMore}
            >
              {`加载更多（已显示${entries.length}/${total}）`}
            </Button>
          ) : null}
        </>
      )}
    />
  );
}
