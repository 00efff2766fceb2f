import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { usePlatform } from '../../platform/PlatformContext';
import styles from './ConsoleLayout.module.css';

const PROJECT_LIST_QUERY_KEY = ['platform', 'projects'] as const;

/**
 * The project the operator last switched to, per operator. The session answers carry no project
 * id, so the switcher remembers its own choice to show it after the reload.
 */
function currentProjectStorageKey(oprid: string): string {
  return `ehire.currentProject.${oprid}`;
}

export interface ProjectSwitcherProps {
  oprid: string;
  /** Off once the session is gone (logout in progress). */
  enabled: boolean;
}

/**
 * Project / organisation switcher of the header (CALL-029/030). The list is read once per page
 * load (isrefresh 0, GAP-029); choosing another project calls the switch, which stores the new
 * session and reloads the page so every screen starts afresh.
 */
export function ProjectSwitcher({ oprid, enabled }: ProjectSwitcherProps) {
  const { api, storage } = usePlatform();
  const storageKey = currentProjectStorageKey(oprid);
  const [pendingId, setPendingId] = useState<string>();
  const projects = useQuery({
    queryKey: PROJECT_LIST_QUERY_KEY,
    queryFn: () => api.listProjects(0),
    staleTime: Infinity,
    enabled,
  });
  const switchProject = useMutation({
    mutationFn: (projectId: string) => {
      storage.local.setItem(storageKey, projectId);
      return api.switchProject(projectId);
    },
    onError: () => {
      storage.local.removeItem(storageKey);
      setPendingId(undefined);
    },
  });

  const list = projects.data ?? [];
  if (list.length === 0) return null;
  const remembered = storage.local.getItem(storageKey);
  const value =
    pendingId ?? (list.some((project) => project.id === remembered) ? (remembered ?? undefined) : undefined);

  return (
    <select
      className={styles.switcher}
      data-testid="project-switcher"
      aria-label="切换项目"
      value={value ?? ''}
      disabled={switchProject.isPending}
      aria-busy={switchProject.isPending}
      onChange={(event) => {
        const projectId = event.target.value;
        if (!projectId || projectId === value) return;
        setPendingId(projectId);
        switchProject.mutate(projectId);
      }}
    >
      <option value="" disabled hidden>
        切换项目
      </option>
      {list.map((project) => (
        <option key={project.id} value={project.id}>
          {project.name}
        </option>
      ))}
    </select>
  );
}
