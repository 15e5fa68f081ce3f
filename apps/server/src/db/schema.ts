import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/**
 * The portable schema (DESIGN §4): text ids, integer epoch-ms times, integer 0/1 flags, JSON as text only
 * for free-form objects, relations as tables. The same types describe SQLite and PostgreSQL.
 */

export interface UsersTable {
  id: string;
  username: string | null;
  password_hash: string | null;
  nickname: string;
  avatar: string;
  gender: number;
  mobile: string | null;
  mobile_confirmed: number;
  email: string | null;
  email_confirmed: number;
  /** 0 normal, 1 disabled, 2 under review, 3 rejected, 4 closed. */
  status: number;
  my_invite_code: string | null;
  invite_time: number | null;
  allow_login_background: number;
  disable_update_password: number;
  /** JSON text of a free-form object. */
  social_info: string | null;
  comment: string | null;
  register_date: number;
  register_ip: string | null;
  /** JSON text of {appid, uni_platform, os_name, app_name, app_version, client_ip}. */
  register_env: string | null;
  last_login_date: number | null;
  last_login_ip: string | null;
  updated_at: number;
  /**
   * Moves on whenever every session of the account ends (password set, changed or reset; disabled,
   * closed; signed out everywhere): a sign-in that read an older value is refused at its commit.
   */
  session_epoch: number;
  /**
   * PostgreSQL: moves on in the transaction of every change to what authentication reads of this user
   * (db/migrations/0022_auth_versions.ts); a cached session whose version is older is not used. Stays 0
   * on SQLite, whose one process is told of each change at its statement instead.
   */
  auth_version: Generated<number>;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  revoked_at: number | null;
  device_id: string;
  platform: string;
  appid: string;
  ip: string;
  user_agent: string;
  /** What the client declared at sign-in (migration 0007); empty for older sessions. */
  os: string;
  browser_name: string;
  browser_version: string;
  app_version: string;
  device_model: string;
  /** The locale the client used at sign-in: the language of notices to the account's owner. */
  locale: string;
  /** When the session last proved who holds it: its sign-in, or a re-authentication (migration 0027). */
  authenticated_at: number;
}

export interface RolesTable {
  role_id: string;
  role_name: string;
  comment: string;
  enable: number;
  created_at: number;
}

export interface PermissionsTable {
  permission_id: string;
  permission_name: string;
  comment: string;
  /** JSON text array of url patterns (upstream allows a string or an array). */
  url: string;
  /** 0 exact, 1 wildcard, 2 regex. */
  match_mode: number;
  level: number;
  curd_category: number;
  parent_id: string | null;
  sort: number;
  enable: number;
  created_at: number;
}

export interface UserRolesTable {
  user_id: string;
  role_id: string;
}

export interface RolePermissionsTable {
  role_id: string;
  permission_id: string;
}

export interface LoginLogTable {
  id: string;
  user_id: string | null;
  login_type: string;
  /** 1 success, 0 failure. */
  state: number;
  ip: string;
  user_agent: string;
  device_id: string;
  platform: string;
  appid: string;
  /** Calendar day in UTC+8, yyyy-MM-dd. */
  day: string;
  created_at: number;
}

export interface LoginFailuresTable {
  user_id: string;
  ip: string;
  /** Failures in the window; on PostgreSQL also the checks reserved and not yet settled. */
  error_times: number;
  last_error_at: number;
  /** PostgreSQL: checks reserved and not yet settled. */
  in_flight: Generated<number>;
  /** PostgreSQL: attempts (reserved or refused) in the window, to tell whether a check overlapped others. */
  attempts: Generated<number>;
}

/** The same counter as {@link LoginFailuresTable} for a name no account has (normalised, lower-cased). */
export interface LoginNameFailuresTable extends Omit<LoginFailuresTable, "user_id"> {
  name: string;
}

export interface AppVersionsTable {
  id: string;
  appid: string;
  name: string;
  title: string;
  contents: string;
  /** Android or iOS. */
  platform: string;
  /** native_app or wgt. */
  type: string;
  version: string;
  min_uni_version: string | null;
  url: string;
  stable_publish: number;
  is_silently: number;
  is_mandatory: number;
  created_at: number;
}

