"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { headingIdOf, RemoveButton, SectionHeading } from "./account-list-parts";
import type { BalanceAccount, InstitutionItem } from "./account-operations";
import { consentWarningText, lastUpdatedText, needsReconnect, problemText } from "./connection-health";
import { useConnectionActions } from "./use-connection-actions";

export const displayName = (account: BalanceAccount) => account.nickname ?? account.name;

/** The member's linked banks, each with its connection's state and the names of its accounts (in list order). */
export type LinkedBank = { id: string; name: string; accountNames: string[]; item: InstitutionItem };

export function linkedBanks(accounts: BalanceAccount[]): LinkedBank[] {
  const banks = new Map<string, LinkedBank>();
  for (const account of accounts) {
    const item = account.institutionItem;
    if (!item) continue;
    const bank = banks.get(item.id) ?? { id: item.id, name: item.name, accountNames: [], item };
    bank.accountNames.push(displayName(account));
    banks.set(item.id, bank);
  }
  return [...banks.values()];
}

/** "Updated 3 hours ago" moves on while the page stays open. */
function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * The linked banks and their connection health: when each was last updated, what is wrong in plain words (a new
 * sign-in needed, an outage, consent running out), 'Refresh now', 'Reconnect' through the provider's update mode
 * when it helps, and removing the whole bank (so it can be linked again).
 */
export function LinkedBanks({
  banks,
  onRemove,
  onChanged,
}: {
  banks: LinkedBank[];
  onRemove: (bank: LinkedBank, headingId: string) => void;
  onChanged: () => void;
}) {
  const headingId = headingIdOf("Linked banks");
  const now = useNow();
  const { refresh, reconnect, busy, dialog } = useConnectionActions({ onChanged });
  return (
    <Card as="section" aria-labelledby={headingId}>
      <SectionHeading id={headingId}>Linked banks</SectionHeading>
      <ul className="mt-3 divide-y divide-border">
        {banks.map((bank) => {
          const problem = problemText(bank.name, bank.item.syncProblem);
          const consent = consentWarningText(bank.name, bank.item.consentExpiresAt, now);
          const target = { id: bank.id, name: bank.name, institutionId: bank.item.institutionId };
          const isBusy = (action: "refresh" | "reconnect") => busy?.id === bank.id && busy.action === action;
          return (
            <li key={bank.id} className="flex flex-col gap-3 py-4" data-testid="linked-bank">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-medium text-ink">{bank.name}</p>
                  <p className="text-sm text-muted">{bank.accountNames.join(", ")}</p>
                  <p className="mt-1 text-sm text-muted">
                    <span className={problem ? "font-medium text-danger-700" : "font-medium text-success-700"}>
                      {problem ? "Needs attention" : "Connected"}
                    </span>
                    {" · "}
                    {lastUpdatedText(bank.item.lastSyncedAt, now)}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  {needsReconnect(bank.item.syncProblem, consent) && (
                    <Button
                      size="sm"
                      loading={isBusy("reconnect")}
                      disabled={busy !== null}
                      aria-label={`Reconnect ${bank.name}`}
                      onClick={() => void reconnect(target)}
                    >
                      Reconnect
                    </Button>
                  )}
                  <Button
                    variant="secondary"
                    size="sm"
                    loading={isBusy("refresh")}
                    disabled={busy !== null}
                    aria-label={`Refresh now for ${bank.name}`}
                    onClick={() => void refresh(target)}
                  >
                    Refresh now
                  </Button>
                  <RemoveButton name={bank.name} onClick={() => onRemove(bank, headingId)} />
                </div>
              </div>
              {problem && (
                <p className="rounded-md bg-danger-50 px-3 py-2 text-sm text-danger-700" data-testid="connection-problem">
                  {problem}
                </p>
              )}
              {consent && (
                <p className="rounded-md bg-warning-50 px-3 py-2 text-sm text-warning-700" data-testid="consent-warning">
                  {consent}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {dialog}
    </Card>
  );
}
