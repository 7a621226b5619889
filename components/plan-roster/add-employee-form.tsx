"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useClient } from "urql";
import { useLazyZodResolver } from "@/components/forms/use-lazy-zod-resolver";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { TextInput } from "@/components/ui/text-input";
import { useToast } from "@/components/ui/toast";
import { EMPLOYMENT_STATUS_LABELS, ROSTER_EMPLOYMENT_STATUSES } from "@/lib/roster/employment-statuses";
import type { RosterEmployee, RosterEmployeeInput } from "@/lib/roster/roster-employee-schema";
import { ADD_PLAN_MEMBER } from "./plan-roster-operations";

const EMPTY: RosterEmployeeInput = {
  workEmail: "",
  firstName: "",
  lastName: "",
  employeeId: "",
  department: "",
  location: "",
  employmentStatus: "ACTIVE",
  hireDate: "",
};

/** 'Add employee': one employee on the roster (the same schema as a roster file's rows); the invitation goes out. */
export function AddEmployeeForm({ planId }: { planId: string }) {
  const client = useClient();
  const router = useRouter();
  const { toast } = useToast();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RosterEmployeeInput, unknown, RosterEmployee>({
    resolver: useLazyZodResolver(() =>
      import("@/lib/roster/roster-employee-schema").then((m) => m.rosterEmployeeSchema),
    ),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (employee) => {
    setGeneralError(null);
    const answer = (
      await client
        .mutation(ADD_PLAN_MEMBER, {
          planId,
          input: {
            workEmail: employee.workEmail,
            firstName: employee.firstName ?? "",
            lastName: employee.lastName ?? "",
            employeeId: employee.employeeId ?? "",
            department: employee.department ?? "",
            location: employee.location ?? "",
            employmentStatus: employee.employmentStatus,
            hireDate: employee.hireDate ?? "",
          },
        })
        .toPromise()
    ).data?.addPlanMember;
    if (answer?.member) {
      toast({ message: `${answer.member.workEmail} is on the roster and invited.`, theme: "success" });
      reset(EMPTY);
      router.refresh();
    } else if (answer?.errorField && answer.errorField in EMPTY) {
      setError(answer.errorField as keyof RosterEmployeeInput, { message: answer.error ?? "" });
    } else {
      setGeneralError(answer?.error ?? "Something went wrong. Please try again.");
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4" aria-labelledby="add-employee-heading">
      <h2 id="add-employee-heading" className="text-lg font-semibold text-ink">
        Add an employee
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Work email" error={errors.workEmail?.message} required>
          <TextInput type="email" autoComplete="off" {...register("workEmail")} />
        </FormField>
        <FormField label="Employee id" error={errors.employeeId?.message}>
          <TextInput {...register("employeeId")} />
        </FormField>
        <FormField label="First name" error={errors.firstName?.message}>
          <TextInput autoComplete="off" {...register("firstName")} />
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message}>
          <TextInput autoComplete="off" {...register("lastName")} />
        </FormField>
        <FormField label="Department" error={errors.department?.message}>
          <TextInput {...register("department")} />
        </FormField>
        <FormField label="Location" error={errors.location?.message}>
          <TextInput {...register("location")} />
        </FormField>
        <FormField label="Status" error={errors.employmentStatus?.message}>
          <Select {...register("employmentStatus")}>
            {ROSTER_EMPLOYMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {EMPLOYMENT_STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Hire date" hint="YYYY-MM-DD" error={errors.hireDate?.message}>
          <TextInput type="date" {...register("hireDate")} />
        </FormField>
      </div>
      {generalError ? (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {generalError}
        </p>
      ) : null}
      <div>
        <Button type="submit" loading={isSubmitting}>
          Add and invite
        </Button>
      </div>
    </form>
  );
}
