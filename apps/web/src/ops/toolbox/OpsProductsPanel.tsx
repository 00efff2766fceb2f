import { useState } from 'react';
import { Alert, App, Button, Form, Input, InputNumber, Select, Space, Switch, Table, Tag } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ASSET_KINDS,
  ASSET_LABEL,
  formatYuan,
  SaveProductInput,
  type AssetKind,
  type Product,
  type ProductKind,
} from '@ehire/domain/contracts/toolbox';
import { AppDialog } from '../../components/AppDialog';
import { zodRule } from '../../features/jobs/utils/zod-rule';
import { centsOf, OPS_TOOLBOX_KEYS, useOpsToolboxApi } from './ops-toolbox-api';

interface ProductForm {
  kind: ProductKind;
  asset: AssetKind | null;
  name: string;
  description: string;
  unit: string;
  unitsPerQuantity: number;
  validityDays: number;
  tiers: Array<{ minQuantity: number | null; unitPriceYuan: number | null }>;
  enabled: boolean;
  sort: number;
}

const NEW_PRODUCT: ProductForm = {
  kind: 'asset',
  asset: 'sms',
  name: '',
  description: '',
  unit: '条',
  unitsPerQuantity: 1,
  validityDays: 365,
  tiers: [{ minQuantity: 1, unitPriceYuan: 0 }],
  enabled: true,
  sort: 0,
};

function formOf(product: Product): ProductForm {
  return {
    kind: product.kind,
    asset: product.asset,
    name: product.name,
    description: product.description,
    unit: product.unit,
    unitsPerQuantity: product.unitsPerQuantity,
    validityDays: product.validityDays,
    tiers: product.priceTiers.map((tier) => ({
      minQuantity: tier.minQuantity,
      unitPriceYuan: tier.unitPriceCents / 100,
    })),
    enabled: product.enabled,
    sort: product.sort,
  };
}

/** The form's values as the contract's input (prices in cents; a membership has no asset). */
function productInputOf(values: ProductForm): unknown {
  return {
    kind: values.kind,
    asset: values.kind === 'membership' ? null : (values.asset ?? null),
    name: values.name,
    description: values.description ?? '',
    unit: values.unit,
    unitsPerQuantity: values.unitsPerQuantity ?? undefined,
    validityDays: values.validityDays ?? undefined,
    priceTiers: (values.tiers ?? []).map((tier) => ({
      minQuantity: tier.minQuantity ?? undefined,
      unitPriceCents: centsOf(tier.unitPriceYuan),
    })),
    enabled: values.enabled,
    sort: values.sort ?? 0,
  };
}

