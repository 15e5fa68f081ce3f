import { defineTexts, type Locale, localize, type Texts } from "../i18n/texts.js";
import { LUCKY_DRAW_FIELD_LABELS } from "./field-labels-lucky-draw.js";
import { SOCIAL_MORE_FIELD_LABELS } from "./field-labels-social-more.js";
import { OPENAPI_FIELD_LABELS } from "./openapi-errors.js";
import { SOCIAL_FIELD_LABELS } from "./social-labels.js";

/**
 * What a field is called in each language, for messages that name it ("密码不可为空", "Password is
 * required"): never the wire name inside a sentence. Keys are input field names as clients send them,
 * nested ones by their path without indexes (`sortRule.name`), and the fields lists filter and sort by.
 * A test checks that every input field of every contract has a label here.
 */
export const FIELD_LABELS = defineTexts({
  data: { "zh-Hans": "数据", "zh-Hant": "資料", en: "Data" },
  _id: { "zh-Hans": "ID", "zh-Hant": "ID", en: "ID" },
  _add_time: { "zh-Hans": "创建时间", "zh-Hant": "建立時間", en: "Creation time" },
  addTime: { "zh-Hans": "开始时间", "zh-Hant": "開始時間", en: "Start time" },
  acceptedTerms: { "zh-Hans": "同意的协议版本", "zh-Hant": "同意的協議版本", en: "Accepted terms version" },
  allow_login_background: { "zh-Hans": "后台登录权限", "zh-Hant": "後台登入權限", en: "Back-office access" },
  appVersion: { "zh-Hans": "应用版本", "zh-Hant": "應用版本", en: "App version" },
  appid: { "zh-Hans": "应用ID", "zh-Hant": "應用ID", en: "App ID" },
  avatar: { "zh-Hans": "头像", "zh-Hant": "頭像", en: "Avatar" },
  channel: { "zh-Hans": "渠道", "zh-Hant": "管道", en: "Channel" },
  checkUserExist: { "zh-Hans": "账号存在检查", "zh-Hant": "帳號存在檢查", en: "Account check" },
  endTime: { "zh-Hans": "截止时间", "zh-Hant": "截止時間", en: "End time" },
  code: { "zh-Hans": "验证码", "zh-Hant": "驗證碼", en: "Verification code" },
  columns: { "zh-Hans": "查询条件", "zh-Hant": "查詢條件", en: "Filters" },
  "columns.key": { "zh-Hans": "查询字段", "zh-Hant": "查詢欄位", en: "Filter field" },
  "columns.fieldName": { "zh-Hans": "查询字段", "zh-Hant": "查詢欄位", en: "Filter field" },
  "columns.mode": { "zh-Hans": "查询方式", "zh-Hant": "查詢方式", en: "Filter mode" },
  comment: { "zh-Hans": "备注", "zh-Hant": "備註", en: "Comment" },
  contents: { "zh-Hans": "更新内容", "zh-Hant": "更新內容", en: "Release notes" },
  create_date: { "zh-Hans": "创建时间", "zh-Hant": "建立時間", en: "Creation time" },
  curd_category: { "zh-Hans": "类别", "zh-Hant": "類別", en: "Category" },
  description: { "zh-Hans": "描述", "zh-Hant": "描述", en: "Description" },
  data_id: { "zh-Hans": "数据ID", "zh-Hant": "資料ID", en: "Data ID" },
  email: { "zh-Hans": "邮箱", "zh-Hant": "郵箱", en: "E-mail" },
  enable: { "zh-Hans": "启用状态", "zh-Hant": "啟用狀態", en: "Enabled" },
  expiresIn: { "zh-Hans": "有效期", "zh-Hant": "有效期", en: "Lifetime" },
  formData: { "zh-Hans": "查询值", "zh-Hant": "查詢值", en: "Filter values" },
  gender: { "zh-Hans": "性别", "zh-Hant": "性別", en: "Gender" },
  hidden_menu: { "zh-Hans": "隐藏菜单", "zh-Hant": "隱藏選單", en: "Hidden" },
  icon: { "zh-Hans": "图标", "zh-Hant": "圖示", en: "Icon" },
  id: { "zh-Hans": "ID", "zh-Hant": "ID", en: "ID" },
  ids: { "zh-Hans": "ID列表", "zh-Hant": "ID列表", en: "IDs" },
  inviteCode: { "zh-Hans": "邀请码", "zh-Hant": "邀請碼", en: "Invite code" },
  invite_time: { "zh-Hans": "邀请时间", "zh-Hant": "邀請時間", en: "Invitation time" },
  ip: { "zh-Hans": "IP地址", "zh-Hant": "IP位址", en: "IP address" },
  is_mandatory: { "zh-Hans": "强制更新", "zh-Hant": "強制更新", en: "Mandatory" },
  is_silently: { "zh-Hans": "静默更新", "zh-Hant": "靜默更新", en: "Silent update" },
  last_login_date: { "zh-Hans": "最后登录时间", "zh-Hant": "最後登入時間", en: "Last sign-in" },
  level: { "zh-Hans": "危险等级", "zh-Hant": "危險等級", en: "Danger level" },
  match_mode: { "zh-Hans": "匹配方式", "zh-Hant": "匹配方式", en: "Match mode" },
  menu_id: { "zh-Hans": "菜单ID", "zh-Hant": "選單ID", en: "Menu ID" },
  menu_ids: { "zh-Hans": "菜单列表", "zh-Hant": "選單列表", en: "Menus" },
  min_uni_version: { "zh-Hans": "最低原生版本", "zh-Hant": "最低原生版本", en: "Lowest native version" },
  mobile: { "zh-Hans": "手机号", "zh-Hant": "手機號", en: "Mobile number" },
  my_invite_code: { "zh-Hans": "邀请码", "zh-Hant": "邀請碼", en: "Invite code" },
  money: { "zh-Hans": "金额", "zh-Hant": "金額", en: "Money" },
  name: { "zh-Hans": "名称", "zh-Hant": "名稱", en: "Name" },
  registerTicket: { "zh-Hans": "注册凭证", "zh-Hant": "註冊憑證", en: "Sign-up ticket" },
  newPassword: { "zh-Hans": "新密码", "zh-Hant": "新密碼", en: "New password" },
  nickname: { "zh-Hans": "昵称", "zh-Hant": "暱稱", en: "Nickname" },
  oldEmail: { "zh-Hans": "原邮箱", "zh-Hant": "原郵箱", en: "Current e-mail" },
  oldEmailCode: { "zh-Hans": "原邮箱验证码", "zh-Hant": "原郵箱驗證碼", en: "Code for the current e-mail" },
  oldMobile: { "zh-Hans": "原手机号", "zh-Hant": "原手機號", en: "Current mobile number" },
  oldMobileCode: {
    "zh-Hans": "原手机号验证码",
    "zh-Hant": "原手機號驗證碼",
    en: "Code for the current mobile number",
  },
  oldPassword: { "zh-Hans": "旧密码", "zh-Hant": "舊密碼", en: "Old password" },
  pageIndex: { "zh-Hans": "页码", "zh-Hant": "頁碼", en: "Page number" },
  searchvalue: { "zh-Hans": "搜索金额", "zh-Hant": "搜尋金額", en: "Money to search" },
  pageSize: { "zh-Hans": "每页条数", "zh-Hant": "每頁筆數", en: "Page size" },
  parent_id: { "zh-Hans": "上级", "zh-Hant": "上級", en: "Parent" },
  password: { "zh-Hans": "密码", "zh-Hant": "密碼", en: "Password" },
  permission_id: { "zh-Hans": "权限ID", "zh-Hant": "權限ID", en: "Permission ID" },
  permission_ids: { "zh-Hans": "权限列表", "zh-Hant": "權限列表", en: "Permissions" },
  permission_name: { "zh-Hans": "权限名称", "zh-Hant": "權限名稱", en: "Permission name" },
  platform: { "zh-Hans": "平台", "zh-Hant": "平台", en: "Platform" },
  recipient: { "zh-Hans": "收件人", "zh-Hant": "收件人", en: "Recipient" },
  register_date: { "zh-Hans": "注册时间", "zh-Hant": "註冊時間", en: "Registration time" },
  request_id: { "zh-Hans": "请求ID", "zh-Hant": "請求ID", en: "Request ID" },
  response_code: { "zh-Hans": "结果码", "zh-Hant": "結果碼", en: "Result code" },
  role_id: { "zh-Hans": "角色ID", "zh-Hant": "角色ID", en: "Role ID" },
  role_ids: { "zh-Hans": "角色列表", "zh-Hant": "角色列表", en: "Roles" },
  role_name: { "zh-Hans": "角色名称", "zh-Hant": "角色名稱", en: "Role name" },
  social_info: { "zh-Hans": "社交信息", "zh-Hant": "社交資訊", en: "Social info" },
  sort: { "zh-Hans": "排序", "zh-Hant": "排序", en: "Sort order" },
  session_id: { "zh-Hans": "会话ID", "zh-Hant": "工作階段ID", en: "Session ID" },
  sortRule: { "zh-Hans": "排序规则", "zh-Hant": "排序規則", en: "Sort rules" },
  "sortRule.name": { "zh-Hans": "排序字段", "zh-Hant": "排序欄位", en: "Sort field" },
  "sortRule.type": { "zh-Hans": "排序方向", "zh-Hant": "排序方向", en: "Sort direction" },
  stable_publish: { "zh-Hans": "发布状态", "zh-Hant": "發佈狀態", en: "Published" },
  status: { "zh-Hans": "状态", "zh-Hant": "狀態", en: "Status" },
  text: { "zh-Hans": "内容", "zh-Hant": "內容", en: "Text" },
  title: { "zh-Hans": "标题", "zh-Hant": "標題", en: "Title" },
  to: { "zh-Hans": "接收方", "zh-Hant": "接收方", en: "Recipient" },
  type: { "zh-Hans": "类型", "zh-Hant": "類型", en: "Type" },
  uid: { "zh-Hans": "用户ID", "zh-Hant": "使用者ID", en: "User ID" },
  update_date: { "zh-Hans": "更新时间", "zh-Hant": "更新時間", en: "Update time" },
  url: { "zh-Hans": "链接", "zh-Hant": "連結", en: "URL" },
  user_id: { "zh-Hans": "用户ID", "zh-Hant": "使用者ID", en: "User ID" },
  user_name: { "zh-Hans": "用户名", "zh-Hant": "使用者名稱", en: "User name" },
  username: { "zh-Hans": "用户名", "zh-Hant": "使用者名稱", en: "Username" },
  version: { "zh-Hans": "版本号", "zh-Hant": "版本號", en: "Version" },
  wgtVersion: { "zh-Hans": "资源包版本", "zh-Hant": "資源包版本", en: "Resource version" },
  ...SOCIAL_FIELD_LABELS,
  ...SOCIAL_MORE_FIELD_LABELS,
  ...OPENAPI_FIELD_LABELS,
  ...LUCKY_DRAW_FIELD_LABELS,
  // OCR and identity documents (issue 10)
  image: { "zh-Hans": "图片", "zh-Hant": "圖片", en: "Image" },
  side: { "zh-Hans": "证件面", "zh-Hant": "證件面", en: "Card side" },
  kind: { "zh-Hans": "证件类型", "zh-Hant": "證件類型", en: "Document type" },
  fields: { "zh-Hans": "证件信息", "zh-Hant": "證件資訊", en: "Document details" },
  "fields.name": { "zh-Hans": "姓名", "zh-Hant": "姓名", en: "Name" },
  "fields.sex": { "zh-Hans": "性别", "zh-Hant": "性別", en: "Sex" },
  "fields.nation": { "zh-Hans": "民族", "zh-Hant": "民族", en: "Ethnicity" },
  "fields.birth": { "zh-Hans": "出生日期", "zh-Hant": "出生日期", en: "Date of birth" },
  "fields.address": { "zh-Hans": "地址", "zh-Hant": "地址", en: "Address" },
  "fields.idNumber": { "zh-Hans": "身份证号码", "zh-Hant": "身分證號碼", en: "ID number" },
  "fields.issueAuthority": { "zh-Hans": "签发机关", "zh-Hant": "簽發機關", en: "Issuing authority" },
  "fields.validFrom": { "zh-Hans": "有效期起", "zh-Hant": "有效期起", en: "Valid from" },
  "fields.validTo": { "zh-Hans": "有效期至", "zh-Hant": "有效期至", en: "Valid to" },
  "fields.companyName": { "zh-Hans": "单位名称", "zh-Hant": "單位名稱", en: "Company name" },
  "fields.creditCode": { "zh-Hans": "统一社会信用代码", "zh-Hant": "統一社會信用代碼", en: "Credit code" },
  "fields.legalPerson": { "zh-Hans": "法定代表人", "zh-Hant": "法定代表人", en: "Legal representative" },
  "fields.type": { "zh-Hans": "类型", "zh-Hant": "類型", en: "Type" },
  "fields.establishedOn": { "zh-Hans": "成立日期", "zh-Hant": "成立日期", en: "Established on" },
  "fields.registeredCapital": { "zh-Hans": "注册资本", "zh-Hant": "註冊資本", en: "Registered capital" },
  "fields.validPeriod": { "zh-Hans": "营业期限", "zh-Hant": "營業期限", en: "Valid period" },
  "fields.businessScope": { "zh-Hans": "经营范围", "zh-Hant": "經營範圍", en: "Business scope" },
  // files (issue 10)
  fileID: { "zh-Hans": "文件ID", "zh-Hant": "檔案ID", en: "File ID" },
  file_id: { "zh-Hans": "文件ID", "zh-Hant": "檔案ID", en: "File ID" },
  fileList: { "zh-Hans": "文件列表", "zh-Hant": "檔案列表", en: "File list" },
  deleteOldFile: { "zh-Hans": "删除旧文件", "zh-Hant": "刪除舊檔案", en: "Delete the old file" },
  provider: { "zh-Hans": "存储服务", "zh-Hant": "儲存服務", en: "Storage provider" },
  size: { "zh-Hans": "文件大小", "zh-Hant": "檔案大小", en: "File size" },
  contentType: { "zh-Hans": "文件类型", "zh-Hant": "檔案類型", en: "Content type" },
  cloudPath: { "zh-Hans": "云端路径", "zh-Hant": "雲端路徑", en: "Cloud path" },
  category_id: { "zh-Hans": "分类", "zh-Hant": "分類", en: "Category" },
  width: { "zh-Hans": "宽度", "zh-Hant": "寬度", en: "Width" },
  height: { "zh-Hans": "高度", "zh-Hant": "高度", en: "Height" },
  orientation: { "zh-Hans": "方向", "zh-Hant": "方向", en: "Orientation" },
  duration: { "zh-Hans": "时长", "zh-Hant": "時長", en: "Duration" },
  domain: { "zh-Hans": "域名", "zh-Hant": "網域", en: "Domain" },
});

/** The name of the payload as a whole, for problems of the request itself (path `[]`). */
export const REQUEST_LABEL: Texts = { "zh-Hans": "请求参数", "zh-Hant": "請求參數", en: "The request" };

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
    ? localize(FIELD_LABELS[key as keyof typeof FIELD_LABELS], locale)
    : undefined;
}
