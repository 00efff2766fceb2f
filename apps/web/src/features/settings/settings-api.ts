import { useMemo } from 'react';
import type { ExportTaskCreated } from '@ehire/domain/contracts/exports';
import type {
  AuditLogPage,
  LabelAddInput,
  LabelList,
  LabelUpdateInput,
  CompanyProfileInput,
  MemberInfo,
  AuditLogQueryInput,
  OrganizationList,
  OrganizationMoveInput,
  ResetPasswordInput,
  RoleAuthority,
  RoleListQuery,
  RolePage,
  RoleSaveInput,
  UserListQuery,
  UserOptions,
  UserPage,
  UserSaveInput,
  TalentListLayoutInput,
  TalentPreviewInput,
  TargetSolutionInput,
  TargetSolutionList,
  AnonymiseStarted,
  CareersPage,
  CareersPageState,
  BoundMobile,
  BoundMobileBindInput,
  DataRetention,
  DataRetentionSave,
} from '@ehire/domain/contracts/settings';
import type { TalentListLayout, TalentPreviewLayout } from '@ehire/domain/settings/talent-list-layout';
import { usePlatform } from '../../platform/PlatformContext';
import type { RequestClient } from '../../platform/request';

const ROLES = '/api/biz/settings/roles';
const USERS = '/api/biz/settings/users';
const ORGANIZATIONS = '/api/biz/settings/organizations';
const AUDIT_LOG = '/api/biz/settings/audit-log';
const LABELS = '/api/biz/settings/labels';
const MEMBER = '/api/biz/settings/member';
const LAYOUT = '/api/biz/settings/basic/talent-list-layout';
const TARGETS = '/api/biz/settings/basic/target-solutions';
const PREVIEW = '/api/biz/settings/basic/talent-preview';
const RETENTION = '/api/biz/settings/retention';
const CAREERS_PAGE = '/api/biz/settings/careers-page';

