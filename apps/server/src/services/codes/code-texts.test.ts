import { describe, expect, it } from "vitest";
import { codeLabel, emailContent, smsText } from "./code-texts.js";

describe("code messages in Spanish and French", () => {
  it("write the SMS with the action, the code and its lifetime", () => {
    expect(smsText({ code: "123456", purpose: "login", minutes: 10, locale: "es" })).toBe(
      "[Roster] Tu código para iniciar sesión es 123456. Es válido durante 10 minutos. No lo compartas nunca.",
    );
    expect(smsText({ code: "654321", purpose: "register", minutes: 5, locale: "fr" })).toBe(
      "[Roster] Votre code pour vous inscrire est 654321. Il est valable 5 minutes. Ne le partagez jamais.",
    );
  });

  it("write the e-mail's subject and body", () => {
    const mail = emailContent({ code: "123456", purpose: "bind", minutes: 10, locale: "fr" });
    expect(mail.subject).toBe("Votre code Roster : 123456");
    expect(mail.text).toContain("Votre code de vérification pour l’associer à votre compte est :");
    expect(mail.html).toContain("l’associer à votre compte");
    const es = emailContent({ code: "123456", purpose: "reset-pwd", minutes: 10, locale: "es" });
    expect(es.text).toContain("Tu código de verificación para restablecer tu contraseña es:");
  });

  it("name which code a refusal is about", () => {
    expect(codeLabel("mobile", "es", "old")).toBe("SMS del móvil anterior");
    expect(codeLabel("email", "fr", "new")).toBe("nouvelle adresse e-mail");
  });
});
