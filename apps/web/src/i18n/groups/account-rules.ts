import { type Mirror, textGroup } from "../texts";

const en = {
  strength: {
    label: "Password strength: {value}",
    weak: "weak",
    fair: "fair",
    strong: "strong",
  },
  passwordHint: {
    strong: "8-64 characters; a few words make a strong one",
    legacy: "6-18 letters, digits, _ or @",
  },
  terms: {
    prefix: "I have read and accept the",
    and: "and the",
    required: "Accept the terms of service and the privacy policy to continue",
  },
  signUp: {
    titleMobile: "No account uses this number: create one?",
    titleEmail: "No account uses this address: create one?",
    hint: "{recipient} is verified. Choose a username to finish; you can sign in with a code from now on.",
    username: "Username",
    usernamePlaceholder: "A letter, then 2-31 letters, digits, _ or -",
    password: "Password (optional)",
    inviteCode: "Invite code (optional)",
    inviteCodePlaceholder: "From the person who invited you",
    submit: "Create account",
    cancel: "Not now",
  },
  legal: {
    terms: "Terms of service",
    privacy: "Privacy policy",
    version: "Version {version}",
    back: "Back",
    termsBody:
      "This service lets your organisation manage accounts and HR work. Use it lawfully and keep your credentials to yourself. The operator of this installation may suspend accounts that misuse it. The operator publishes the binding text of these terms here; each new version is shown before you accept it.",
    privacyBody:
      "We keep what your account needs: your username, mobile number or e-mail address, a hash of your password (never the password), the devices you sign in from and when, and the versions of these documents you accepted. We use them to run the service and keep it secure, and share them with no one except as the law requires. Ask the operator of this installation to see or delete your data.",
  },
};

const zhHans: Mirror<typeof en> = {
  strength: { label: "密码强度：{value}", weak: "弱", fair: "中", strong: "强" },
  passwordHint: { strong: "8~64个字符，几个词组成的短语更安全", legacy: "6~18位字母、数字、_或@" },
  terms: {
    prefix: "我已阅读并同意",
    and: "和",
    required: "请先同意用户协议和隐私政策",
  },
  signUp: {
    titleMobile: "这个手机号还没有账号，要创建一个吗？",
    titleEmail: "这个邮箱还没有账号，要创建一个吗？",
    hint: "{recipient} 已验证。选择一个用户名即可完成注册，之后可用验证码登录。",
    username: "用户名",
    usernamePlaceholder: "字母开头，3~32位字母、数字、_或-",
    password: "密码（选填）",
    inviteCode: "邀请码（选填）",
    inviteCodePlaceholder: "邀请你的人提供的邀请码",
    submit: "创建账号",
    cancel: "暂不创建",
  },
  legal: {
    terms: "用户协议",
    privacy: "隐私政策",
    version: "版本 {version}",
    back: "返回",
    termsBody:
      "本服务帮助你的组织管理账号和人事工作。请合法使用，并妥善保管你的登录凭证。本站运营者可暂停滥用服务的账号。运营者在此发布本协议的正式文本；每个新版本都会在你同意之前展示给你。",
    privacyBody:
      "我们只保存账号所需的信息：用户名、手机号或邮箱、密码的哈希值（从不保存密码本身）、你登录所用的设备和时间，以及你同意的本文件版本。这些信息仅用于提供服务和保障安全，除法律要求外不与任何人共享。如需查看或删除你的数据，请联系本站运营者。",
  },
};

const zhHant: Mirror<typeof en> = {
  strength: { label: "密碼強度：{value}", weak: "弱", fair: "中", strong: "強" },
  passwordHint: { strong: "8~64個字元，幾個詞組成的短語更安全", legacy: "6~18位字母、數字、_或@" },
  terms: {
    prefix: "我已閱讀並同意",
    and: "和",
    required: "請先同意使用者協議和隱私權政策",
  },
  signUp: {
    titleMobile: "這個手機號還沒有帳號，要建立一個嗎？",
    titleEmail: "這個電子郵件還沒有帳號，要建立一個嗎？",
    hint: "{recipient} 已驗證。選擇一個使用者名稱即可完成註冊，之後可用驗證碼登入。",
    username: "使用者名稱",
    usernamePlaceholder: "字母開頭，3~32位字母、數字、_或-",
    password: "密碼（選填）",
    inviteCode: "邀請碼（選填）",
    inviteCodePlaceholder: "邀請你的人提供的邀請碼",
    submit: "建立帳號",
    cancel: "暫不建立",
  },
  legal: {
    terms: "使用者協議",
    privacy: "隱私權政策",
    version: "版本 {version}",
    back: "返回",
    termsBody:
      "本服務協助你的組織管理帳號和人事工作。請合法使用，並妥善保管你的登入憑證。本站營運者可暫停濫用服務的帳號。營運者在此發布本協議的正式文本；每個新版本都會在你同意之前展示給你。",
    privacyBody:
      "我們只保存帳號所需的資訊：使用者名稱、手機號或電子郵件、密碼的雜湊值（從不保存密碼本身）、你登入所用的裝置和時間，以及你同意的本文件版本。這些資訊僅用於提供服務和保障安全，除法律要求外不與任何人分享。如需查看或刪除你的資料，請聯絡本站營運者。",
  },
};

