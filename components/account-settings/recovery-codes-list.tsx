"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";

/**
 * Ten recovery codes, shown once: to copy, download as a text file or write down. 'Done' is the only way on, so
 * the member sees that these will not be shown again.
 */
export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { toast } = useToast();
  const [downloaded, setDownloaded] = useState(false);
  const asText = codes.join("\n");

  async function copy() {
    try {
      await navigator.clipboard.writeText(asText);
      toast({ message: "Recovery codes copied", theme: "success" });
    } catch {
      toast({ message: "Your browser did not allow copying. Please download or write the codes down.", theme: "error" });
    }
  }

  function download() {
    const file = new Blob([`Recovery codes (each works once)\n\n${asText}\n`], { type: "text/plain" });
    const link = document.createElement("a");
    link.href = URL.createObjectURL(file);
    link.download = "recovery-codes.txt";
    link.click();
    URL.revokeObjectURL(link.href);
    setDownloaded(true);
  }

  return (
    <div className="grid gap-5">
      <p className="text-sm text-muted">
        If you lose your phone, each of these codes gets you past two-step verification once. Keep them somewhere safe,
        like a password manager. <strong className="text-ink">They will not be shown again.</strong>
      </p>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-x-6 gap-y-2 rounded-md border border-border bg-canvas p-4 font-mono text-base text-ink"
      >
        {codes.map((code) => (
          <li key={code} className="whitespace-nowrap">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="secondary" onClick={() => void copy()}>
          Copy codes
        </Button>
        <Button type="button" variant="secondary" onClick={download}>
          {downloaded ? "Downloaded" : "Download"}
        </Button>
      </div>
      <div className="flex justify-end">
        <Button type="button" onClick={onDone}>
          I have saved my codes
        </Button>
      </div>
    </div>
  );
}
