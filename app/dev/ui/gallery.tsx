"use client";

import { useRef, useState, type ReactNode } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { AmountInput } from "@/components/ui/amount-input";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { CodeInput, type CodeInputHandle } from "@/components/ui/code-input";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { CrashFallback } from "@/components/ui/crash-fallback";
import { DateInput } from "@/components/ui/date-input";
import { Dialog, DialogClose } from "@/components/ui/dialog";
import { ErrorModal } from "@/components/ui/error-modal";
import { FormField } from "@/components/ui/form-field";
import { Menu, MenuButtonItem, MenuContent, MenuInputSlot, MenuLabel, MenuLinkItem, MenuSeparator, MenuTrigger } from "@/components/ui/menu";
import { PercentInput } from "@/components/ui/percent-input";
import { PhoneInput } from "@/components/ui/phone-input";
import { ScoreInput } from "@/components/ui/score-input";
import { Select } from "@/components/ui/select";
import { SessionExpiredModal } from "@/components/ui/session-expired-modal";
import { SsnInput } from "@/components/ui/ssn-input";
import { TextInput } from "@/components/ui/text-input";
import { ToastProvider, useToast } from "@/components/ui/toast";
import { UnsavedChangesGuard } from "@/components/ui/unsaved-changes-guard";
import { WizardFrame } from "@/components/ui/wizard-frame";

/** The interactive half of the /dev/ui gallery. */
export function Gallery() {
  return (
    <ToastProvider>
      <MenuDemo />
      <FieldsDemo />
      <MaskedDemo />
      <CodeDemo />
      <DialogsDemo />
      <ToastDemo />
      <WizardDemo />
      <CrashDemo />
    </ToastProvider>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4">
      <h2 className="border-b border-border pb-2 text-xl font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}

function MenuDemo() {
  const { toast } = useToast();
  const [email, setEmail] = useState("");
  return (
    <Section title="Menu">
      <div>
        <Menu>
          <MenuTrigger className="border border-border">Jane Doe ▾</MenuTrigger>
          <MenuContent>
            <MenuLabel>Acme Corp plan</MenuLabel>
            <MenuLinkItem href="/dev/ui">My Profile</MenuLinkItem>
            <MenuLinkItem href="/dev/ui">Update Account</MenuLinkItem>
            <MenuLinkItem href="mailto:someone@example.com" external>
              Report a Bug
            </MenuLinkItem>
            <MenuSeparator />
            <MenuInputSlot>
              <FormField label="Coach Mode email">
                <TextInput type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
              </FormField>
            </MenuInputSlot>
            <MenuSeparator />
            <MenuButtonItem onSelect={() => toast({ message: "Signed out (demo)" })}>Sign Out</MenuButtonItem>
            <MenuButtonItem disabled>Disabled item</MenuButtonItem>
          </MenuContent>
        </Menu>
      </div>
    </Section>
  );
}

type FieldsForm = { email: string; status: string; remember: boolean };

function FieldsDemo() {
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
  } = useForm<FieldsForm>({ defaultValues: { email: "", status: "", remember: false } });
  const { toast } = useToast();
  return (
    <Section title="Form fields (react-hook-form register) and unsaved-changes guard">
      <form
        noValidate
        onSubmit={handleSubmit(() => toast({ theme: "success", message: "Saved" }))}
        className="grid max-w-md gap-4"
      >
        <FormField label="Recovery email" hint="Used if you lose access to your main email." error={errors.email?.message} required>
          <TextInput
            type="email"
            autoComplete="email"
            {...register("email", {
              required: "Email is required",
              pattern: { value: /.+@.+\..+/, message: "Please enter a valid email" },
            })}
          />
        </FormField>
        <FormField label="Marital Status">
          <Select placeholder="Select…" {...register("status")}>
            <option value="single">Single</option>
            <option value="married">Married</option>
            <option value="civil-union">Civil union</option>
          </Select>
        </FormField>
        <Checkbox label="Remember this device for 30 days" {...register("remember")} />
        <FormField label="Disabled field">
          <TextInput disabled defaultValue="Cannot change" />
        </FormField>
        <p className="text-sm text-muted">
          Change a field, then follow <a className="text-brand-700 underline" href="/dev/ui?other">this in-app link</a> to see the
          guard.
        </p>
        <div>
          <Button type="submit">Submit</Button>
        </div>
        <UnsavedChangesGuard isDirty={isDirty} />
      </form>
    </Section>
  );
}

type MaskedForm = { amount: string; percent: string; score: string; date: string; phone: string; ssn: string };

function MaskedDemo() {
  const { control } = useForm<MaskedForm>({
    defaultValues: { amount: "800", percent: "", score: "", date: "", phone: "", ssn: "" },
  });
  const values = useWatch({ control });
  const field = (name: keyof MaskedForm, label: string, render: (props: { value: string; onChange: (v: string) => void; onBlur: () => void; name: string }) => ReactNode) => (
    <Controller
      name={name}
      control={control}
      render={({ field: { value, onChange, onBlur, name: fieldName } }) => (
        <FormField label={label} hint={`Form value: "${value}"`}>
          {render({ value, onChange, onBlur, name: fieldName })}
        </FormField>
      )}
    />
  );
  return (
    <Section title="Masked inputs (react-hook-form Controller, unmasked values)">
      <div className="grid gap-4 sm:grid-cols-2">
        {field("amount", "Monthly Rent/Mortgage", (p) => <AmountInput placeholder="$800" {...p} />)}
        {field("percent", "Interest rate", (p) => <PercentInput {...p} />)}
        {field("score", "Credit Score", (p) => <ScoreInput {...p} />)}
        {field("date", "Birth date", (p) => <DateInput {...p} />)}
        {field("phone", "Phone number", (p) => <PhoneInput {...p} />)}
        {field("ssn", "Social Security number", (p) => <SsnInput {...p} />)}
      </div>
      <pre className="overflow-x-auto rounded-md bg-canvas p-3 text-sm">{JSON.stringify(values, null, 2)}</pre>
    </Section>
  );
}

function CodeDemo() {
  const ref = useRef<CodeInputHandle>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  return (
    <Section title="Code input">
      <h3 id="code-title" className="font-semibold">
        Enter the code we sent you
      </h3>
      <CodeInput
        ref={ref}
        labelledBy="code-title"
        onChange={(next) => {
          setCode(next);
          setError(undefined);
        }}
        onComplete={(done) => {
          if (done !== "123456") {
            setError("Invalid code entered");
            ref.current?.clear();
          }
        }}
        error={error}
      />
      <p className="text-sm text-muted">Typed: “{code}”. Any code but 123456 fails and clears the boxes.</p>
    </Section>
  );
}

function DialogsDemo() {
  const { toast } = useToast();
  const [plain, setPlain] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const [exit, setExit] = useState(false);
  const [errorOpen, setErrorOpen] = useState(false);
  const [expired, setExpired] = useState(false);
  return (
    <Section title="Dialogs">
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => setPlain(true)}>
          Dialog
        </Button>
        <Button variant="secondary" onClick={() => setConfirm(true)}>
          Confirm dialog
        </Button>
        <Button variant="secondary" onClick={() => setExit(true)}>
          Onboarding exit dialog
        </Button>
        <Button variant="secondary" onClick={() => setErrorOpen(true)}>
          Error modal
        </Button>
        <Button variant="secondary" onClick={() => setExpired(true)}>
          Session expired modal
        </Button>
      </div>
      <Dialog
        open={plain}
        onOpenChange={setPlain}
        title="Add account manually"
        description="Pick the kind of account to add."
        footer={
          <DialogClose>
            <Button>Done</Button>
          </DialogClose>
        }
      >
        <FormField label="Account name">
          <TextInput />
        </FormField>
      </Dialog>
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        onConfirm={() => {
          setConfirm(false);
          toast({ message: "Confirmed" });
        }}
      />
      <ConfirmDialog
        open={exit}
        onOpenChange={setExit}
        title="Are you sure you want to exit set-up?"
        text="The less information you enter, the less we can help you. You won’t get the full power of our tailored data and insights until you complete."
        confirmLabel="Skip for now"
        onConfirm={() => setExit(false)}
      />
      <ErrorModal open={errorOpen} onOpenChange={setErrorOpen} onReload={() => setErrorOpen(false)} />
      <SessionExpiredModal
        open={expired}
        onLogOut={() => {
          setExpired(false);
          toast({ theme: "info", message: "Logged out (demo)" });
        }}
        onDismiss={() => setExpired(false)}
      />
    </Section>
  );
}

