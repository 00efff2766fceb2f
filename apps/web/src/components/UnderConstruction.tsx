import { Button, Result } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import { Link } from 'react-router';

export interface UnderConstructionProps {
  /** The page title of the route (e.g. 职位管理). */
  title: string;
  /** The module the page belongs to (e.g. 职位管理, 系统设置). */
  module: string;
  /** Where the back link goes (default: the console home). */
  backTo?: string;
  backLabel?: string;
}

/** Placeholder of a screen that a later issue builds: never a blank page (D1 §8 web conventions). */
export function UnderConstruction({
  title,
  module,
  backTo = '/',
  backLabel = '返回首页',
}: UnderConstructionProps) {
  return (
    <Result
      data-testid="under-construction"
      icon={<ToolOutlined style={{ color: '#1677ff' }} />}
      title={title}
      subTitle={
        <>
          <div style={{ fontSize: 16, marginBottom: 4 }}>功能建设中</div>
          <div>「{module}」模块的这一页面正在建设中，敬请期待。</div>
        </>
      }
      extra={
        <Link to={backTo}>
          <Button type="primary">{backLabel}</Button>
        </Link>
      }
    />
  );
}