export interface UserInvitersTable {
  user_id: string;
  ancestor_id: string;
  /** 1 = direct inviter, 2 = the inviter's inviter, ... */
  depth: number;
  created_at: number;
}

export interface VerifyCodesTable {
  id: string;
  /** mobile | email */
  channel: string;
  recipient: string;
  /** login | register | bind | unbind | reset-pwd */
  purpose: string;
  /** HMAC-SHA256 (server key) of channel, recipient, purpose and code; never the code itself. */
  code_hash: string;
  /** Checks made against this code (right or wrong). */
  attempts: number;
  /** 0 unused, 1 used, 2 voided (replaced by a newer code or too many wrong tries). */
  state: number;
  ip: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface VerifySendsTable {
  id: string;
  channel: string;
  recipient: string;
  ip: string;
  /** Calendar day in UTC+8, yyyy-MM-dd. */
  day: string;
  /** 1 delivered or being delivered, 0 the provider failed. */
  ok: number;
  created_at: number;
}

export interface ProviderOutboxTable {
  id: string;
  channel: "sms" | "email";
  recipient: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: number;
}

export interface MenusTable {
  menu_id: string;
  name: string;
  icon: string;
  /** The page the entry opens. */
  url: string;
  comment: string;
  /** Siblings in ascending order. */
  sort: number;
  /** null for a root. */
  parent_id: string | null;
  enable: number;
  /** Upstream `hidden_menu`: granted but not shown. */
  hidden: number;
  created_at: number;
}

export interface RoleMenusTable {
  role_id: string;
  menu_id: string;
}

export interface AdminLogTable {
  id: string;
  /** The admin who made the change. */
  user_id: string;
  user_name: string;
  title: string;
  ip: string;
  /** The route path. */
  url: string;
  /** JSON text of the validated request minus secrets (password fields, tokens). */
  request: string;
  response_code: number;
  request_id: string;
  created_at: number;
  /** The account the entry acted on, when its route names one (migration 0018). */
  target_id: string | null;
  /** Its name then: username, else nickname, else the masked mobile or e-mail; null for no such account. */
  target_name: string | null;
  /** 1 when the account had back-office access then. */
  target_back_office: Generated<number>;
}

/** The roles the target account of an admin-log entry had then (migration 0018). */
export interface AdminLogTargetRolesTable {
  log_id: string;
  role_id: string;
}

export interface ComponentsDynamicTable {
  data_id: string;
  title: string;
  description: string;
  /** JSON text of any value. */
  data: string;
  enable: number;
  created_at: number;
  updated_at: number;
}

/** A provider account linked to a user (issue 11): unique per provider + appid + openid. */
export interface UserIdentitiesTable {
  id: string;
  user_id: string;
  /** A provider id of the contract's descriptors (SocialProviderId: weixin, qq, ...). */
  provider: string;
  /** The uni-app platform it was first linked from (mp-weixin, app-plus, h5-weixin, web, ...). */
  platform: string;
  appid: string;
  openid: string;
  unionid: string | null;
  /** JSON text of the profile snapshot the provider gave ({nickname, avatar, gender}); never secrets. */
  profile: string | null;
  linked_at: number;
}

/** The account a provider's unionid belongs to (claimed with its first identity). */
export interface SocialUnionsTable {
  provider: string;
  unionid: string;
  user_id: string;
}

/** The latest mini-program session key of an openid; server-side only. */
export interface SocialSessionKeysTable {
  provider: string;
  appid: string;
  openid: string;
  session_key: string;
  updated_at: number;
}

/** A one-time social credential that was used (an OAuth state id, an Apple token hash), migration 0019. */
export interface SocialSpentTable {
  key: string;
  /** Epoch ms after which the credential is refused anyway and the row may go. */
  until: number;
}

/** A user's saved identity document (ID card or business licence), sealed at rest. */
export interface IdentityDocumentsTable {
  user_id: string;
  /** idcard | businessLicense */
  kind: string;
  /** The fields as JSON, sealed with AES-256-GCM (services/identity-documents/sealing.ts). */
  sealed: string;
  created_at: number;
  updated_at: number;
}

/** Consent of an account to one version of a document (`terms`, `privacy`), migration 0012. */
export interface UserConsentsTable {
  user_id: string;
  document: string;
  version: string;
  accepted_at: number;
  ip: string;
}

/** The data-access demo's rows (migration 0015; services/db-test). */
export interface VkTestTable {
  id: string;
  user_id: string;
  name: string;
  money: number;
  latitude: number;
  longitude: number;
  created_at: number;
  updated_at: number;
}

/** A demo row as read. */
export type VkTestRow = Selectable<VkTestTable>;

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  roles: RolesTable;
  permissions: PermissionsTable;
  user_roles: UserRolesTable;
  role_permissions: RolePermissionsTable;
  login_log: LoginLogTable;
  login_failures: LoginFailuresTable;
  login_name_failures: LoginNameFailuresTable;
  app_versions: AppVersionsTable;
  user_inviters: UserInvitersTable;
  menus: MenusTable;
  role_menus: RoleMenusTable;
  admin_log: AdminLogTable;
  admin_log_target_roles: AdminLogTargetRolesTable;
  components_dynamic: ComponentsDynamicTable;
  verify_codes: VerifyCodesTable;
  verify_sends: VerifySendsTable;
  provider_outbox: ProviderOutboxTable;
  user_identities: UserIdentitiesTable;
  social_session_keys: SocialSessionKeysTable;
  social_unions: SocialUnionsTable;
  social_spent: SocialSpentTable;
  identity_documents: IdentityDocumentsTable;
  files: FilesTable;
  user_consents: UserConsentsTable;
  demo_notes: DemoNotesTable;
  tcb_refresh_tokens: TcbRefreshTokensTable;
  tcb_pending_signups: TcbPendingSignupsTable;
  lucky_draw_activities: LuckyDrawActivitiesTable;
  lucky_draw_prizes: LuckyDrawPrizesTable;
  lucky_draw_records: LuckyDrawRecordsTable;
  vk_test: VkTestTable;
  storage_deletions: StorageDeletionsTable;
  auth_epoch: AuthEpochTable;
  user_factors: UserFactorsTable;
  recovery_codes: RecoveryCodesTable;
  mfa_tickets: MfaTicketsTable;
}

