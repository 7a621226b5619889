import { Prisma } from "@/lib/generated/prisma/client";

// Income arithmetic (001 §9): gross is yearly; net is 70 % of gross unless the member gives it; the monthly figures
// are a twelfth. Everything in cents, rounded half away from zero.

export const DEFAULT_INCOME_NAME = "Salary";
export const NET_SHARE_OF_GROSS = new Prisma.Decimal("0.7");

const cents = (value: Prisma.Decimal) => value.toDecimalPlaces(2, Prisma.Decimal.ROUND_HALF_UP);

export type IncomeFigures = {
  gross: Prisma.Decimal;
  net: Prisma.Decimal;
  grossMonthly: Prisma.Decimal;
  netMonthly: Prisma.Decimal;
};

export function deriveIncomeFigures({
  gross,
  net,
}: {
  gross: Prisma.Decimal | number | string;
  net?: Prisma.Decimal | number | string | null;
}): IncomeFigures {
  const yearlyGross = cents(new Prisma.Decimal(gross));
  const yearlyNet = cents(net == null ? yearlyGross.mul(NET_SHARE_OF_GROSS) : new Prisma.Decimal(net));
  return {
    gross: yearlyGross,
    net: yearlyNet,
    grossMonthly: cents(yearlyGross.div(12)),
    netMonthly: cents(yearlyNet.div(12)),
  };
}
