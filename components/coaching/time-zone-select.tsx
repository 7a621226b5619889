"use client";

import { useMemo, useSyncExternalStore } from "react";

import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";

const COMMON = ["America/New_York", "America/Chicago", "America/Denver", "America/Phoenix", "America/Los_Angeles", "America/Anchorage", "Pacific/Honolulu"];

/** The zone times are shown in: the browser's by default, any IANA zone on request. */
export function TimeZoneSelect({ value, onChange }: { value: string; onChange: (zone: string) => void }) {
  const zones = useMemo(() => {
    const all = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : COMMON;
    return [...new Set([value, ...COMMON, ...all])];
  }, [value]);
  return (
    <FormField label="Times shown in" hint="Your time zone, from your device. Change it if you will be somewhere else.">
      <Select value={value} onChange={(event) => onChange(event.target.value)}>
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replace(/_/g, " ")}
          </option>
        ))}
      </Select>
    </FormField>
  );
}

export function deviceTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

const subscribeToNothing = () => () => {};

/** The device's zone after hydration (UTC while rendering on the server, which has no device). */
export function useDeviceTimeZone(): string {
  return useSyncExternalStore(subscribeToNothing, deviceTimeZone, () => "UTC");
}
