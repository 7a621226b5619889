-- AlterEnum
ALTER TYPE "OneTimeCodeChannel" ADD VALUE 'EMAIL';

-- AlterEnum
ALTER TYPE "OneTimeCodePurpose" ADD VALUE 'DELETE_ACCOUNT';

