// A plan administrator's permissions, their names and what each allows, without zod: the Settings tab lists them on
// first load (plan-admin-policy.ts checks an invitation against them).

export const PERMISSIONS = ["OWNER", "EDITOR", "VIEWER"] as const;
export type PlanPermissionValue = (typeof PERMISSIONS)[number];

export const PERMISSION_LABELS: Record<PlanPermissionValue, string> = {
  OWNER: "Owner",
  EDITOR: "Editor",
  VIEWER: "Viewer",
};

export const PERMISSION_DESCRIPTIONS: Record<PlanPermissionValue, string> = {
  OWNER: "Everything, including administrators and the activity log.",
  EDITOR: "Manages the roster and communications.",
  VIEWER: "Reads the dashboard.",
};