/** 商品与价格: every product (enabled or not), new and edit with price tiers. */
export function OpsProductsPanel() {
  const api = useOpsToolboxApi();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const products = useQuery({ queryKey: OPS_TOOLBOX_KEYS.products, queryFn: () => api.products() });
  const [editing, setEditing] = useState<Product | 'new' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [form] = Form.useForm<ProductForm>();
  const kind = Form.useWatch('kind', form);

  const save = useMutation({
    mutationFn: (input: SaveProductInput) =>
      editing && editing !== 'new' ? api.updateProduct(editing.id, input) : api.createProduct(input),
    onSuccess: async (product) => {
      void message.success(`商品“${product.name}”已保存`);
      setEditing(null);
      await queryClient.invalidateQueries({ queryKey: OPS_TOOLBOX_KEYS.products });
    },
  });

  const open = (product: Product | 'new') => {
    setProblem(null);
    form.setFieldsValue(product === 'new' ? NEW_PRODUCT : formOf(product));
    setEditing(product);
  };

  const submit = (values: ProductForm) => {
    const parsed = SaveProductInput.safeParse(productInputOf(values));
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? '格式不正确');
      return;
    }
    if (parsed.data.kind === 'asset' && !parsed.data.asset) {
      setProblem('请选择资产类型');
      return;
    }
    setProblem(null);
    save.mutate(parsed.data);
  };

  return (
    <div data-testid="ops-products">
      <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')} style={{ marginBottom: 16 }}>
        新增商品
      </Button>
      <Table<Product>
        rowKey="id"
        loading={products.isLoading}
        dataSource={products.data?.list ?? []}
        pagination={false}
        locale={{ emptyText: '暂无商品' }}
        columns={[
          { title: '商品', dataIndex: 'name' },
          {
            title: '资产',
            render: (_, p) =>
              p.kind === 'membership' ? '会员服务（月）' : p.asset ? ASSET_LABEL[p.asset] : '',
          },
          { title: '每份数量', render: (_, p) => `${p.unitsPerQuantity}` },
          {
            title: '价格',
            render: (_, p) =>
              p.priceTiers.map((tier) => (
                <Tag key={tier.minQuantity}>
                  {tier.minQuantity}
                  {p.unit}起 {formatYuan(tier.unitPriceCents)}/{p.unit}
                </Tag>
              )),
          },
          { title: '有效期', render: (_, p) => (p.validityDays > 0 ? `${p.validityDays}天` : '长期有效') },
          {
            title: '状态',
            render: (_, p) => (p.enabled ? <Tag color="green">上架</Tag> : <Tag>下架</Tag>),
          },
          {
            title: '操作',
            render: (_, p) => (
              <Button size="small" onClick={() => open(p)}>
                编辑
              </Button>
            ),
          },
        ]}
      />
      <AppDialog
        open={editing !== null}
        size="large"
        title={editing === 'new' ? '新增商品' : '编辑商品'}
        onClose={() => setEditing(null)}
        onOk={() => form.submit()}
        okText="保存"
        confirmLoading={save.isPending}
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={submit}>
          <Space wrap>
            <Form.Item name="kind" label="商品类型">
              <Select
                style={{ width: 160 }}
                options={[
                  { value: 'asset', label: '资产' },
                  { value: 'membership', label: '会员服务' },
                ]}
              />
            </Form.Item>
            {kind !== 'membership' && (
              <Form.Item name="asset" label="资产类型">
                <Select
                  style={{ width: 180 }}
                  options={ASSET_KINDS.map((asset) => ({ value: asset, label: ASSET_LABEL[asset] }))}
                />
              </Form.Item>
            )}
            <Form.Item name="enabled" label="上架" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Space>
          <Form.Item name="name" label="商品名称" rules={[zodRule(SaveProductInput.shape.name)]}>
            <Input />
          </Form.Item>
          <Form.Item name="description" label="商品说明">
            <Input.TextArea rows={2} />
          </Form.Item>
          <Space wrap>
            <Form.Item name="unit" label="单位" rules={[zodRule(SaveProductInput.shape.unit)]}>
              <Input style={{ width: 100 }} />
            </Form.Item>
            <Form.Item
              name="unitsPerQuantity"
              label={kind === 'membership' ? '每份月数' : '每份数量'}
              rules={[zodRule(SaveProductInput.shape.unitsPerQuantity)]}
            >
              <InputNumber />
            </Form.Item>
            <Form.Item
              name="validityDays"
              label="有效期天数（0为长期）"
              rules={[zodRule(SaveProductInput.shape.validityDays)]}
            >
              <InputNumber />
            </Form.Item>
            <Form.Item name="sort" label="排序">
              <InputNumber />
            </Form.Item>
          </Space>
          <div style={{ marginBottom: 8 }}>价格档位</div>
          <Form.List name="tiers">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field) => (
                  <Space key={field.key} align="baseline">
                    <Form.Item name={[field.name, 'minQuantity']} label="起购数量">
                      <InputNumber aria-label="起购数量" />
                    </Form.Item>
                    <Form.Item name={[field.name, 'unitPriceYuan']} label="单价（元）">
                      <InputNumber aria-label="单价（元）" precision={2} />
                    </Form.Item>
                    <MinusCircleOutlined aria-label="删除档位" onClick={() => remove(field.name)} />
                  </Space>
                ))}
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ minQuantity: 1 })}>
                  添加档位
                </Button>
              </>
            )}
          </Form.List>
          {problem && (
            <Alert
              type="error"
              showIcon
              style={{ marginTop: 12 }}
              title={problem}
              data-testid="product-problem"
            />
          )}
        </Form>
      </AppDialog>
    </div>
  );
}
