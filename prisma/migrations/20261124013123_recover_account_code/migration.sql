-- AlterEnum
ALTER TYPE "OneTimeCodePurpose" ADD VALUE 'RECOVER_ACCOUNT';
