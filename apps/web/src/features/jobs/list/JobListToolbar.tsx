import { useState } from 'react';
import { Button, Input, Select, Space, TreeSelect } from 'antd';
import type { JobOptions } from '@ehire/domain/contracts/jobs';
import { EMPTY_FILTERS, type JobFilterValues } from './job-list-state';

export interface JobListToolbarProps {
  options: JobOptions | undefined;
  keyword: string;
  filters: JobFilterValues;
  onSearch: (keyword: string) => void;
  onFilters: (filters: JobFilterValues) => void;
}

type TreeNode = { value: string; title: string; children: TreeNode[] };

/** Organisations as a tree (parentId), roots first; an unknown parent makes a root. */
export function organisationTree(organizations: JobOptions['organizations']): TreeNode[] {
  const nodes = new Map<string, TreeNode>();
  for (const org of organizations) nodes.set(org.id, { value: org.id, title: org.name, children: [] });
  const roots: TreeNode[] = [];
  for (const org of organizations) {
    const node = nodes.get(org.id) as TreeNode;
    const parent = org.parentId ? nodes.get(org.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

const SELECT_WIDTH = 168;

/** Search by name and the five filters of the job list (organisation, function, area, degree, project). */
export function JobListToolbar({ options, keyword, filters, onSearch, onFilters }: JobListToolbarProps) {
  const [text, setText] = useState(keyword);
  const set = <K extends keyof JobFilterValues>(key: K, value: JobFilterValues[K]) =>
    onFilters({ ...filters, [key]: value });
  const common = {
    mode: 'multiple' as const,
    allowClear: true,
    maxTagCount: 'responsive' as const,
    style: { width: SELECT_WIDTH },
    loading: !options,
  };

  return (
    <Space wrap size={[8, 8]} style={{ marginBottom: 12 }} data-testid="job-list-toolbar">
      <Input.Search
        placeholder="请输入职位名称"
        aria-label="搜索职位名称"
        allowClear
        value={text}
        onChange={(event) => setText(event.target.value)}
        onSearch={(value) => onSearch(value.trim())}
        style={{ width: 220 }}
        maxLength={50}
      />
      <TreeSelect
        multiple
        allowClear
        treeDefaultExpandAll
        maxTagCount="responsive"
        placeholder="所属组织"
        aria-label="所属组织"
        style={{ width: SELECT_WIDTH }}
        treeData={organisationTree(options?.organizations ?? [])}
        value={filters.orgIds}
        onChange={(value: string[]) => set('orgIds', value)}
      />
      <Select
        {...common}
        placeholder="职能类别"
        aria-label="职能类别"
        options={options?.funcTypes ?? []}
        value={filters.funcTypes}
        onChange={(value: string[]) => set('funcTypes', value)}
      />
      <Select
        {...common}
        placeholder="工作地区"
        aria-label="工作地区"
        options={(options?.areas ?? []).map((area) => ({ value: area, label: area }))}
        value={filters.areas}
        onChange={(value: string[]) => set('areas', value)}
      />
      <Select
        {...common}
        placeholder="学历要求"
        aria-label="学历要求"
        options={options?.degrees ?? []}
        value={filters.degrees}
        onChange={(value: string[]) => set('degrees', value)}
      />
      <Select
        {...common}
        placeholder="所属项目"
        aria-label="所属项目"
        options={(options?.projects ?? []).map((project) => ({ value: project.id, label: project.name }))}
        value={filters.projectIds}
        onChange={(value: string[]) => set('projectIds', value)}
      />
      <Button
        onClick={() => {
          setText('');
          onSearch('');
          onFilters(EMPTY_FILTERS);
        }}
      >
        重置
      </Button>
    </Space>
  );
}
