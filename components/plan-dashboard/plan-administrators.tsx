"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useClient } from "urql";
import { useLazyZodResolver } from "@/components/forms/use-lazy-zod-resolver";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { TextInput } from "@/components/ui/text-input";
import { useToast } from "@/components/ui/toast";
import type { InvitePlanAdminInput } from "@/lib/plan-admins/plan-admin-policy";
import { PERMISSION_DESCRIPTIONS, PERMISSION_LABELS, PERMISSIONS, type PlanPermissionValue } from "@/lib/plan-admins/plan-permissions";
import { CHANGE_PLAN_ADMINISTRATOR, INVITE_PLAN_ADMINISTRATOR, REVOKE_PLAN_ADMIN_INVITATION } from "./plan-admin-operations";

const FAILED = "Something went wrong. Please try again.";
const dateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

export type AdministratorRow = { id: string; name: string; email: string; permission: PlanPermissionValue; since: string; isYou: boolean };
export type InvitationRow = { id: string; email: string; permission: PlanPermissionValue; expiresAt: string };

/**
 * The plan's administrators on the Settings tab: everyone who may read the plan sees who runs it; owners invite,
 * change and remove (the server decides; these controls only appear for them). The page reloads its data after each
 * change.
 */
export function PlanAdministrators({
  planId,
  canManage,
  admins,
  invitations,
}: {
  planId: string;
  canManage: boolean;
  admins: AdministratorRow[];
  invitations: InvitationRow[];
}) {
  const router = useRouter();
  const client = useClient();
  const { toast } = useToast();
  const [removing, setRemoving] = useState<AdministratorRow | null>(null);
  const [busy, setBusy] = useState(false);

  async function change(admin: AdministratorRow, permission: PlanPermissionValue | null) {
    setBusy(true);
    const answer = (await client.mutation(CHANGE_PLAN_ADMINISTRATOR, { planId, adminId: admin.id, permission }).toPromise()).data
      ?.changePlanAdministrator;
    setBusy(false);
    if (answer?.ok) {
      toast({ message: permission ? `${admin.name} is now ${PERMISSION_LABELS[permission].toLowerCase()}.` : `${admin.name} was removed.`, theme: "success" });
      router.refresh();
    } else {
      toast({ message: answer?.error ?? FAILED, theme: "error" });
    }
  }

  async function revoke(invitation: InvitationRow) {
    const answer = (await client.mutation(REVOKE_PLAN_ADMIN_INVITATION, { planId, invitationId: invitation.id }).toPromise()).data
      ?.revokePlanAdminInvitation;
    if (answer?.ok) {
      toast({ message: `The invitation to ${invitation.email} was withdrawn.`, theme: "success" });
      router.refresh();
    } else {
      toast({ message: answer?.error ?? FAILED, theme: "error" });
    }
  }

  return (
    <div className="grid grid-cols-1 gap-6">
      <ul aria-label="Administrators" className="divide-y divide-border rounded-xl border border-border bg-surface">
        {admins.map((admin) => (
          <li key={admin.id} className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="font-medium text-ink">
                {admin.name}
                {admin.isYou ? <span className="text-muted"> (you)</span> : null}
              </p>
              <p className="text-sm text-muted [overflow-wrap:anywhere]">
                {admin.email} · since {dateFormat.format(new Date(admin.since))}
              </p>
            </div>
            {canManage ? (
              <div className="flex items-center gap-3">
                <label className="sr-only" htmlFor={`permission-${admin.id}`}>
                  Permission of {admin.name}
                </label>
                <select
                  id={`permission-${admin.id}`}
                  value={admin.permission}
                  disabled={busy}
                  onChange={(event) => change(admin, event.target.value as PlanPermissionValue)}
                  className="min-h-11 rounded-lg border border-border bg-surface px-3 text-sm text-ink"
                >
                  {PERMISSIONS.map((permission) => (
                    <option key={permission} value={permission}>
                      {PERMISSION_LABELS[permission]}
                    </option>
                  ))}
                </select>
                <Button variant="ghost" onClick={() => setRemoving(admin)} aria-label={`Remove ${admin.name}`}>
                  Remove
                </Button>
              </div>
            ) : (
              <span className="text-sm font-medium text-ink">{PERMISSION_LABELS[admin.permission]}</span>
            )}
          </li>
        ))}
      </ul>

      {canManage && invitations.length > 0 ? (
        <section aria-labelledby="invitations-heading" className="grid gap-3">
          <h3 id="invitations-heading" className="text-base font-semibold text-ink">
            Waiting invitations
          </h3>
          <ul className="divide-y divide-border rounded-xl border border-border bg-surface">
            {invitations.map((invitation) => (
              <li key={invitation.id} className="flex flex-col gap-2 px-5 py-3 sm:flex-row sm:items-center sm:justify-between">
                <span className="min-w-0 text-sm text-ink [overflow-wrap:anywhere]">
                  {invitation.email} · {PERMISSION_LABELS[invitation.permission]} · until{" "}
                  {dateFormat.format(new Date(invitation.expiresAt))}
                </span>
                <Button variant="ghost" onClick={() => revoke(invitation)} aria-label={`Withdraw the invitation to ${invitation.email}`}>
                  Withdraw
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {canManage ? <InviteAdministratorForm planId={planId} onInvited={() => router.refresh()} /> : null}

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? null : setRemoving(null))}
        title={removing ? `Remove ${removing.name}?` : ""}
        text="They will no longer see this plan's dashboard. You can invite them again later."
        confirmLabel="Remove"
        tone="danger"
        loading={busy}
        onConfirm={async () => {
          if (removing) await change(removing, null);
          setRemoving(null);
        }}
      />
    </div>
  );
}

function InviteAdministratorForm({ planId, onInvited }: { planId: string; onInvited: () => void }) {
  const client = useClient();
  const { toast } = useToast();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<InvitePlanAdminInput>({
    resolver: useLazyZodResolver(() =>
      import("@/lib/plan-admins/plan-admin-policy").then((m) => m.invitePlanAdminSchema),
    ),
    defaultValues: { email: "", permission: "VIEWER" },
  });
  const permission = useWatch({ control, name: "permission" });

  const submit = handleSubmit(async (values) => {
    const answer = (await client.mutation(INVITE_PLAN_ADMINISTRATOR, { planId, ...values }).toPromise()).data
      ?.invitePlanAdministrator;
    if (answer?.ok) {
      toast({ message: `Invitation sent to ${values.email}.`, theme: "success" });
      reset({ email: "", permission: values.permission });
      onInvited();
    } else if (answer?.errorField === "email" || answer?.errorField === "permission") {
      setError(answer.errorField, { message: answer.error ?? FAILED });
    } else {
      toast({ message: answer?.error ?? FAILED, theme: "error" });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="invite-heading" className="grid gap-4 rounded-xl border border-border bg-surface p-5">
      <h3 id="invite-heading" className="text-base font-semibold text-ink">
        Invite an administrator
      </h3>
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <FormField label="Email" error={errors.email?.message} required>
          <TextInput type="email" autoComplete="off" {...register("email")} />
        </FormField>
        <FormField label="Permission" error={errors.permission?.message} hint={PERMISSION_DESCRIPTIONS[permission]}>
          <Select {...register("permission")}>
            {PERMISSIONS.map((value) => (
              <option key={value} value={value}>
                {PERMISSION_LABELS[value]}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <div>
        <Button type="submit" loading={isSubmitting}>
          Send invitation
        </Button>
      </div>
    </form>
  );
}