/**
 * The one version of the tables many users share (roles, permissions, their bindings, menus; migration
 * 0024): one row, `id` 1. PostgreSQL moves `version` on in the transaction of every change to them; a
 * cached session read with an older one is not used. Stays 0 on SQLite, like `users.auth_version`.
 */
export interface AuthEpochTable {
  id: number;
  version: number;
}

/** A person's second factor (migration 0026): a TOTP authenticator, active once confirmed. */
export interface UserFactorsTable {
  id: string;
  user_id: string;
  kind: "totp";
  /** What the person calls it ("Phone", "Work laptop"). */
  name: string;
  /** The secret, sealed (services/factors/factors.ts): never stored readable. */
  secret: string;
  /** The last time step a code was taken for (-1: none): a step is taken once. */
  last_step: Generated<number>;
  created_at: number;
  confirmed_at: number | null;
  last_used_at: number | null;
}
export type UserFactorRow = Selectable<UserFactorsTable>;

/** One recovery code of a person's current set (migration 0026): its argon2id hash, never the code. */
export interface RecoveryCodesTable {
  id: string;
  user_id: string;
  /** The code's first characters, unhashed: which row to verify against (the rest carries the secret). */
  lookup: string;
  code_hash: string;
  created_at: number;
  used_at: number | null;
}

/** A sign-in waiting for its second step (migration 0027), by the SHA-256 of its ticket. */
export interface MfaTicketsTable {
  id: string;
  user_id: string;
  /** The account's `session_epoch` when the first step was proven: a change since voids the ticket. */
  session_epoch: number;
  /** A hash of the device the ticket was issued to (services/factors/second-step.ts). */
  binding: string;
  sign_type: "login" | "register";
  login_type: string;
  /** Answers taken (reserved before each check). */
  tries: Generated<number>;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}
export type MfaTicketRow = Selectable<MfaTicketsTable>;

/** Refresh tokens of the CloudBase gateway, by hash (migration 0013). */
export interface TcbRefreshTokensTable {
  token_hash: string;
  user_id: string | null;
  session_id: string | null;
  anonymous_uuid: string | null;
  created_at: number;
  revoked_at: number | null;
}

/** E-mail sign-ups of the CloudBase gateway waiting for activation (migration 0013). */
export interface TcbPendingSignupsTable {
  email: string;
  password_hash: string | null;
  user_id: string | null;
  created_at: number;
  expires_at: number;
}

