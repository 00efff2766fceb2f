import type { ComponentType } from 'react';

/**
 * A lazy route's page inside the antd providers, both loaded together (issue 13 §4: antd is not
 * in the entry, so the plain login page loads none of it).
 */
export async function withAntd<P extends object>(
  load: () => Promise<ComponentType<P>>,
): Promise<ComponentType<P>> {
  const [Page, { AntdScope }] = await Promise.all([load(), import('../AntdScope')]);
  return function AntdPage(props: P) {
    return (
      <AntdScope>
        <Page {...props} />
      </AntdScope>
    );
  };
}
