// Every zh-CN message of the designer rules, verbatim from D2 §5/§8 (DESVAL-*, DESERR-*), plus
// the strings the spec leaves to us (GAP-052, GAP-053, GAP-054), marked as such.
import { AUTO_FILL_PRODUCT } from '../codes/resume-design';

export const DESIGN_MESSAGE = {
  // Module titles (DESVAL-001..008)
  moduleCnameRequired: '请先填写中文标题 ！',
  moduleCnameDuplicate: '中文标题重复 ！',
  moduleTitleTooLongInline: '长度最多 50 个字符',
  moduleTitleTooLong: '标题最多50个字符',
  moduleEnameRequired: '请先填写英文标题 ！',
  moduleEnameDuplicate: '英文标题重复 ！',
  /** GAP-052: the English title over 50 uses the same save-time text as the Chinese one. */
  moduleEnameTooLong: '标题最多50个字符',
  moduleMemoTooLong: '最多5000个字符',
  // Counts (DESVAL-009..017): integers; our texts (not given by the spec).
  countNotInteger: '请填写整数',
  // Save / submit checks (DESVAL-021..030)
  emptyModule: '当前模块为空，请删除模块或添加简历字段!',
  quotaTitle: '请删减字段（一对一模块）',
  quotaLine: (group: string, over: number) => `${group}字段数量超出${over}个,请删减！`,
  singleModuleLimit: '模块已达到数量限制！',
  multiModuleLimit: '多段模块已达到数量限制！',
  saveFailed: '保存失败',
  /** CALL-051: a refused related-rules query shows the server's msg after 操作失败：. */
  relatedRulesFailed: (msg: string) => `操作失败：${msg}`,
  // Field titles (DESVAL-038..046)
  fieldCnameRequired: '请先填写中文标题',
  fieldTitleTooLong: '标题最多 5000 个字符',
  fieldEnameRequired: '请先填写英文标题',
  /** GAP-052 */
  fieldCnameDuplicate: '中文标题重复',
  /** GAP-052 */
  fieldEnameDuplicate: '英文标题重复',
  /** GAP-052 */
  fieldEnameTooLong: '标题最多 5000 个字符',
  fieldMemoTooLong: '最多5000个字符',
  /** GAP-052: the add-field dialog's duplicate across existing, common and pending fields. */
  addFieldDuplicate: '字段名称已存在',
  addFieldTypeRequired: '请先选择字段类型 ！',
  saveCustomFieldFirst: '请先保存自定义字段',
  // Character limit (DESVAL-047..049)
  charLimitRange: (min: number, max: number) => `请填写${min}-${max}以内数字`,
  charLimitHint: '最小为1,最大为50',
  // Choice lists (DESVAL-065..079)
  select: '请选择',
  itemEmpty: '内容不能为空',
  itemForbidden: "请勿输入以下字符'|#$",
  itemTooLong: '可选项内容上限100个字符',
  siblingDuplicate: '同级不能重名',
  needItems: '请先添加自定义字典',
  multiLimitUnfilled: '有未填项 请填写',
  /** Our text: a list deeper than its dropdown type's level count. */
  levelInvalid: '可选项层级只能为1-3级',
  /** Our text: the multi-select minimum above the maximum (DESVAL-077). */
  multiMinAboveMax: '最少选择项不能大于最多选择项',
  /** Our text: a multi-select limit outside 1..10. */
  multiLimitRange: '可选数量为1-10项或不限',
  noOptionsYet: '（可选项待补充）',
  // Sort rule (DESVAL-080..082)
  sortNeedsCustomItems: '请先选择添加自定义选项！',
  sortNeedsMemberDict: '请先选择会员自定义字典！',
  sortMultiLevel: '该字典为多级字典，无法进行自定义排序',
  // Files (our texts)
  minFileSizeRange: '文件大小为0-9MB',
  // Workflow (D2 §4)
  submitConfirm: '审核过程中，线上简历依旧生效。',
  submitOk: '提交成功',
  submitCancelled: '取消提交审核',
  discardConfirm: '退出编辑将删除编辑中简历，请确认！',
  disableCancelled: '已取消禁用',
  deleteCancelled: '已取消删除',
  cardUnderReview: '新简历正在审核中，审核过程中，旧简历依旧生效',
  cardRejected: '新简历被驳回，驳回后，旧简历依旧生效',
  cardRejectedButton: '查看驳回原因',
  cardPublished: '新简历已经成功应用',
  cardPublishedButton: '确认',
  latestTaskFailed: '获取最新任务失败',
  noPermission: '无权限',
  // Errors (DESERR-009..022)
  leaveSwitch: '简历字段有修改，是否保存？',
  leavePage: '你修改了表单设计但没有保存，是否需要保存表单设计并继续',
  deleteFieldConfirm: '确认要删除此字段吗？',
  deleteFieldHasResumes: '系统已存在简历数据，删除操作将清除历史数据，请确认删除？',
  deleteFieldHasLinkage: '本字段已设置关联，删除将清空关联关系。',
  /** GAP-053 */
  deleteFieldHasSmartRules: '本字段已设置智能运营规则，删除将自动禁用相关规则。',
  moduleHasLinkage: '本模块字段已设置关联，禁用或删除将清空关联关系。',
  moduleHasSmartRules: '本模块字段已设置智能运营规则，禁用或删除将自动禁用以下规则。',
  changeTypeTitle: '确认修改？',
  /** GAP-053 */
  changeTypeWarning: '修改字段类型将重置该字段的设置。',
  /** GAP-053 */
  dictChangeKeepsContent: '修改字典后，已有简历中的原内容将保留。',
  /** GAP-053 */
  schoolFieldReset: '修改学校类字段后，相关的目标院校配置将被重置。',
  autoFillCustomDict: (product: string = AUTO_FILL_PRODUCT) =>
    `使用自定义字典，将关闭【${product}简历自动填充】功能！`,
  autoFillRename: (product: string = AUTO_FILL_PRODUCT) =>
    `修改字段显示名后，将关闭【${product}简历自动填充】功能！`,
  smartRulesDisabledNote: '与修改字段相关的智能运营规则已自动停用。',
  smartRuleGroups: { label: '智能标签', circulation: '智能流转', score: '智能评分' },
  // Server-side workflow refusals (our texts)
  conflict: '简历设置已被其他用户修改，请刷新页面后再保存（您的修改尚未保存）',
  notEditing: '当前简历不在编辑状态，请先点击编辑',
  underReview: '简历正在审核中，暂不能编辑',
  taskNotFound: '编辑任务不存在或已失效，请刷新页面',
  notRejected: '该简历未被驳回',
  notPublished: '该简历尚未发布',
  notUnderReview: '该简历不在审核中',
  deleteFixedModule: '固定模块和预设模块不能删除',
  systemDictMissing: '系统字典不存在，请重新选择',
  memberDictMissing: '会员自定义字典不存在，请重新选择',
  moduleNotFound: (id: string) => `模块不存在：${id}`,
  fieldNotFound: (id: string) => `字段不存在：${id}`,
  saveHasErrors: '简历设置存在错误，请根据提示修改后再保存',
  fixedFieldLocked: '固定字段和常用字段的类型不能修改',
  /** A dictionary change of a fixed or preset field sent straight to the API (issue 17): 400. */
  fixedFieldDictionaryLocked: (field: string) => `固定字段和常用字段的字典不能修改：${field}`,
} as const;