function ToastDemo() {
  const { toast } = useToast();
  return (
    <Section title="Toasts (bottom-left)">
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => toast({ theme: "success", message: "Code resent successfully" })}>
          Success
        </Button>
        <Button
          variant="secondary"
          onClick={() => toast({ theme: "error", message: "There was an error updating your information." })}
        >
          Error
        </Button>
        <Button variant="secondary" onClick={() => toast({ message: "You are now viewing sue@example.com", seconds: 8 })}>
          Info, 8 seconds
        </Button>
      </div>
    </Section>
  );
}

function WizardDemo() {
  const [step, setStep] = useState(1);
  const [saving, setSaving] = useState(false);
  return (
    <Section title="Wizard frame">
      <div className="rounded-xl border border-border bg-surface p-6">
        <WizardFrame
          titleAs="h2"
          step={step}
          totalSteps={6}
          title={["Set a recovery email", "Personal Information", "What are your top priorities?", "What's your current situation?", "What's your financial status?", "What are your accounts?"][step - 1]}
          description={step === 1 ? "It guards against losing access to your main email." : undefined}
          hideBack={step === 1}
          onBack={() => setStep((s) => Math.max(1, s - 1))}
          onNext={() => {
            setSaving(true);
            setTimeout(() => {
              setSaving(false);
              setStep((s) => Math.min(6, s + 1));
            }, 600);
          }}
          nextLoading={saving}
          nextDisabled={step === 6}
          onExit={() => setStep(1)}
        >
          <p className="text-muted">Step content goes here.</p>
        </WizardFrame>
      </div>
    </Section>
  );
}

function CrashDemo() {
  const chunk = new Error("Loading chunk 42 failed.");
  chunk.name = "ChunkLoadError";
  return (
    <Section title="Crash fallback (app/error.tsx)">
      <div className="grid gap-4 md:grid-cols-2">
        <CrashFallback error={new Error("Render failed")} autoFocus={false} />
        <CrashFallback error={chunk} autoFocus={false} />
      </div>
    </Section>
  );
}
