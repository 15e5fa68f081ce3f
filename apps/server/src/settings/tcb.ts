import { z } from "zod";

/**
 * The settings of the CloudBase v1 gateway (issue 13, `/tcb`): a fragment of the environment schema that
 * `config.ts` spreads into its own, and its part of the typed config.
 */

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

/** The variables of this fragment. */
export const TCB_ENV = {
  TCB_ENV_ID: optionalText.refine((v) => v === undefined || /^[\w-]{1,64}$/.test(v), {
    message: "must be 1-64 letters, digits, '_' or '-'",
  }),
  TCB_TICKET_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
    message: "must be at least 32 characters",
  }),
};

/** The gateway: on only when TCB_ENV_ID is set. Custom-ticket sign-in only with TCB_TICKET_SECRET. */
export interface TcbSettings {
  tcb: { envId: string; ticketSecret: string | undefined } | undefined;
}

type TcbEnv = { [K in keyof typeof TCB_ENV]: z.output<(typeof TCB_ENV)[K]> };

export function tcbSettings(e: TcbEnv): TcbSettings {
  return { tcb: e.TCB_ENV_ID ? { envId: e.TCB_ENV_ID, ticketSecret: e.TCB_TICKET_SECRET } : undefined };
}

/** Checks across this fragment's variables: a ticket secret means nothing without the gateway. */
export function tcbChecks(env: NodeJS.ProcessEnv): { path: string; message: string }[] {
  const present = (name: string) => (env[name] ?? "").trim() !== "";
  return present("TCB_TICKET_SECRET") && !present("TCB_ENV_ID")
    ? [{ path: "TCB_TICKET_SECRET", message: "needs TCB_ENV_ID (the CloudBase gateway is off without it)" }]
    : [];
}