/** The clientDB demo collection `demo-notes` (migration 0014). */
export interface DemoNotesTable {
  id: string;
  user_id: string;
  title: string;
  body: string;
  /** 1: anyone may read it. */
  public: number;
  add_time: number;
}

/** Upload targets and upload records (migration 0008). */
export interface FilesTable {
  id: string;
  /** The object key in storage (or the client's id of a file stored elsewhere). */
  file_id: string;
  /** The owner; empty for anonymous extStorage uploads. */
  user_id: string;
  status: "pending" | "ready";
  /** 1: the object is in Roster's storage; 0: a record of a file stored elsewhere. */
  stored: number;
  provider: string;
  name: string;
  original_name: string;
  /** Bytes: signed (pending) or stored (ready). */
  size: number;
  /** 1: signed for exactly `size`; 0: any size up to the limit (extStorage targets). */
  size_exact: Generated<number>;
  content_type: string;
  type: "image" | "video" | "audio" | "other";
  url: string;
  category_id: string | null;
  width: number | null;
  height: number | null;
  orientation: string | null;
  /** Seconds, 3 decimals. */
  duration: number | null;
  /** When a pending target stops being valid (swept after). */
  expires_at: number | null;
  created_at: number;
  updated_at: number;
  /** Bytes held in the quota for what may (still) land at the target's upload key (migration 0019). */
  reserved: Generated<number>;
  /** 1: the target is a bucket's presigned POST, usable until it expires; 0: Roster receives the bytes. */
  presigned: Generated<number>;
  /** The error an upload was refused with on arrival, answered by its report; null otherwise. */
  refusal: string | null;
  /** Anonymous uploads: a keyed hash of the signer's IP (per-IP daily cap); null otherwise. */
  uploader: string | null;
}

/**
 * Objects still to delete from storage (migration 0017): an object key, or a prefix ending in `/`. Done
 * by a successful pass that started at or after `final_after`.
 */
export interface StorageDeletionsTable {
  key: string;
  created_at: number;
  /** The next pass may run from this time on. */
  due_at: number;
  final_after: number;
  /** Passes that failed (back-off). */
  failures: Generated<number>;
}

export type FileRow = Selectable<FilesTable>;
export type NewFile = Insertable<FilesTable>;
export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type RoleRow = Selectable<RolesTable>;
export type PermissionRow = Selectable<PermissionsTable>;
export type AppVersionRow = Selectable<AppVersionsTable>;
export type VerifyCodeRow = Selectable<VerifyCodesTable>;
export type OutboxRow = Selectable<ProviderOutboxTable>;
export type MenuRow = Selectable<MenusTable>;
export type AdminLogRow = Selectable<AdminLogTable>;
export type ComponentRow = Selectable<ComponentsDynamicTable>;
export type UserIdentityRow = Selectable<UserIdentitiesTable>;
export type IdentityDocumentRow = Selectable<IdentityDocumentsTable>;

/** Lucky-draw activities (migration 0016). */
export interface LuckyDrawActivitiesTable {
  id: string;
  name: string;
  description: string;
  start_at: number;
  end_at: number;
  enable: number;
  /** Draws one user may make a day (UTC+8). */
  daily_draws: number;
  created_at: number;
  updated_at: number;
}

/** The prizes of an activity: stock left (never below 0) and odds in basis points (1/10,000). */
export interface LuckyDrawPrizesTable {
  id: string;
  activity_id: string;
  name: string;
  stock: number;
  odds_bp: number;
  /** Position in the activity's list (also the order the draw walks the odds in). */
  sort: number;
}

/** Every draw; a win names its prize and keeps the prize's name. */
export interface LuckyDrawRecordsTable {
  id: string;
  activity_id: string;
  user_id: string;
  /** Calendar day in UTC+8, yyyy-MM-dd. */
  day: string;
  prize_id: string | null;
  prize_name: string | null;
  created_at: number;
}

export type LuckyDrawActivityRow = Selectable<LuckyDrawActivitiesTable>;
export type LuckyDrawPrizeRow = Selectable<LuckyDrawPrizesTable>;
export type LuckyDrawRecordRow = Selectable<LuckyDrawRecordsTable>;