/** Users and roles of system settings (issue 17, PERM-017). */
function createSettingsApi(client: RequestClient) {
  return {
    rolePage: (query: RoleListQuery) => client.post<RolePage>(`${ROLES}/page`, { ...query }),
    roleAuthority: (id: string | null) => client.post<RoleAuthority>(`${ROLES}/authority`, { id }),
    saveRole: (input: RoleSaveInput) => client.post<{ id: string }>(`${ROLES}/save`, { ...input }),
    deleteRole: (id: string) => client.post<null>(`${ROLES}/delete`, { id }),
    userPage: (query: UserListQuery) => client.post<UserPage>(`${USERS}/page`, { ...query }),
    userOptions: () => client.post<UserOptions>(`${USERS}/options`, {}),
    saveUser: (input: UserSaveInput) => client.post<{ id: string }>(`${USERS}/save`, { ...input }),
    setUserStatus: (ids: string[], status: 0 | 1) => client.post<null>(`${USERS}/status`, { ids, status }),
    setUserRole: (ids: string[], roleId: string) => client.post<null>(`${USERS}/role`, { ids, roleId }),
    resetPassword: (input: ResetPasswordInput) => client.post<null>(`${USERS}/reset-password`, { ...input }),
    organizations: () => client.post<OrganizationList>(`${ORGANIZATIONS}/tree`, {}),
    addOrganization: (parentId: string | null, name: string) =>
      client.post<{ id: string }>(`${ORGANIZATIONS}/add`, { parentId, name }),
    renameOrganization: (id: string, name: string) =>
      client.post<null>(`${ORGANIZATIONS}/rename`, { id, name }),
    moveOrganization: (input: OrganizationMoveInput) =>
      client.post<null>(`${ORGANIZATIONS}/move`, { ...input }),
    deleteOrganization: (id: string) => client.post<null>(`${ORGANIZATIONS}/delete`, { id }),
    auditLog: (query: AuditLogQueryInput) => client.post<AuditLogPage>(`${AUDIT_LOG}/page`, { ...query }),
    exportAuditLog: (query: AuditLogQueryInput) =>
      client.post<ExportTaskCreated>(`${AUDIT_LOG}/export`, { ...query }),
    labels: (keyword: string) => client.post<LabelList>(`${LABELS}/list`, { keyword }),
    addLabel: (input: LabelAddInput) => client.post<{ id: string }>(`${LABELS}/add`, { ...input }),
    updateLabel: (input: LabelUpdateInput) => client.post<{ id: string }>(`${LABELS}/update`, { ...input }),
    deleteLabel: (name: string) => client.post<null>(`${LABELS}/delete`, { name }),
    importUsers: (fileId: string) => client.post<{ taskId: string }>(`${USERS}/import`, { fileId }),
    memberInfo: () => client.post<MemberInfo>(`${MEMBER}/info`, {}),
    saveCompany: (input: CompanyProfileInput) => client.post<null>(`${MEMBER}/company`, { ...input }),
    talentListLayout: () => client.post<TalentListLayout>(LAYOUT, {}),
    saveTalentListLayout: (input: TalentListLayoutInput) =>
      client.post<TalentListLayout>(`${LAYOUT}/save`, { ...input }),
    talentPreview: () => client.post<TalentPreviewLayout>(PREVIEW, {}),
    saveTalentPreview: (input: TalentPreviewInput) =>
      client.post<TalentPreviewLayout>(`${PREVIEW}/save`, { ...input }),
    targetSolutions: () => client.post<TargetSolutionList>(TARGETS, {}),
    saveTargetSolution: (input: TargetSolutionInput) =>
      client.post<{ id: string }>(`${TARGETS}/save`, { ...input }),
    deleteTargetSolution: (id: string) => client.post<null>(`${TARGETS}/delete`, { id }),
    dataRetention: () => client.post<DataRetention>(RETENTION, {}),
    saveDataRetention: (input: DataRetentionSave) => client.post<DataRetention>(`${RETENTION}/save`, { ...input }),
    anonymiseCandidates: () => client.post<AnonymiseStarted>(`${RETENTION}/anonymise`, {}),
    careersPage: () => client.post<CareersPageState>(CAREERS_PAGE, {}),
    saveCareersPage: (input: CareersPage) => client.post<CareersPageState>(`${CAREERS_PAGE}/save`, { ...input }),
    publishCareersPage: () => client.post<CareersPageState>(`${CAREERS_PAGE}/publish`, {}),
    /** A logo or banner (png, jpeg, webp; checked by the server): answers its public address. */
    uploadCareersImage: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return client.upload<{ id: string; url: string }>(`${CAREERS_PAGE}/image`, form);
    },
    boundMobile: () => client.post<BoundMobile>(`${MEMBER}/mobile`, {}),
    sendBoundMobileCode: (mobile: string) => client.post<null>(`${MEMBER}/mobile/code`, { mobile }),
    bindMobile: (input: BoundMobileBindInput) => client.post<BoundMobile>(`${MEMBER}/mobile/bind`, { ...input }),
  };
}

export function useSettingsApi() {
  const { client } = usePlatform();
  return useMemo(() => createSettingsApi(client), [client]);
}

export const SETTINGS_KEYS = {
  all: ['settings'] as const,
  users: (query: UserListQuery) => ['settings', 'users', query] as const,
  roles: (query: RoleListQuery) => ['settings', 'roles', query] as const,
  authority: (id: string | null) => ['settings', 'authority', id] as const,
  options: ['settings', 'options'] as const,
  organizations: ['settings', 'organizations'] as const,
  auditLog: (query: AuditLogQueryInput) => ['settings', 'audit-log', query] as const,
  labels: (keyword: string) => ['settings', 'labels', keyword] as const,
  member: ['settings', 'member'] as const,
  talentListLayout: ['settings', 'talent-list-layout'] as const,
  targetSolutions: ['settings', 'target-solutions'] as const,
  talentPreview: ['settings', 'talent-preview'] as const,
  dataRetention: ['settings', 'data-retention'] as const,
  careersPage: ['settings', 'careers-page'] as const,
  boundMobile: ['settings', 'bound-mobile'] as const,
};
