import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ErrorPage } from './ErrorPage';
import { NotFoundPage } from './NotFoundPage';
import { UnderConstruction } from './UnderConstruction';

function renderAt(path: string, element: React.ReactElement) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

describe('ErrorPage', () => {
  it('ROUTE-063 shows the text of the msg query', () => {
    renderAt('/error?msg=%E8%B4%A6%E5%8F%B7%E5%B7%B2%E5%86%BB%E7%BB%93', <ErrorPage />);
    expect(screen.getByTestId('error-message')).toHaveTextContent('账号已冻结');
  });

  it('ROUTE-063 reads an unencoded Chinese msg as the guard writes it', () => {
    renderAt('/error?msg=无权限访问该页面', <ErrorPage />);
    expect(screen.getByTestId('error-message')).toHaveTextContent('无权限访问该页面');
  });

  it('ROUTE-081 defaults to 无权限 without msg', () => {
    renderAt('/error', <ErrorPage />);
    expect(screen.getByTestId('error-message')).toHaveTextContent('无权限');
  });

  it('offers a way back', () => {
    renderAt('/error', <ErrorPage />);
    expect(screen.getByRole('link', { name: /返回首页/ })).toHaveAttribute('href', '/');
  });
});

describe('NotFoundPage', () => {
  it('says 页面不存在', () => {
    renderAt('/nowhere', <NotFoundPage />);
    expect(screen.getByTestId('not-found')).toHaveTextContent('页面不存在');
  });
});

describe('UnderConstruction', () => {
  it('names the page and its module and links back, never blank', () => {
    renderAt('/jobList', <UnderConstruction title="职位管理" module="职位管理" />);
    expect(screen.getByText('功能建设中')).toBeInTheDocument();
    expect(screen.getByText('「职位管理」模块的这一页面正在建设中，敬请期待。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /返回首页/ })).toHaveAttribute('href', '/');
  });
});
