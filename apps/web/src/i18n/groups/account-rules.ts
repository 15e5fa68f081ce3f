import { textGroup } from "../texts";

/** Texts of the account rules: password strength and hints, consent to the terms, sign-up after a code. */
export const accountRulesTexts = textGroup({
  strength: {
    label: {
      en: "Password strength: {value}",
      es: "Seguridad de la contraseña: {value}",
      fr: "Robustesse du mot de passe : {value}",
      "zh-Hans": "密码强度：{value}",
      "zh-Hant": "密碼強度：{value}",
    },
    weak: { en: "weak", es: "débil", fr: "faible", "zh-Hans": "弱", "zh-Hant": "弱" },
    fair: { en: "fair", es: "aceptable", fr: "moyenne", "zh-Hans": "中", "zh-Hant": "中" },
    strong: { en: "strong", es: "fuerte", fr: "forte", "zh-Hans": "强", "zh-Hant": "強" },
  },
  passwordHint: {
    strong: {
      en: "8-64 characters; a few words make a strong one",
      es: "De 8 a 64 caracteres; unas cuantas palabras forman una contraseña segura",
      fr: "8 à 64 caractères ; quelques mots forment un mot de passe robuste",
      "zh-Hans": "8~64个字符，几个词组成的短语更安全",
      "zh-Hant": "8~64個字元，幾個詞組成的短語更安全",
    },
    legacy: {
      en: "6-18 letters, digits, _ or @",
      es: "De 6 a 18 letras, números, _ o @",
      fr: "6 à 18 lettres, chiffres, _ ou @",
      "zh-Hans": "6~18位字母、数字、_或@",
      "zh-Hant": "6~18位字母、數字、_或@",
    },
  },
  terms: {
    prefix: {
      en: "I have read and accept the",
      es: "He leído y acepto las",
      fr: "J’ai lu et j’accepte les",
      "zh-Hans": "我已阅读并同意",
      "zh-Hant": "我已閱讀並同意",
    },
    and: { en: "and the", es: "y la", fr: "et la", "zh-Hans": "和", "zh-Hant": "和" },
    required: {
      en: "Accept the terms of service and the privacy policy to continue",
      es: "Acepta las condiciones del servicio y la política de privacidad para continuar",
      fr: "Acceptez les conditions d’utilisation et la politique de confidentialité pour continuer",
      "zh-Hans": "请先同意用户协议和隐私政策",
      "zh-Hant": "請先同意使用者協議和隱私權政策",
    },
  },
  signUp: {
    titleMobile: {
      en: "No account uses this number: create one?",
      es: "Ninguna cuenta usa este número: ¿crear una?",
      fr: "Aucun compte n’utilise ce numéro : en créer un ?",
      "zh-Hans": "这个手机号还没有账号，要创建一个吗？",
      "zh-Hant": "這個手機號還沒有帳號，要建立一個嗎？",
    },
    titleEmail: {
      en: "No account uses this address: create one?",
      es: "Ninguna cuenta usa esta dirección: ¿crear una?",
      fr: "Aucun compte n’utilise cette adresse : en créer un ?",
      "zh-Hans": "这个邮箱还没有账号，要创建一个吗？",
      "zh-Hant": "這個電子郵件還沒有帳號，要建立一個嗎？",
    },
    hint: {
      en: "{recipient} is verified. Choose a username to finish; you can sign in with a code from now on.",
      es: "{recipient} está verificado. Elige un nombre de usuario para terminar; a partir de ahora podrás iniciar sesión con un código.",
      fr: "{recipient} est vérifié. Choisissez un nom d’utilisateur pour terminer ; vous pourrez désormais vous connecter avec un code.",
      "zh-Hans": "{recipient} 已验证。选择一个用户名即可完成注册，之后可用验证码登录。",
      "zh-Hant": "{recipient} 已驗證。選擇一個使用者名稱即可完成註冊，之後可用驗證碼登入。",
    },
    usernamePlaceholder: {
      en: "A letter, then 2-31 letters, digits, _ or -",
      es: "Una letra y luego de 2 a 31 letras, números, _ o -",
      fr: "Une lettre, puis 2 à 31 lettres, chiffres, _ ou -",
      "zh-Hans": "字母开头，3~32位字母、数字、_或-",
      "zh-Hant": "字母開頭，3~32位字母、數字、_或-",
    },
    password: {
      en: "Password (optional)",
      es: "Contraseña (opcional)",
      fr: "Mot de passe (facultatif)",
      "zh-Hans": "密码（选填）",
      "zh-Hant": "密碼（選填）",
    },
    inviteCode: {
      en: "Invite code (optional)",
      es: "Código de invitación (opcional)",
      fr: "Code d’invitation (facultatif)",
      "zh-Hans": "邀请码（选填）",
      "zh-Hant": "邀請碼（選填）",
    },
    inviteCodePlaceholder: {
      en: "From the person who invited you",
      es: "De la persona que te invitó",
      fr: "De la personne qui vous a invité",
      "zh-Hans": "邀请你的人提供的邀请码",
      "zh-Hant": "邀請你的人提供的邀請碼",
    },
    submit: {
      en: "Create account",
      es: "Crear cuenta",
      fr: "Créer un compte",
      "zh-Hans": "创建账号",
      "zh-Hant": "建立帳號",
    },
    cancel: {
      en: "Not now",
      es: "Ahora no",
      fr: "Pas maintenant",
      "zh-Hans": "暂不创建",
      "zh-Hant": "暫不建立",
    },
  },
  legal: {
    terms: {
      en: "Terms of service",
      es: "Condiciones del servicio",
      fr: "Conditions d’utilisation",
      "zh-Hans": "用户协议",
      "zh-Hant": "使用者協議",
    },
    privacy: {
      en: "Privacy policy",
      es: "Política de privacidad",
      fr: "Politique de confidentialité",
      "zh-Hans": "隐私政策",
      "zh-Hant": "隱私權政策",
    },
    version: {
      en: "Version {version}",
      es: "Versión {version}",
      fr: "Version {version}",
      "zh-Hans": "版本 {version}",
      "zh-Hant": "版本 {version}",
    },
    back: { en: "Back", es: "Atrás", fr: "Retour", "zh-Hans": "返回", "zh-Hant": "返回" },
    termsBody: {
      en: "This service lets your organisation manage accounts and HR work. Use it lawfully and keep your credentials to yourself. The operator of this installation may suspend accounts that misuse it. The operator publishes the binding text of these terms here; each new version is shown before you accept it.",
      es: "Este servicio permite a tu organización gestionar cuentas y tareas de RR. HH. Úsalo conforme a la ley y no compartas tus credenciales. El operador de esta instalación puede suspender las cuentas que hagan un mal uso. El operador publica aquí el texto vinculante de estas condiciones; cada nueva versión se muestra antes de que la aceptes.",
      fr: "Ce service permet à votre organisation de gérer les comptes et les tâches RH. Utilisez-le dans le respect de la loi et gardez vos identifiants pour vous. L’exploitant de cette installation peut suspendre les comptes qui en font un mauvais usage. L’exploitant publie ici le texte qui fait foi de ces conditions ; chaque nouvelle version vous est présentée avant que vous l’acceptiez.",
      "zh-Hans":
        "本服务帮助你的组织管理账号和人事工作。请合法使用，并妥善保管你的登录凭证。本站运营者可暂停滥用服务的账号。运营者在此发布本协议的正式文本；每个新版本都会在你同意之前展示给你。",
      "zh-Hant":
        "本服務協助你的組織管理帳號和人事工作。請合法使用，並妥善保管你的登入憑證。本站營運者可暫停濫用服務的帳號。營運者在此發布本協議的正式文本；每個新版本都會在你同意之前展示給你。",
    },
    privacyBody: {
      en: "We keep what your account needs: your username, mobile number or e-mail address, a hash of your password (never the password), the devices you sign in from and when, and the versions of these documents you accepted. We use them to run the service and keep it secure, and share them with no one except as the law requires. Ask the operator of this installation to see or delete your data.",
      es: "Guardamos lo que tu cuenta necesita: tu nombre de usuario, tu número de móvil o correo, un hash de tu contraseña (nunca la contraseña), los dispositivos desde los que inicias sesión y cuándo, y las versiones de estos documentos que aceptaste. Los usamos para prestar el servicio y mantenerlo seguro, y no los compartimos con nadie salvo cuando lo exija la ley. Pide al operador de esta instalación que te muestre o elimine tus datos.",
      fr: "Nous conservons ce dont votre compte a besoin : votre nom d’utilisateur, votre numéro de mobile ou adresse e-mail, une empreinte de votre mot de passe (jamais le mot de passe), les appareils depuis lesquels vous vous connectez et quand, et les versions de ces documents que vous avez acceptées. Nous les utilisons pour faire fonctionner le service et le sécuriser, et ne les partageons avec personne sauf obligation légale. Demandez à l’exploitant de cette installation pour consulter ou supprimer vos données.",
      "zh-Hans":
        "我们只保存账号所需的信息：用户名、手机号或邮箱、密码的哈希值（从不保存密码本身）、你登录所用的设备和时间，以及你同意的本文件版本。这些信息仅用于提供服务和保障安全，除法律要求外不与任何人共享。如需查看或删除你的数据，请联系本站运营者。",
      "zh-Hant":
        "我們只保存帳號所需的資訊：使用者名稱、手機號或電子郵件、密碼的雜湊值（從不保存密碼本身）、你登入所用的裝置和時間，以及你同意的本文件版本。這些資訊僅用於提供服務和保障安全，除法律要求外不與任何人分享。如需查看或刪除你的資料，請聯絡本站營運者。",
    },
  },
});
