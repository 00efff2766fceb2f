import { SETTINGS_API } from '@ehire/domain/api/settings';
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

/** Users and roles of system settings (issue 17, PERM-017). */
function createSettingsApi(client: RequestClient) {
  return {
    rolePage: (query: RoleListQuery) => client.call<RolePage>(SETTINGS_API.rolesPage, { ...query }),
    roleAuthority: (id: string | null) => client.call<RoleAuthority>(SETTINGS_API.rolesAuthority, { id }),
    saveRole: (input: RoleSaveInput) => client.call<{ id: string }>(SETTINGS_API.rolesSave, { ...input }),
    deleteRole: (id: string) => client.call<null>(SETTINGS_API.rolesDelete, { id }),
    userPage: (query: UserListQuery) => client.call<UserPage>(SETTINGS_API.usersPage, { ...query }),
    userOptions: () => client.call<UserOptions>(SETTINGS_API.usersOptions, {}),
    saveUser: (input: UserSaveInput) => client.call<{ id: string }>(SETTINGS_API.usersSave, { ...input }),
    setUserStatus: (ids: string[], status: 0 | 1) =>
      client.call<null>(SETTINGS_API.usersStatus, { ids, status }),
    setUserRole: (ids: string[], roleId: string) =>
      client.call<null>(SETTINGS_API.usersRole, { ids, roleId }),
    resetPassword: (input: ResetPasswordInput) =>
      client.call<null>(SETTINGS_API.usersResetPassword, { ...input }),
    organizations: () => client.call<OrganizationList>(SETTINGS_API.organizationsTree, {}),
    addOrganization: (parentId: string | null, name: string) =>
      client.call<{ id: string }>(SETTINGS_API.organizationsAdd, { parentId, name }),
    renameOrganization: (id: string, name: string) =>
      client.call<null>(SETTINGS_API.organizationsRename, { id, name }),
    moveOrganization: (input: OrganizationMoveInput) =>
      client.call<null>(SETTINGS_API.organizationsMove, { ...input }),
    deleteOrganization: (id: string) => client.call<null>(SETTINGS_API.organizationsDelete, { id }),
    auditLog: (query: AuditLogQueryInput) =>
      client.call<AuditLogPage>(SETTINGS_API.auditLogPage, { ...query }),
    exportAuditLog: (query: AuditLogQueryInput) =>
      client.call<ExportTaskCreated>(SETTINGS_API.auditLogExport, { ...query }),
    labels: (keyword: string) => client.call<LabelList>(SETTINGS_API.labelsList, { keyword }),
    addLabel: (input: LabelAddInput) => client.call<{ id: string }>(SETTINGS_API.labelsAdd, { ...input }),
    updateLabel: (input: LabelUpdateInput) =>
      client.call<{ id: string }>(SETTINGS_API.labelsUpdate, { ...input }),
    deleteLabel: (name: string) => client.call<null>(SETTINGS_API.labelsDelete, { name }),
    importUsers: (fileId: string) => client.call<{ taskId: string }>(SETTINGS_API.usersImport, { fileId }),
    memberInfo: () => client.call<MemberInfo>(SETTINGS_API.memberInfo, {}),
    saveCompany: (input: CompanyProfileInput) => client.call<null>(SETTINGS_API.memberCompany, { ...input }),
    talentListLayout: () => client.call<TalentListLayout>(SETTINGS_API.basicTalentListLayout, {}),
    saveTalentListLayout: (input: TalentListLayoutInput) =>
      client.call<TalentListLayout>(SETTINGS_API.basicTalentListLayoutSave, { ...input }),
    talentPreview: () => client.call<TalentPreviewLayout>(SETTINGS_API.basicTalentPreview, {}),
    saveTalentPreview: (input: TalentPreviewInput) =>
      client.call<TalentPreviewLayout>(SETTINGS_API.basicTalentPreviewSave, { ...input }),
    targetSolutions: () => client.call<TargetSolutionList>(SETTINGS_API.basicTargetSolutions, {}),
    saveTargetSolution: (input: TargetSolutionInput) =>
      client.call<{ id: string }>(SETTINGS_API.basicTargetSolutionsSave, { ...input }),
    deleteTargetSolution: (id: string) => client.call<null>(SETTINGS_API.basicTargetSolutionsDelete, { id }),
    dataRetention: () => client.call<DataRetention>(SETTINGS_API.retention, {}),
    saveDataRetention: (input: DataRetentionSave) =>
      client.call<DataRetention>(SETTINGS_API.retentionSave, { ...input }),
    anonymiseCandidates: () => client.call<AnonymiseStarted>(SETTINGS_API.retentionAnonymise, {}),
    careersPage: () => client.call<CareersPageState>(SETTINGS_API.careersPage, {}),
    saveCareersPage: (input: CareersPage) =>
      client.call<CareersPageState>(SETTINGS_API.careersPageSave, { ...input }),
    publishCareersPage: () => client.call<CareersPageState>(SETTINGS_API.careersPagePublish, {}),
    /** A logo or banner (png, jpeg, webp; checked by the server): answers its public address. */
    uploadCareersImage: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return client.upload<{ id: string; url: string }>(SETTINGS_API.careersPageImage, form);
    },
    boundMobile: () => client.call<BoundMobile>(SETTINGS_API.memberMobile, {}),
    sendBoundMobileCode: (mobile: string) => client.call<null>(SETTINGS_API.memberMobileCode, { mobile }),
    bindMobile: (input: BoundMobileBindInput) =>
      client.call<BoundMobile>(SETTINGS_API.memberMobileBind, { ...input }),
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