/** Texts of the account rules: password strength and hints, consent to the terms, sign-up after a code. */
export const accountRulesTexts = textGroup({
  en,
  es: {
    strength: {
      label: "Seguridad de la contraseña: {value}",
      weak: "débil",
      fair: "aceptable",
      strong: "fuerte",
    },
    passwordHint: {
      strong: "De 8 a 64 caracteres; unas cuantas palabras forman una contraseña segura",
      legacy: "De 6 a 18 letras, números, _ o @",
    },
    terms: {
      prefix: "He leído y acepto las",
      and: "y la",
      required: "Acepta las condiciones del servicio y la política de privacidad para continuar",
    },
    signUp: {
      titleMobile: "Ninguna cuenta usa este número: ¿crear una?",
      titleEmail: "Ninguna cuenta usa esta dirección: ¿crear una?",
      hint: "{recipient} está verificado. Elige un nombre de usuario para terminar; a partir de ahora podrás iniciar sesión con un código.",
      username: "Nombre de usuario",
      usernamePlaceholder: "Una letra y luego de 2 a 31 letras, números, _ o -",
      password: "Contraseña (opcional)",
      inviteCode: "Código de invitación (opcional)",
      inviteCodePlaceholder: "De la persona que te invitó",
      submit: "Crear cuenta",
      cancel: "Ahora no",
    },
    legal: {
      terms: "Condiciones del servicio",
      privacy: "Política de privacidad",
      version: "Versión {version}",
      back: "Atrás",
      termsBody:
        "Este servicio permite a tu organización gestionar cuentas y tareas de RR. HH. Úsalo conforme a la ley y no compartas tus credenciales. El operador de esta instalación puede suspender las cuentas que hagan un mal uso. El operador publica aquí el texto vinculante de estas condiciones; cada nueva versión se muestra antes de que la aceptes.",
      privacyBody:
        "Guardamos lo que tu cuenta necesita: tu nombre de usuario, tu número de móvil o correo, un hash de tu contraseña (nunca la contraseña), los dispositivos desde los que inicias sesión y cuándo, y las versiones de estos documentos que aceptaste. Los usamos para prestar el servicio y mantenerlo seguro, y no los compartimos con nadie salvo cuando lo exija la ley. Pide al operador de esta instalación que te muestre o elimine tus datos.",
    },
  },
  fr: {
    strength: {
      label: "Robustesse du mot de passe : {value}",
      weak: "faible",
      fair: "moyenne",
      strong: "forte",
    },
    passwordHint: {
      strong: "8 à 64 caractères ; quelques mots forment un mot de passe robuste",
      legacy: "6 à 18 lettres, chiffres, _ ou @",
    },
    terms: {
      prefix: "J’ai lu et j’accepte les",
      and: "et la",
      required: "Acceptez les conditions d’utilisation et la politique de confidentialité pour continuer",
    },
    signUp: {
      titleMobile: "Aucun compte n’utilise ce numéro : en créer un ?",
      titleEmail: "Aucun compte n’utilise cette adresse : en créer un ?",
      hint: "{recipient} est vérifié. Choisissez un nom d’utilisateur pour terminer ; vous pourrez désormais vous connecter avec un code.",
      username: "Nom d’utilisateur",
      usernamePlaceholder: "Une lettre, puis 2 à 31 lettres, chiffres, _ ou -",
      password: "Mot de passe (facultatif)",
      inviteCode: "Code d’invitation (facultatif)",
      inviteCodePlaceholder: "De la personne qui vous a invité",
      submit: "Créer un compte",
      cancel: "Pas maintenant",
    },
    legal: {
      terms: "Conditions d’utilisation",
      privacy: "Politique de confidentialité",
      version: "Version {version}",
      back: "Retour",
      termsBody:
        "Ce service permet à votre organisation de gérer les comptes et les tâches RH. Utilisez-le dans le respect de la loi et gardez vos identifiants pour vous. L’exploitant de cette installation peut suspendre les comptes qui en font un mauvais usage. L’exploitant publie ici le texte qui fait foi de ces conditions ; chaque nouvelle version vous est présentée avant que vous l’acceptiez.",
      privacyBody:
        "Nous conservons ce dont votre compte a besoin : votre nom d’utilisateur, votre numéro de mobile ou adresse e-mail, une empreinte de votre mot de passe (jamais le mot de passe), les appareils depuis lesquels vous vous connectez et quand, et les versions de ces documents que vous avez acceptées. Nous les utilisons pour faire fonctionner le service et le sécuriser, et ne les partageons avec personne sauf obligation légale. Demandez à l’exploitant de cette installation pour consulter ou supprimer vos données.",
    },
  },
  "zh-Hans": zhHans,
  "zh-Hant": zhHant,
});
