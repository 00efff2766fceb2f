import { useState } from 'react';
import type { TablePaginationConfig } from 'antd';

/**
 * The keyword search and server paging of a list page (pools, schools, 测评结果): a new keyword
 * starts again at page 1; `pagination` is the table's pager with 共 N 条/人.
 */
export function useKeywordPaging(pageSize = 20) {
  const [keyword, setKeyword] = useState('');
  const [pageIndex, setPageIndex] = useState(1);
  return {
    keyword,
    pageIndex,
    pageSize,
    setPageIndex,
    /** Input.Search's onSearch. */
    search: (value: string) => {
      setKeyword(value.trim());
      setPageIndex(1);
    },
    pagination: (total: number, unit: string): TablePaginationConfig => ({
      current: pageIndex,
      pageSize,
      total,
      showSizeChanger: false,
      showTotal: (n) => `共 ${n} ${unit}`,
      onChange: setPageIndex,
    }),
  };
}
