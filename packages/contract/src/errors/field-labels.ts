import type { Locale } from "./locale.js";

type Label = Readonly<Record<Locale, string>>;
const label = (zhHans: string, zhHant: string, en: string): Label => ({
  "zh-Hans": zhHans,
  "zh-Hant": zhHant,
  en,
});

/**
 * What a field is called in each language, for messages that name it ("密码不可为空", "Password is
 * required"): never the wire name inside a sentence. Keys are input field names as clients send them,
 * nested ones by their path without indexes (`sortRule.name`), and the fields lists filter and sort by.
 * A test checks that every input field of every contract has a label here.
 */
export const FIELD_LABELS = {
  data: label("数据", "資料", "Data"),
  _id: label("ID", "ID", "ID"),
  _add_time: label("创建时间", "建立時間", "Creation time"),
  allow_login_background: label("后台登录权限", "後台登入權限", "Back-office access"),
  appVersion: label("应用版本", "應用版本", "App version"),
  appid: label("应用ID", "應用ID", "App ID"),
  avatar: label("头像", "頭像", "Avatar"),
  channel: label("渠道", "管道", "Channel"),
  checkUserExist: label("账号存在检查", "帳號存在檢查", "Account check"),
  code: label("验证码", "驗證碼", "Verification code"),
  columns: label("查询条件", "查詢條件", "Filters"),
  "columns.key": label("查询字段", "查詢欄位", "Filter field"),
  "columns.fieldName": label("查询字段", "查詢欄位", "Filter field"),
  "columns.mode": label("查询方式", "查詢方式", "Filter mode"),
  comment: label("备注", "備註", "Comment"),
  contents: label("更新内容", "更新內容", "Release notes"),
  create_date: label("创建时间", "建立時間", "Creation time"),
  curd_category: label("类别", "類別", "Category"),
  description: label("描述", "描述", "Description"),
  data_id: label("数据ID", "資料ID", "Data ID"),
  email: label("邮箱", "郵箱", "E-mail"),
  enable: label("启用状态", "啟用狀態", "Enabled"),
  expiresIn: label("有效期", "有效期", "Lifetime"),
  formData: label("查询值", "查詢值", "Filter values"),
  gender: label("性别", "性別", "Gender"),
  hidden_menu: label("隐藏菜单", "隱藏選單", "Hidden"),
  icon: label("图标", "圖示", "Icon"),
  id: label("ID", "ID", "ID"),
  ids: label("ID列表", "ID列表", "IDs"),
  inviteCode: label("邀请码", "邀請碼", "Invite code"),
  invite_time: label("邀请时间", "邀請時間", "Invitation time"),
  ip: label("IP地址", "IP位址", "IP address"),
  is_mandatory: label("强制更新", "強制更新", "Mandatory"),
  is_silently: label("静默更新", "靜默更新", "Silent update"),
  last_login_date: label("最后登录时间", "最後登入時間", "Last sign-in"),
  level: label("危险等级", "危險等級", "Danger level"),
  match_mode: label("匹配方式", "匹配方式", "Match mode"),
  menu_id: label("菜单ID", "選單ID", "Menu ID"),
  menu_ids: label("菜单列表", "選單列表", "Menus"),
  min_uni_version: label("最低原生版本", "最低原生版本", "Lowest native version"),
  mobile: label("手机号", "手機號", "Mobile number"),
  my_invite_code: label("邀请码", "邀請碼", "Invite code"),
  name: label("名称", "名稱", "Name"),
  newPassword: label("新密码", "新密碼", "New password"),
  nickname: label("昵称", "暱稱", "Nickname"),
  oldEmail: label("原邮箱", "原郵箱", "Current e-mail"),
  oldEmailCode: label("原邮箱验证码", "原郵箱驗證碼", "Code for the current e-mail"),
  oldMobile: label("原手机号", "原手機號", "Current mobile number"),
  oldMobileCode: label("原手机号验证码", "原手機號驗證碼", "Code for the current mobile number"),
  oldPassword: label("旧密码", "舊密碼", "Old password"),
  pageIndex: label("页码", "頁碼", "Page number"),
  pageSize: label("每页条数", "每頁筆數", "Page size"),
  parent_id: label("上级", "上級", "Parent"),
  password: label("密码", "密碼", "Password"),
  permission_id: label("权限ID", "權限ID", "Permission ID"),
  permission_ids: label("权限列表", "權限列表", "Permissions"),
  permission_name: label("权限名称", "權限名稱", "Permission name"),
  platform: label("平台", "平台", "Platform"),
  recipient: label("收件人", "收件人", "Recipient"),
  register_date: label("注册时间", "註冊時間", "Registration time"),
  request_id: label("请求ID", "請求ID", "Request ID"),
  response_code: label("结果码", "結果碼", "Result code"),
  role_id: label("角色ID", "角色ID", "Role ID"),
  role_ids: label("角色列表", "角色列表", "Roles"),
  role_name: label("角色名称", "角色名稱", "Role name"),
  social_info: label("社交信息", "社交資訊", "Social info"),
  sort: label("排序", "排序", "Sort order"),
  sortRule: label("排序规则", "排序規則", "Sort rules"),
  "sortRule.name": label("排序字段", "排序欄位", "Sort field"),
  "sortRule.type": label("排序方向", "排序方向", "Sort direction"),
  stable_publish: label("发布状态", "發佈狀態", "Published"),
  status: label("状态", "狀態", "Status"),
  title: label("标题", "標題", "Title"),
  type: label("类型", "類型", "Type"),
  uid: label("用户ID", "使用者ID", "User ID"),
  update_date: label("更新时间", "更新時間", "Update time"),
  url: label("链接", "連結", "URL"),
  user_id: label("用户ID", "使用者ID", "User ID"),
  user_name: label("用户名", "使用者名稱", "User name"),
  username: label("用户名", "使用者名稱", "Username"),
  version: label("版本号", "版本號", "Version"),
  wgtVersion: label("资源包版本", "資源包版本", "Resource version"),
} as const satisfies Record<string, Label>;

/** The name of the payload as a whole, for problems of the request itself (path `[]`). */
export const REQUEST_LABEL: Label = label("请求参数", "請求參數", "The request");

/**
 * The label of a field (`password`, `sortRule.0.name`) in `locale`: the path without its indexes, or
 * undefined when the catalogue has no name for it.
 */
export function fieldLabel(path: string, locale: Locale): string | undefined {
  const key = path
    .split(".")
    .filter((part) => !/^\d+$/.test(part))
    .join(".");
  return Object.hasOwn(FIELD_LABELS, key)
    ? FIELD_LABELS[key as keyof typeof FIELD_LABELS][locale]
    : undefined;
}
