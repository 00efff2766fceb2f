import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadAntdScope } from './console-shell';

/**
 * A lazy route's page inside the antd providers, both loaded together (issue 13 §4: antd is not
 * in the entry, so the plain login page loads none of it).
 */
export async function withAntd<P extends object>(
  load: () => Promise<ComponentType<P>>,
): Promise<ComponentType<P>> {
  const [Page, { AntdScope }] = await Promise.all([load(), loadAntdScope()]);
  return function AntdPage(props: P) {
    return (
      <AntdScope>
        <Page {...props} />
      </AntdScope>
    );
  };
}

/**
 * A part of a plain page (shell, workbench) that draws antd, e.g. a dialog: loaded with the antd
 * providers when first rendered, so the page's first paint loads no antd (issue 13 §4).
 */
export function lazyWithAntd<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: await withAntd(load) }));
}
