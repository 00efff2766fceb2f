// /addJob's query (ROUTE-048/049): `edit=true&copyAdd=false` edits the job `id` (title 修改职位,
// the same test as the router's title rule); any other query with an `id` starts a new job from a
// copy of it (title 新增职位); without an id it is a blank new job.

export type AddJobMode = { mode: 'add' } | { mode: 'edit'; id: string } | { mode: 'copy'; id: string };

export function addJobUrl(target: AddJobMode): string {
  if (target.mode === 'add') return '/addJob?edit=false&copyAdd=false';
  const id = encodeURIComponent(target.id);
  return target.mode === 'edit'
    ? `/addJob?id=${id}&edit=true&copyAdd=false`
    : `/addJob?id=${id}&edit=false&copyAdd=true`;
}

export function readAddJobMode(search: string | URLSearchParams): AddJobMode {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const id = params.get('id');
  if (!id) return { mode: 'add' };
  if (params.get('edit') === 'true' && params.get('copyAdd') === 'false') return { mode: 'edit', id };
  return { mode: 'copy', id };
}
