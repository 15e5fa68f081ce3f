import { textGroup } from "../texts";

/** Texts of the identity demo pages (`/pages_template/uni-id/...`): WeChat, Alipay, QQ, one-tap mobile. */
export const socialPageTexts = textGroup({
  en: {
    identityPages: {
      entry: "Identity demos",
      entryIntro: "Sign-in, linking and unlinking with each provider, as the template pages do them.",
      onServer: "On this server",
      configuredFor: "Configured for",
      notConfigured: "Not configured on this server: the administrator has not set its credentials.",
      whereItRuns: "Where it runs",
      appOnly:
        "This flow runs inside the {where}: the provider hands the code to the app itself, not to a web page. Open it there; in a browser it cannot start.",
      signedOutHint: "Sign in to link or unlink an account.",
      signIn: "Sign in with {provider}",
      link: "Link {provider} to my account",
      unlink: "Unlink {provider}",
      status: "Your account",
      linked: "{provider} linked",
      notLinked: "{provider} not linked",
      outsideWeixin:
        "The official-account page opens inside WeChat only. On a computer, use WeChat's QR code sign-in on the sign-in page.",
      platforms: {
        web: "Web",
        h5: "Mobile web",
        "h5-weixin": "WeChat official account",
        "mp-weixin": "WeChat mini-program",
        "mp-alipay": "Alipay mini-program",
        "mp-qq": "QQ mini-program",
        "mp-toutiao": "Douyin mini-program",
        "mp-harmony": "HarmonyOS",
        app: "App",
      },
      weixin: {
        title: "WeChat (mini-program)",
        intro:
          "WeChat sign-in in the mini-program and the app: the login code, the session key, the phone-number sign-in and the profile the user grants.",
        where: "WeChat mini-program or the app",
      },
      h5Weixin: {
        title: "WeChat official account",
        intro:
          "WeChat's web authorization (snsapi_userinfo): the page goes to WeChat, the user allows, and WeChat brings a code back to sign in, link or unlink.",
      },
      alipay: {
        title: "Alipay",
        intro: "Alipay's web authorization (auth_user): sign in, link or unlink with an Alipay account.",
        where: "Alipay mini-program",
      },
      qq: {
        title: "QQ",
        intro: "QQ sign-in in the QQ mini-program and the app, and linking or unlinking a QQ account.",
        where: "QQ mini-program or the app",
      },
      univerify: {
        title: "One-tap mobile sign-in",
        intro:
          "The carrier confirms the phone's own number in the app, without an SMS code; the number signs in or registers.",
        where: "app (carrier one-tap login)",
      },
      setUserInfo: {
        title: "Avatar and nickname",
        intro:
          "As after a WeChat sign-in: the user chooses an avatar and a nickname, both required, and they are saved to the account.",
        avatar: "Avatar URL",
        avatarPlaceholder: "https://…",
        avatarInvalid: "Enter an https:// image address",
        nickname: "Nickname",
        nicknamePlaceholder: "Your nickname",
        required: "{field} is required",
        submit: "Save",
        saved: "Saved",
        signInFirst: "Sign in first to set your avatar and nickname.",
        goSignIn: "Sign in",
      },
    },
  },
  es: {
    identityPages: {
      entry: "Demos de identidad",
      entryIntro:
        "Inicio de sesión, vinculación y desvinculación con cada proveedor, como lo hacen las páginas de la plantilla.",
      onServer: "En este servidor",
      configuredFor: "Configurado para",
      notConfigured: "No configurado en este servidor: el administrador no ha definido sus credenciales.",
      whereItRuns: "Dónde funciona",
      appOnly:
        "Este flujo funciona dentro de {where}: el proveedor entrega el código a la propia app, no a una página web. Ábrelo allí; en un navegador no puede empezar.",
      signedOutHint: "Inicia sesión para vincular o desvincular una cuenta.",
      signIn: "Iniciar sesión con {provider}",
      link: "Vincular {provider} a mi cuenta",
      unlink: "Desvincular {provider}",
      status: "Tu cuenta",
      linked: "{provider} vinculado",
      notLinked: "{provider} no vinculado",
      outsideWeixin:
        "La página de la cuenta oficial solo se abre dentro de WeChat. En un ordenador, usa el inicio de sesión con código QR de WeChat en la página de inicio de sesión.",
      platforms: {
        web: "Web",
        h5: "Web móvil",
        "h5-weixin": "Cuenta oficial de WeChat",
        "mp-weixin": "Miniprograma de WeChat",
        "mp-alipay": "Miniprograma de Alipay",
        "mp-qq": "Miniprograma de QQ",
        "mp-toutiao": "Miniprograma de Douyin",
        "mp-harmony": "HarmonyOS",
        app: "App",
      },
      weixin: {
        title: "WeChat (miniprograma)",
        intro:
          "Inicio de sesión con WeChat en el miniprograma y la app: el código de inicio de sesión, la clave de sesión, el inicio de sesión con número de teléfono y el perfil que concede el usuario.",
        where: "el miniprograma de WeChat o la app",
      },
      h5Weixin: {
        title: "Cuenta oficial de WeChat",
        intro:
          "Autorización web de WeChat (snsapi_userinfo): la página va a WeChat, el usuario lo permite y WeChat devuelve un código para iniciar sesión, vincular o desvincular.",
      },
      alipay: {
        title: "Alipay",
        intro:
          "Autorización web de Alipay (auth_user): inicia sesión, vincula o desvincula con una cuenta de Alipay.",
        where: "Miniprograma de Alipay",
      },
      qq: {
        title: "QQ",
        intro:
          "Inicio de sesión con QQ en el miniprograma de QQ y la app, y vinculación o desvinculación de una cuenta de QQ.",
        where: "el miniprograma de QQ o la app",
      },
      univerify: {
        title: "Inicio de sesión con el móvil en un toque",
        intro:
          "El operador confirma en la app el número del propio teléfono, sin código SMS; el número inicia sesión o se registra.",
        where: "la app (inicio de sesión del operador en un toque)",
      },
      setUserInfo: {
        title: "Foto de perfil y apodo",
        intro:
          "Como tras iniciar sesión con WeChat: el usuario elige una foto de perfil y un apodo, ambos obligatorios, y se guardan en la cuenta.",
        avatar: "URL de la foto de perfil",
        avatarPlaceholder: "https://…",
        avatarInvalid: "Introduce una dirección de imagen https://",
        nickname: "Apodo",
        nicknamePlaceholder: "Tu apodo",
        required: "El campo {field} es obligatorio",
        submit: "Guardar",
        saved: "Guardado",
        signInFirst: "Inicia sesión primero para definir tu foto de perfil y tu apodo.",
        goSignIn: "Iniciar sesión",
      },
    },
  },
  fr: {
    identityPages: {
      entry: "Démos d’identité",
      entryIntro:
        "Connexion, association et dissociation avec chaque fournisseur, comme le font les pages du modèle.",
      onServer: "Sur ce serveur",
      configuredFor: "Configuré pour",
      notConfigured: "Non configuré sur ce serveur : l’administrateur n’a pas défini ses identifiants.",
      whereItRuns: "Où cela fonctionne",
      appOnly:
        "Ce parcours fonctionne dans {where} : le fournisseur remet le code à l’application elle-même, pas à une page web. Ouvrez-le là-bas ; il ne peut pas démarrer dans un navigateur.",
      signedOutHint: "Connectez-vous pour associer ou dissocier un compte.",
      signIn: "Se connecter avec {provider}",
      link: "Associer {provider} à mon compte",
      unlink: "Dissocier {provider}",
      status: "Votre compte",
      linked: "{provider} associé",
      notLinked: "{provider} non associé",
      outsideWeixin:
        "La page du compte officiel ne s’ouvre que dans WeChat. Sur un ordinateur, utilisez la connexion par QR code WeChat sur la page de connexion.",
      platforms: {
        web: "Web",
        h5: "Web mobile",
        "h5-weixin": "Compte officiel WeChat",
        "mp-weixin": "Mini-programme WeChat",
        "mp-alipay": "Mini-programme Alipay",
        "mp-qq": "Mini-programme QQ",
        "mp-toutiao": "Mini-programme Douyin",
        "mp-harmony": "HarmonyOS",
        app: "Application",
      },
      weixin: {
        title: "WeChat (mini-programme)",
        intro:
          "Connexion WeChat dans le mini-programme et l’application : le code de connexion, la clé de session, la connexion par numéro de téléphone et le profil accordé par l’utilisateur.",
        where: "le mini-programme WeChat ou l’application",
      },
      h5Weixin: {
        title: "Compte officiel WeChat",
        intro:
          "Autorisation web WeChat (snsapi_userinfo) : la page va sur WeChat, l’utilisateur accepte, et WeChat renvoie un code pour se connecter, associer ou dissocier.",
      },
      alipay: {
        title: "Alipay",
        intro:
          "Autorisation web Alipay (auth_user) : connexion, association ou dissociation avec un compte Alipay.",
        where: "Mini-programme Alipay",
      },
      qq: {
        title: "QQ",
        intro:
          "Connexion QQ dans le mini-programme QQ et l’application, et association ou dissociation d’un compte QQ.",
        where: "le mini-programme QQ ou l’application",
      },
      univerify: {
        title: "Connexion mobile en un geste",
        intro:
          "L’opérateur confirme le numéro du téléphone dans l’application, sans code SMS ; le numéro se connecte ou s’inscrit.",
        where: "l’application (connexion opérateur en un geste)",
      },
      setUserInfo: {
        title: "Avatar et pseudo",
        intro:
          "Comme après une connexion WeChat : l’utilisateur choisit un avatar et un pseudo, tous deux obligatoires, et ils sont enregistrés sur le compte.",
        avatar: "URL de l’avatar",
        avatarPlaceholder: "https://…",
        avatarInvalid: "Saisissez une adresse d’image https://",
        nickname: "Pseudo",
        nicknamePlaceholder: "Votre pseudo",
        required: "Le champ {field} est obligatoire",
        submit: "Enregistrer",
        saved: "Enregistré",
        signInFirst: "Connectez-vous d’abord pour définir votre avatar et votre pseudo.",
        goSignIn: "Se connecter",
      },
    },
  },
  "zh-Hans": {
    identityPages: {
      entry: "账号体系示例",
      entryIntro: "各第三方账号的登录、绑定与解绑，与模板页面一致。",
      onServer: "本服务器",
      configuredFor: "已配置平台",
      notConfigured: "本服务器未配置：管理员尚未设置其凭据。",
      whereItRuns: "运行环境",
      appOnly:
        "此流程在{where}中运行：第三方把 code 交给应用本身，而不是网页。请在那里打开；在浏览器中无法发起。",
      signedOutHint: "登录后可绑定或解绑账号。",
      signIn: "使用{provider}登录",
      link: "绑定{provider}到我的账号",
      unlink: "解绑{provider}",
      status: "我的账号",
      linked: "已绑定{provider}",
      notLinked: "未绑定{provider}",
      outsideWeixin: "公众号授权页只能在微信内打开。在电脑上请使用登录页的微信扫码登录。",
      platforms: {
        web: "网页",
        h5: "手机网页",
        "h5-weixin": "微信公众号",
        "mp-weixin": "微信小程序",
        "mp-alipay": "支付宝小程序",
        "mp-qq": "QQ 小程序",
        "mp-toutiao": "抖音小程序",
        "mp-harmony": "鸿蒙",
        app: "App",
      },
      weixin: {
        title: "微信（小程序）",
        intro: "小程序与 App 中的微信登录：登录 code、会话密钥、手机号登录，以及用户授权的资料。",
        where: "微信小程序或 App",
      },
      h5Weixin: {
        title: "微信公众号",
        intro:
          "微信网页授权（snsapi_userinfo）：页面跳转到微信，用户允许后微信带回 code，用于登录、绑定或解绑。",
      },
      alipay: {
        title: "支付宝",
        intro: "支付宝网页授权（auth_user）：用支付宝账号登录、绑定或解绑。",
        where: "支付宝小程序",
      },
      qq: {
        title: "QQ",
        intro: "QQ 小程序与 App 中的 QQ 登录，以及绑定或解绑 QQ 账号。",
        where: "QQ 小程序或 App",
      },
      univerify: {
        title: "一键登录",
        intro: "运营商在 App 中确认本机号码，无需短信验证码；该号码登录或注册。",
        where: "App（运营商一键登录）",
      },
      setUserInfo: {
        title: "头像和昵称",
        intro: "与微信登录后一样：用户选择头像和昵称（均为必填），保存到账号。",
        avatar: "头像地址",
        avatarPlaceholder: "https://…",
        avatarInvalid: "请输入 https:// 开头的图片地址",
        nickname: "昵称",
        nicknamePlaceholder: "您的昵称",
        required: "请填写{field}",
        submit: "保存",
        saved: "已保存",
        signInFirst: "请先登录，再设置头像和昵称。",
        goSignIn: "去登录",
      },
    },
  },
  "zh-Hant": {
    identityPages: {
      entry: "帳號體系示例",
      entryIntro: "各第三方帳號的登入、綁定與解綁，與模板頁面一致。",
      onServer: "本伺服器",
      configuredFor: "已設定平台",
      notConfigured: "本伺服器未設定：管理員尚未設定其憑據。",
      whereItRuns: "執行環境",
      appOnly:
        "此流程在{where}中執行：第三方把 code 交給應用程式本身，而不是網頁。請在那裡開啟；在瀏覽器中無法發起。",
      signedOutHint: "登入後可綁定或解綁帳號。",
      signIn: "使用{provider}登入",
      link: "綁定{provider}到我的帳號",
      unlink: "解綁{provider}",
      status: "我的帳號",
      linked: "已綁定{provider}",
      notLinked: "未綁定{provider}",
      outsideWeixin: "公眾號授權頁只能在微信內開啟。在電腦上請使用登入頁的微信掃碼登入。",
      platforms: {
        web: "網頁",
        h5: "手機網頁",
        "h5-weixin": "微信公眾號",
        "mp-weixin": "微信小程式",
        "mp-alipay": "支付寶小程式",
        "mp-qq": "QQ 小程式",
        "mp-toutiao": "抖音小程式",
        "mp-harmony": "鴻蒙",
        app: "App",
      },
      weixin: {
        title: "微信（小程式）",
        intro: "小程式與 App 中的微信登入：登入 code、會話密鑰、手機號登入，以及使用者授權的資料。",
        where: "微信小程式或 App",
      },
      h5Weixin: {
        title: "微信公眾號",
        intro:
          "微信網頁授權（snsapi_userinfo）：頁面跳轉到微信，使用者允許後微信帶回 code，用於登入、綁定或解綁。",
      },
      alipay: {
        title: "支付寶",
        intro: "支付寶網頁授權（auth_user）：用支付寶帳號登入、綁定或解綁。",
        where: "支付寶小程式",
      },
      qq: {
        title: "QQ",
        intro: "QQ 小程式與 App 中的 QQ 登入，以及綁定或解綁 QQ 帳號。",
        where: "QQ 小程式或 App",
      },
      univerify: {
        title: "一鍵登入",
        intro: "電信業者在 App 中確認本機號碼，無需簡訊驗證碼；該號碼登入或註冊。",
        where: "App（電信業者一鍵登入）",
      },
      setUserInfo: {
        title: "頭像和暱稱",
        intro: "與微信登入後一樣：使用者選擇頭像和暱稱（均為必填），儲存到帳號。",
        avatar: "頭像網址",
        avatarPlaceholder: "https://…",
        avatarInvalid: "請輸入 https:// 開頭的圖片網址",
        nickname: "暱稱",
        nicknamePlaceholder: "您的暱稱",
        required: "請填寫{field}",
        submit: "儲存",
        saved: "已儲存",
        signInFirst: "請先登入，再設定頭像和暱稱。",
        goSignIn: "去登入",
      },
    },
  },
});
