import type { LinkedAccount } from "@roster/contract";
import { useEffect, useState } from "react";
import { fetchLinkedAccounts } from "./api";
import type { ProviderId } from "./providers";

/** The identity to show for each linked provider: its oldest one with a nickname, else its oldest. */
export type LinkedByProvider = Partial<Record<ProviderId, LinkedAccount>>;

function byProvider(accounts: readonly LinkedAccount[]): LinkedByProvider {
  const out: Record<string, LinkedAccount> = {};
  for (const account of accounts) {
    const kept = out[account.provider];
    if (!kept || (!kept.nickname && account.nickname)) out[account.provider] = account;
  }
  return out as LinkedByProvider;
}

/**
 * The caller's linked identities by provider, asked again whenever `linkedKey` (the linked providers)
 * changes and not at all while nothing is linked; empty while loading or when the server cannot say.
 */
export function useLinkedAccounts(linkedKey: string): LinkedByProvider {
  const [accounts, setAccounts] = useState<LinkedByProvider>({});
  useEffect(() => {
    if (linkedKey === "") {
      setAccounts({});
      return;
    }
    let live = true;
    fetchLinkedAccounts().then(
      (list) => live && setAccounts(byProvider(list)),
      () => live && setAccounts({}),
    );
    return () => {
      live = false;
    };
  }, [linkedKey]);
  return accounts;
}
