-- CreateEnum
CREATE TYPE "PlanPermission" AS ENUM ('OWNER', 'EDITOR', 'VIEWER');

-- CreateEnum
CREATE TYPE "PlanMemberStatus" AS ENUM ('ADDED', 'INVITED', 'VERIFIED', 'REMOVED');

-- CreateEnum
CREATE TYPE "FamilyRelationship" AS ENUM ('SPOUSE', 'CHILD');

-- CreateEnum
CREATE TYPE "MaritalStatus" AS ENUM ('SINGLE', 'MARRIED', 'CIVIL_UNION', 'DOMESTIC_PARTNERSHIP', 'DIVORCED', 'SEPARATED', 'WIDOWED');

-- CreateEnum
CREATE TYPE "OneTimeCodeChannel" AS ENUM ('SMS', 'VOICE');

-- CreateEnum
CREATE TYPE "OneTimeCodePurpose" AS ENUM ('LOGIN', 'ENABLE_2FA', 'CHANGE_PHONE', 'VERIFY_PHONE');

-- CreateEnum
CREATE TYPE "AuthTokenPurpose" AS ENUM ('RESET_PASSWORD', 'RECOVER_ACCOUNT', 'VERIFY_EMAIL', 'VERIFY_RECOVERY_EMAIL', 'VERIFY_PLAN_MEMBER');

-- CreateEnum
CREATE TYPE "IdempotencyStatus" AS ENUM ('PENDING', 'DONE');

-- CreateEnum
CREATE TYPE "OutboxChannel" AS ENUM ('EMAIL', 'SMS', 'VOICE');

-- CreateEnum
CREATE TYPE "AccountProvider" AS ENUM ('MANUAL', 'PLAID');

-- CreateEnum
CREATE TYPE "AssetType" AS ENUM ('CHECKING', 'SAVING', 'OTHER');

-- CreateEnum
CREATE TYPE "LoanKind" AS ENUM ('CAR', 'MORTGAGE', 'STUDENT', 'OTHER');

-- CreateEnum
CREATE TYPE "ExpenseVariation" AS ENUM ('FIXED', 'VARIABLE');

-- CreateEnum
CREATE TYPE "BudgetCategoryType" AS ENUM ('ESSENTIAL', 'DISCRETIONARY', 'SAVINGS', 'DEBT', 'INCOME');

-- CreateEnum
CREATE TYPE "GoalCompletenessBehavior" AS ENUM ('REACH_TARGET_VALUE', 'PAY_OFF_BALANCE', 'MANUAL');

-- CreateEnum
CREATE TYPE "NotificationType" AS ENUM ('EMAIL');

-- CreateEnum
CREATE TYPE "DeliveryPreference" AS ENUM ('DIGITAL', 'PHYSICAL');

-- CreateEnum
CREATE TYPE "EmploymentStatus" AS ENUM ('EMPLOYED', 'SELF_EMPLOYED', 'RETIRED', 'STUDENT', 'UNEMPLOYED');

-- CreateEnum
CREATE TYPE "MoneyRange" AS ENUM ('UNDER_25K', 'FROM_25K_TO_50K', 'FROM_50K_TO_100K', 'FROM_100K_TO_200K', 'FROM_200K_TO_300K', 'FROM_300K_TO_500K', 'FROM_500K_TO_1M', 'FROM_1M_TO_5M', 'OVER_5M');

-- CreateEnum
CREATE TYPE "InvestmentObjective" AS ENUM ('GROWTH', 'BALANCED', 'CAPITAL_APPRECIATION', 'CAPITAL_PRESERVATION', 'GROWTH_AND_INCOME', 'GROWTH_INCOME', 'INCOME', 'LONG_TERM_GROWTH_WITH_GREATER_RISK', 'LONG_TERM_GROWTH_WITH_SAFETY', 'MAXIMUM_GROWTH', 'SHORT_TERM_GROWTH_WITH_RISK', 'SPECULATION');

-- CreateEnum
CREATE TYPE "TaxFilingStatus" AS ENUM ('SINGLE', 'MARRIED_FILING_JOINTLY', 'MARRIED_FILING_SEPARATELY', 'HEAD_OF_HOUSEHOLD', 'QUALIFYING_WIDOW');

-- CreateEnum
CREATE TYPE "InvestingAccountType" AS ENUM ('INDIVIDUAL', 'TRADITIONAL_IRA', 'ROTH_IRA', 'ROLLOVER_IRA');

-- CreateEnum
CREATE TYPE "RegistrationType" AS ENUM ('INDIVIDUAL_REGISTRATION', 'TRADITIONAL_IRA_REGISTRATION', 'ROTH_IRA_REGISTRATION', 'ROLLOVER_IRA_REGISTRATION', 'EXTERNAL');

-- CreateEnum
CREATE TYPE "InvestingAccountState" AS ENUM ('PENDING', 'ACTIVE', 'ACTION_REQUIRED', 'SUSPENDED', 'REJECTED', 'CLOSED');

-- CreateEnum
CREATE TYPE "AgreementState" AS ENUM ('PENDING', 'AFFIRMED');

-- CreateEnum
CREATE TYPE "RolloverState" AS ENUM ('CREATED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED');

-- CreateEnum
CREATE TYPE "IdentityDocumentType" AS ENUM ('DRIVERS_LICENSE', 'STATE_ID_CARD', 'PASSPORT', 'MILITARY_ID', 'SOCIAL_SECURITY_DOCUMENT', 'IRS_ITIN_LETTER', 'BIRTH_CERTIFICATE', 'DEATH_CERTIFICATE', 'EMPLOYER_CONSENT_FORM_407_LETTER', 'MARRIAGE_CERTIFICATE', 'PROOF_OF_TAX_ID', 'THIRD_PARTY_CIP_RESULTS', 'LETTER3210');

-- CreateTable
CREATE TABLE "User" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "username" TEXT,
    "passwordHash" TEXT,
    "firstName" TEXT NOT NULL DEFAULT '',
    "lastName" TEXT NOT NULL DEFAULT '',
    "isEmailVerified" BOOLEAN NOT NULL DEFAULT false,
    "emailVerifiedAt" TIMESTAMP(3),
    "recoveryEmail" TEXT,
    "isRecoveryEmailVerified" BOOLEAN NOT NULL DEFAULT false,
    "phoneNumber" TEXT,
    "phoneNumberVerifiedAt" TIMESTAMP(3),
    "is2faEnabled" BOOLEAN NOT NULL DEFAULT false,
    "isStaff" BOOLEAN NOT NULL DEFAULT false,
    "isPlanSuccessManager" BOOLEAN NOT NULL DEFAULT false,
    "isAdvisor" BOOLEAN NOT NULL DEFAULT false,
    "isSingleSignOn" BOOLEAN NOT NULL DEFAULT false,
    "googleSubject" TEXT,
    "oktaSubject" TEXT,
    "googleAvatarUrl" TEXT,
    "deactivatedAt" TIMESTAMP(3),
    "lastOnboardingStep" INTEGER DEFAULT 1,
    "isSkipOnboarding" BOOLEAN NOT NULL DEFAULT false,
    "passwordChangedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Session" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "coachedUserId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "revokedAt" TIMESTAMP(3),
    "revokedReason" TEXT,
    "ipAddress" TEXT,
    "userAgent" TEXT,

    CONSTRAINT "Session_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RememberedDevice" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "lastUsedAt" TIMESTAMP(3),
    "revokedAt" TIMESTAMP(3),

    CONSTRAINT "RememberedDevice_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OneTimeCode" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "codeHash" TEXT NOT NULL,
    "channel" "OneTimeCodeChannel" NOT NULL,
    "phoneNumber" TEXT,
    "purpose" "OneTimeCodePurpose" NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "consumedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OneTimeCode_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PendingLogin" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "consumedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PendingLogin_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AuthToken" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "purpose" "AuthTokenPurpose" NOT NULL,
    "email" TEXT,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AuthToken_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AuditLog" (
    "id" TEXT NOT NULL,
    "actorUserId" TEXT,
    "subjectUserId" TEXT,
    "action" TEXT NOT NULL,
    "operation" TEXT,
    "metadata" JSONB,
    "ipAddress" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AuditLog_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "IdempotencyRecord" (
    "id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "scope" TEXT NOT NULL,
    "operationName" TEXT NOT NULL,
    "status" "IdempotencyStatus" NOT NULL DEFAULT 'PENDING',
    "responseBody" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "IdempotencyRecord_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RateLimitCounter" (
    "key" TEXT NOT NULL,
    "windowStart" TIMESTAMP(3) NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "RateLimitCounter_pkey" PRIMARY KEY ("key","windowStart")
);

-- CreateTable
CREATE TABLE "OutboxMessage" (
    "id" TEXT NOT NULL,
    "channel" "OutboxChannel" NOT NULL,
    "to" TEXT NOT NULL,
    "subject" TEXT,
    "text" TEXT NOT NULL,
    "html" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OutboxMessage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Customer" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "birthday" DATE,
    "kids" INTEGER,
    "gender" TEXT,
    "state" TEXT,
    "postalCode" TEXT,
    "maritalStatus" "MaritalStatus",
    "race" TEXT,
    "hfhs" INTEGER,
    "totalLiquidSavings" DECIMAL(14,2),
    "totalSavings" DECIMAL(14,2),
    "assetWorth" DECIMAL(14,2),
    "currentCreditScore" INTEGER,
    "netWorthIncrementSinceLastUpdate" DECIMAL(14,2),
    "totalSavingIncrementSinceLastUpdate" DECIMAL(14,2),
    "overviewUpdatedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Customer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FamilyMember" (
    "id" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "relationship" "FamilyRelationship" NOT NULL,
    "firstName" TEXT,
    "gender" TEXT,
    "birthday" DATE,
    "email" TEXT,
    "deletedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "FamilyMember_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Employment" (
    "id" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "employerPlanId" TEXT,
    "workProvidedEmail" TEXT NOT NULL,
    "isVerified" BOOLEAN NOT NULL DEFAULT false,
    "verifiedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Employment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EmployerPlan" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "pricingPlanId" TEXT NOT NULL,
    "isFinchSyncFailed" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EmployerPlan_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PlanAdmin" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "employerPlanId" TEXT NOT NULL,
    "permission" "PlanPermission" NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PlanAdmin_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PlanMember" (
    "id" TEXT NOT NULL,
    "employerPlanId" TEXT NOT NULL,
    "userId" TEXT,
    "workEmail" TEXT NOT NULL,
    "firstName" TEXT,
    "lastName" TEXT,
    "status" "PlanMemberStatus" NOT NULL DEFAULT 'ADDED',
    "invitedAt" TIMESTAMP(3),
    "verifiedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PlanMember_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AdvisorPlan" (
    "id" TEXT NOT NULL,
    "advisorUserId" TEXT NOT NULL,
    "employerPlanId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AdvisorPlan_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Income" (
    "id" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "name" TEXT NOT NULL DEFAULT 'Salary',
    "gross" DECIMAL(14,2) NOT NULL,
    "net" DECIMAL(14,2) NOT NULL,
    "grossMonthly" DECIMAL(14,2) NOT NULL,
    "netMonthly" DECIMAL(14,2) NOT NULL,
    "interval" INTEGER NOT NULL DEFAULT 3,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Income_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Expense" (
    "id" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "value" DECIMAL(14,2) NOT NULL,
    "interval" INTEGER NOT NULL DEFAULT 2,
    "category" TEXT NOT NULL,
    "variation" "ExpenseVariation" NOT NULL DEFAULT 'FIXED',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Expense_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CreditScore" (
    "id" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "name" TEXT NOT NULL DEFAULT 'Credit Score',
    "value" INTEGER NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CreditScore_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InstitutionItem" (
    "id" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "providerItemId" TEXT NOT NULL,
    "accessTokenEncrypted" TEXT NOT NULL,
    "institutionId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "isLatestSyncFailed" BOOLEAN NOT NULL DEFAULT false,
    "isLatestLiabilitiesSyncFailed" BOOLEAN NOT NULL DEFAULT false,
    "transactionsCursor" TEXT,
    "lastSyncedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "InstitutionItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Asset" (
    "id" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "institutionItemId" TEXT,
    "name" TEXT NOT NULL,
    "nickname" TEXT,
    "value" DECIMAL(14,2) NOT NULL,
    "liquid" BOOLEAN NOT NULL DEFAULT false,
    "assetType" "AssetType" NOT NULL DEFAULT 'OTHER',
    "type" TEXT,
    "subtype" TEXT,
    "mask" TEXT,
    "provider" "AccountProvider" NOT NULL DEFAULT 'MANUAL',
    "hasPlaidProcessorToken" BOOLEAN NOT NULL DEFAULT false,
    "associatedWithActiveTransfer" BOOLEAN NOT NULL DEFAULT false,
    "plaidAccountId" TEXT,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "deletedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Asset_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CreditCard" (
    "id" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "institutionItemId" TEXT,
    "name" TEXT NOT NULL,
    "nickname" TEXT,
    "value" DECIMAL(14,2) NOT NULL,
    "apr" DECIMAL(7,4),
    "cardLimit" DECIMAL(14,2),
    "interestPaidLastMonth" DECIMAL(14,2),
    "mask" TEXT,
    "provider" "AccountProvider" NOT NULL DEFAULT 'MANUAL',
    "plaidAccountId" TEXT,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "deletedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CreditCard_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Loan" (
    "id" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "institutionItemId" TEXT,
    "name" TEXT NOT NULL,
    "nickname" TEXT,
    "value" DECIMAL(14,2) NOT NULL,
    "lender" TEXT NOT NULL,
    "apr" DECIMAL(7,4),
    "kind" "LoanKind" NOT NULL DEFAULT 'OTHER',
    "loanAmount" DECIMAL(14,2),
    "paymentInterval" INTEGER NOT NULL DEFAULT 2,
    "mask" TEXT,
    "provider" "AccountProvider" NOT NULL DEFAULT 'MANUAL',
    "plaidAccountId" TEXT,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "deletedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Loan_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Transaction" (
    "id" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "assetId" TEXT,
    "creditCardId" TEXT,
    "loanId" TEXT,
    "budgetCategoryId" TEXT,
    "plaidTransactionId" TEXT,
    "amount" DECIMAL(14,2) NOT NULL,
    "isoCurrencyCode" TEXT NOT NULL DEFAULT 'USD',
    "date" DATE NOT NULL,
    "name" TEXT NOT NULL,
    "merchantName" TEXT,
    "category" TEXT,
    "pending" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Transaction_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BudgetCategory" (
    "id" TEXT NOT NULL,
    "customerId" TEXT,
    "name" TEXT NOT NULL,
    "color" TEXT NOT NULL,
    "categoryType" "BudgetCategoryType" NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BudgetCategory_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Budget" (
    "id" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "budgetCategoryId" TEXT NOT NULL,
    "financialGoalId" TEXT,
    "target" DECIMAL(14,2) NOT NULL,
    "monthYear" DATE NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "isCustom" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Budget_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FinancialGoal" (
    "id" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "budgetCategoryId" TEXT,
    "category" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "shortDescription" TEXT,
    "longDescription" TEXT,
    "targetDate" DATE,
    "startingValue" DECIMAL(14,2),
    "endValue" DECIMAL(14,2),
    "monthlyProgress" DECIMAL(14,2),
    "includeExistingBalance" BOOLEAN NOT NULL DEFAULT false,
    "completenessBehavior" "GoalCompletenessBehavior" NOT NULL DEFAULT 'REACH_TARGET_VALUE',
    "completableTemplateObjectId" TEXT,
    "completedAt" TIMESTAMP(3),
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "FinancialGoal_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GoalQuantifiable" (
    "id" TEXT NOT NULL,
    "financialGoalId" TEXT NOT NULL,
    "assetId" TEXT,
    "creditCardId" TEXT,
    "loanId" TEXT,
    "name" TEXT NOT NULL,
    "value" DECIMAL(14,2) NOT NULL,
    "institutionName" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GoalQuantifiable_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PriorityTemplate" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "imageUrl" TEXT NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "category" TEXT NOT NULL,
    "shortDescription" TEXT NOT NULL,
    "longDescription" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PriorityTemplate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Priority" (
    "id" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "priorityTemplateId" TEXT NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Priority_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "NetWorthHistory" (
    "id" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "value" DECIMAL(14,2) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "NetWorthHistory_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AssetWorthHistory" (
    "id" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "value" DECIMAL(14,2) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AssetWorthHistory_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LiabilityHistory" (
    "id" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "value" DECIMAL(14,2) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LiabilityHistory_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AccountBalanceHistory" (
    "id" TEXT NOT NULL,
    "assetId" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "value" DECIMAL(14,2) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AccountBalanceHistory_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CustomerFeedback" (
    "id" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "feedback" VARCHAR(1024),
    "netPromoterScore" INTEGER NOT NULL,
    "prompt" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CustomerFeedback_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "NotificationCategory" (
    "id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "isInvesting" BOOLEAN NOT NULL DEFAULT false,
    "isDefaultEmailEnabled" BOOLEAN NOT NULL DEFAULT true,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "NotificationCategory_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "NotificationTemplate" (
    "id" TEXT NOT NULL,
    "categoryId" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "canUserOptOut" BOOLEAN NOT NULL DEFAULT true,
    "isDefaultEmailEnabled" BOOLEAN NOT NULL DEFAULT true,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "NotificationTemplate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "NotificationSubcategory" (
    "id" TEXT NOT NULL,
    "categoryId" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "isDefaultEmailEnabled" BOOLEAN NOT NULL DEFAULT true,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "NotificationSubcategory_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "NotificationPreference" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "categoryId" TEXT,
    "templateId" TEXT,
    "subcategoryId" TEXT,
    "notificationType" "NotificationType" NOT NULL DEFAULT 'EMAIL',
    "isEmailEnabled" BOOLEAN NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "NotificationPreference_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UnsubscribeToken" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "UnsubscribeToken_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ModelPortfolio" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "minAmountRequired" DECIMAL(14,2) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ModelPortfolio_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InvestingAccount" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "accountId" TEXT,
    "accountNumber" TEXT,
    "registrationType" "RegistrationType" NOT NULL,
    "accountType" "InvestingAccountType",
    "nickname" TEXT,
    "title" TEXT,
    "subtype" TEXT,
    "state" "InvestingAccountState" NOT NULL DEFAULT 'PENDING',
    "createTime" TIMESTAMP(3),
    "modelPortfolioId" TEXT,
    "isMoneyInvested" BOOLEAN NOT NULL DEFAULT false,
    "activeRestrictions" TEXT[],
    "processingWithdrawal" BOOLEAN NOT NULL DEFAULT false,
    "isAccountClosing" BOOLEAN NOT NULL DEFAULT false,
    "isRollover" BOOLEAN NOT NULL DEFAULT false,
    "investmentProfile" JSONB,
    "disclosures" JSONB,
    "fundingAssetId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "InvestingAccount_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InvestingParty" (
    "id" TEXT NOT NULL,
    "investingAccountId" TEXT NOT NULL,
    "partyId" TEXT,
    "lnpId" TEXT,
    "emailAddress" TEXT,
    "phoneNumber" TEXT,
    "mailingAddress" JSONB,
    "prospectusDeliveryPreference" "DeliveryPreference" NOT NULL DEFAULT 'DIGITAL',
    "proxyDeliveryPreference" "DeliveryPreference" NOT NULL DEFAULT 'DIGITAL',
    "statementDeliveryPreference" "DeliveryPreference" NOT NULL DEFAULT 'DIGITAL',
    "taxDocumentDeliveryPreference" "DeliveryPreference" NOT NULL DEFAULT 'DIGITAL',
    "tradeConfirmationDeliveryPreference" "DeliveryPreference" NOT NULL DEFAULT 'DIGITAL',
    "givenName" TEXT NOT NULL,
    "familyName" TEXT NOT NULL,
    "birthDate" DATE,
    "personalAddress" JSONB,
    "employmentStatus" "EmploymentStatus",
    "occupation" TEXT,
    "employer" TEXT,
    "recentTaxFilingStatus" "TaxFilingStatus",
    "controlPersonCompanySymbols" TEXT,
    "finraAssociatedEntity" TEXT,
    "politicallyExposedImmediateFamilyNames" TEXT,
    "politicallyExposedOrganization" TEXT,
    "correspondentEmployee" BOOLEAN NOT NULL DEFAULT false,
    "taxIdType" TEXT NOT NULL DEFAULT 'SSN',
    "taxIdEncrypted" TEXT,
    "taxIdLastFour" VARCHAR(4),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "InvestingParty_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InterestedParty" (
    "id" TEXT NOT NULL,
    "investingAccountId" TEXT NOT NULL,
    "interestedPartyId" TEXT,
    "recipient" TEXT NOT NULL,
    "formattedAddress" TEXT,
    "addressLines" TEXT[],
    "locality" TEXT,
    "administrativeArea" TEXT,
    "regionCode" TEXT NOT NULL DEFAULT 'US',
    "postalCode" TEXT,
    "mailingAddressAptUnit" TEXT,
    "statementDeliveryPreference" "DeliveryPreference" NOT NULL DEFAULT 'DIGITAL',
    "tradeConfirmationDeliveryPreference" "DeliveryPreference" NOT NULL DEFAULT 'DIGITAL',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "InterestedParty_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TrustedContact" (
    "id" TEXT NOT NULL,
    "investingAccountId" TEXT NOT NULL,
    "givenName" TEXT NOT NULL,
    "familyName" TEXT NOT NULL,
    "emailAddress" TEXT,
    "phoneNumber" TEXT,
    "mailingAddress" JSONB,
    "mailingAddressAptUnit" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TrustedContact_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Agreement" (
    "id" TEXT NOT NULL,
    "investingAccountId" TEXT NOT NULL,
    "agreementId" TEXT NOT NULL,
    "uri" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "state" "AgreementState" NOT NULL DEFAULT 'PENDING',
    "affirmedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Agreement_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Rollover" (
    "id" TEXT NOT NULL,
    "investingAccountId" TEXT NOT NULL,
    "nickname" TEXT NOT NULL,
    "state" "RolloverState" NOT NULL DEFAULT 'CREATED',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Rollover_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "IdentityInvestigation" (
    "id" TEXT NOT NULL,
    "investingAccountId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "investigationRequestState" TEXT NOT NULL,
    "correspondentId" TEXT,
    "identityVerificationScope" TEXT[],
    "identityVerification" TEXT,
    "watchlistScreen" TEXT,
    "results" JSONB,
    "watchlistMatches" JSONB,
    "auditTrail" JSONB,
    "nameVerified" BOOLEAN NOT NULL DEFAULT false,
    "addressVerified" BOOLEAN NOT NULL DEFAULT false,
    "taxIdVerified" BOOLEAN NOT NULL DEFAULT false,
    "birthDateVerified" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "IdentityInvestigation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "IdentityDocument" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "investingAccountId" TEXT,
    "identityInvestigationId" TEXT,
    "documentType" "IdentityDocumentType" NOT NULL,
    "storageKey" TEXT NOT NULL,
    "mimeType" TEXT NOT NULL,
    "externalDocumentId" TEXT,
    "uploadedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "IdentityDocument_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RegistrationDraft" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "accountType" "InvestingAccountType" NOT NULL,
    "investingAccountId" TEXT,
    "stepName" TEXT,
    "data" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RegistrationDraft_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DemoRequest" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "workEmail" TEXT NOT NULL,
    "company" TEXT NOT NULL,
    "employeeCount" INTEGER,
    "preferredTime" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DemoRequest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PageView" (
    "id" TEXT NOT NULL,
    "userId" TEXT,
    "pageName" TEXT NOT NULL,
    "pageUrl" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PageView_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE UNIQUE INDEX "User_username_key" ON "User"("username");

-- CreateIndex
CREATE UNIQUE INDEX "User_googleSubject_key" ON "User"("googleSubject");

-- CreateIndex
CREATE UNIQUE INDEX "User_oktaSubject_key" ON "User"("oktaSubject");

-- CreateIndex
CREATE INDEX "Session_userId_idx" ON "Session"("userId");

-- CreateIndex
CREATE INDEX "Session_coachedUserId_idx" ON "Session"("coachedUserId");

-- CreateIndex
CREATE INDEX "Session_expiresAt_idx" ON "Session"("expiresAt");

-- CreateIndex
CREATE UNIQUE INDEX "RememberedDevice_tokenHash_key" ON "RememberedDevice"("tokenHash");

-- CreateIndex
CREATE INDEX "RememberedDevice_userId_idx" ON "RememberedDevice"("userId");

-- CreateIndex
CREATE INDEX "OneTimeCode_userId_purpose_createdAt_idx" ON "OneTimeCode"("userId", "purpose", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "PendingLogin_tokenHash_key" ON "PendingLogin"("tokenHash");

-- CreateIndex
CREATE INDEX "PendingLogin_userId_idx" ON "PendingLogin"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "AuthToken_tokenHash_key" ON "AuthToken"("tokenHash");

-- CreateIndex
CREATE INDEX "AuthToken_userId_purpose_idx" ON "AuthToken"("userId", "purpose");

-- CreateIndex
CREATE INDEX "AuditLog_actorUserId_idx" ON "AuditLog"("actorUserId");

-- CreateIndex
CREATE INDEX "AuditLog_subjectUserId_idx" ON "AuditLog"("subjectUserId");

-- CreateIndex
CREATE INDEX "AuditLog_createdAt_idx" ON "AuditLog"("createdAt");

-- CreateIndex
CREATE INDEX "IdempotencyRecord_expiresAt_idx" ON "IdempotencyRecord"("expiresAt");

-- CreateIndex
CREATE UNIQUE INDEX "IdempotencyRecord_scope_key_key" ON "IdempotencyRecord"("scope", "key");

-- CreateIndex
CREATE INDEX "RateLimitCounter_windowStart_idx" ON "RateLimitCounter"("windowStart");

-- CreateIndex
CREATE INDEX "OutboxMessage_createdAt_idx" ON "OutboxMessage"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Customer_userId_key" ON "Customer"("userId");

-- CreateIndex
CREATE INDEX "FamilyMember_customerId_idx" ON "FamilyMember"("customerId");

-- CreateIndex
CREATE INDEX "Employment_customerId_idx" ON "Employment"("customerId");

-- CreateIndex
CREATE INDEX "Employment_employerPlanId_idx" ON "Employment"("employerPlanId");

-- CreateIndex
CREATE INDEX "Employment_workProvidedEmail_idx" ON "Employment"("workProvidedEmail");

-- CreateIndex
CREATE UNIQUE INDEX "EmployerPlan_name_key" ON "EmployerPlan"("name");

-- CreateIndex
CREATE INDEX "PlanAdmin_employerPlanId_idx" ON "PlanAdmin"("employerPlanId");

-- CreateIndex
CREATE UNIQUE INDEX "PlanAdmin_userId_employerPlanId_key" ON "PlanAdmin"("userId", "employerPlanId");

-- CreateIndex
CREATE INDEX "PlanMember_workEmail_idx" ON "PlanMember"("workEmail");

-- CreateIndex
CREATE INDEX "PlanMember_userId_idx" ON "PlanMember"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "PlanMember_employerPlanId_workEmail_key" ON "PlanMember"("employerPlanId", "workEmail");

-- CreateIndex
CREATE INDEX "AdvisorPlan_employerPlanId_idx" ON "AdvisorPlan"("employerPlanId");

-- CreateIndex
CREATE UNIQUE INDEX "AdvisorPlan_advisorUserId_employerPlanId_key" ON "AdvisorPlan"("advisorUserId", "employerPlanId");

-- CreateIndex
CREATE UNIQUE INDEX "Income_customerId_name_key" ON "Income"("customerId", "name");

-- CreateIndex
CREATE UNIQUE INDEX "Expense_customerId_name_key" ON "Expense"("customerId", "name");

-- CreateIndex
CREATE INDEX "CreditScore_customerId_idx" ON "CreditScore"("customerId");

-- CreateIndex
CREATE UNIQUE INDEX "InstitutionItem_providerItemId_key" ON "InstitutionItem"("providerItemId");

-- CreateIndex
CREATE INDEX "InstitutionItem_customerId_institutionId_idx" ON "InstitutionItem"("customerId", "institutionId");

-- CreateIndex
CREATE INDEX "Asset_customerId_idx" ON "Asset"("customerId");

-- CreateIndex
CREATE INDEX "Asset_plaidAccountId_idx" ON "Asset"("plaidAccountId");

-- CreateIndex
CREATE UNIQUE INDEX "Asset_institutionItemId_plaidAccountId_key" ON "Asset"("institutionItemId", "plaidAccountId");

-- CreateIndex
CREATE INDEX "CreditCard_customerId_idx" ON "CreditCard"("customerId");

-- CreateIndex
CREATE INDEX "CreditCard_plaidAccountId_idx" ON "CreditCard"("plaidAccountId");

-- CreateIndex
CREATE UNIQUE INDEX "CreditCard_institutionItemId_plaidAccountId_key" ON "CreditCard"("institutionItemId", "plaidAccountId");

-- CreateIndex
CREATE INDEX "Loan_customerId_idx" ON "Loan"("customerId");

-- CreateIndex
CREATE INDEX "Loan_plaidAccountId_idx" ON "Loan"("plaidAccountId");

-- CreateIndex
CREATE UNIQUE INDEX "Loan_institutionItemId_plaidAccountId_key" ON "Loan"("institutionItemId", "plaidAccountId");

-- CreateIndex
CREATE UNIQUE INDEX "Transaction_plaidTransactionId_key" ON "Transaction"("plaidTransactionId");

-- CreateIndex
CREATE INDEX "Transaction_customerId_date_idx" ON "Transaction"("customerId", "date");

-- CreateIndex
CREATE INDEX "Transaction_assetId_idx" ON "Transaction"("assetId");

-- CreateIndex
CREATE INDEX "Transaction_creditCardId_idx" ON "Transaction"("creditCardId");

-- CreateIndex
CREATE INDEX "Transaction_loanId_idx" ON "Transaction"("loanId");

-- CreateIndex
CREATE INDEX "Transaction_budgetCategoryId_idx" ON "Transaction"("budgetCategoryId");

-- CreateIndex
CREATE INDEX "BudgetCategory_name_idx" ON "BudgetCategory"("name");

-- CreateIndex
CREATE UNIQUE INDEX "BudgetCategory_customerId_name_key" ON "BudgetCategory"("customerId", "name");

-- CreateIndex
CREATE INDEX "Budget_customerId_monthYear_idx" ON "Budget"("customerId", "monthYear");

-- CreateIndex
CREATE INDEX "Budget_budgetCategoryId_idx" ON "Budget"("budgetCategoryId");

-- CreateIndex
CREATE INDEX "Budget_financialGoalId_idx" ON "Budget"("financialGoalId");

-- CreateIndex
CREATE UNIQUE INDEX "Budget_customerId_budgetCategoryId_monthYear_key" ON "Budget"("customerId", "budgetCategoryId", "monthYear");

-- CreateIndex
CREATE INDEX "FinancialGoal_customerId_completedAt_idx" ON "FinancialGoal"("customerId", "completedAt");

-- CreateIndex
CREATE INDEX "FinancialGoal_budgetCategoryId_idx" ON "FinancialGoal"("budgetCategoryId");

-- CreateIndex
CREATE INDEX "GoalQuantifiable_financialGoalId_idx" ON "GoalQuantifiable"("financialGoalId");

-- CreateIndex
CREATE INDEX "GoalQuantifiable_assetId_idx" ON "GoalQuantifiable"("assetId");

-- CreateIndex
CREATE INDEX "GoalQuantifiable_creditCardId_idx" ON "GoalQuantifiable"("creditCardId");

-- CreateIndex
CREATE INDEX "GoalQuantifiable_loanId_idx" ON "GoalQuantifiable"("loanId");

-- CreateIndex
CREATE UNIQUE INDEX "PriorityTemplate_slug_key" ON "PriorityTemplate"("slug");

-- CreateIndex
CREATE INDEX "PriorityTemplate_sortOrder_idx" ON "PriorityTemplate"("sortOrder");

-- CreateIndex
CREATE INDEX "Priority_priorityTemplateId_idx" ON "Priority"("priorityTemplateId");

-- CreateIndex
CREATE UNIQUE INDEX "Priority_customerId_priorityTemplateId_key" ON "Priority"("customerId", "priorityTemplateId");

-- CreateIndex
CREATE UNIQUE INDEX "NetWorthHistory_customerId_date_key" ON "NetWorthHistory"("customerId", "date");

-- CreateIndex
CREATE UNIQUE INDEX "AssetWorthHistory_customerId_date_key" ON "AssetWorthHistory"("customerId", "date");

-- CreateIndex
CREATE UNIQUE INDEX "LiabilityHistory_customerId_date_key" ON "LiabilityHistory"("customerId", "date");

-- CreateIndex
CREATE UNIQUE INDEX "AccountBalanceHistory_assetId_date_key" ON "AccountBalanceHistory"("assetId", "date");

-- CreateIndex
CREATE INDEX "CustomerFeedback_customerId_idx" ON "CustomerFeedback"("customerId");

-- CreateIndex
CREATE INDEX "CustomerFeedback_createdAt_idx" ON "CustomerFeedback"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "NotificationCategory_slug_key" ON "NotificationCategory"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "NotificationTemplate_slug_key" ON "NotificationTemplate"("slug");

-- CreateIndex
CREATE INDEX "NotificationTemplate_categoryId_idx" ON "NotificationTemplate"("categoryId");

-- CreateIndex
CREATE UNIQUE INDEX "NotificationSubcategory_slug_key" ON "NotificationSubcategory"("slug");

-- CreateIndex
CREATE INDEX "NotificationSubcategory_categoryId_idx" ON "NotificationSubcategory"("categoryId");

-- CreateIndex
CREATE INDEX "NotificationPreference_categoryId_idx" ON "NotificationPreference"("categoryId");

-- CreateIndex
CREATE INDEX "NotificationPreference_templateId_idx" ON "NotificationPreference"("templateId");

-- CreateIndex
CREATE INDEX "NotificationPreference_subcategoryId_idx" ON "NotificationPreference"("subcategoryId");

-- CreateIndex
CREATE UNIQUE INDEX "NotificationPreference_userId_categoryId_notificationType_key" ON "NotificationPreference"("userId", "categoryId", "notificationType");

-- CreateIndex
CREATE UNIQUE INDEX "NotificationPreference_userId_templateId_notificationType_key" ON "NotificationPreference"("userId", "templateId", "notificationType");

-- CreateIndex
CREATE UNIQUE INDEX "NotificationPreference_userId_subcategoryId_notificationTyp_key" ON "NotificationPreference"("userId", "subcategoryId", "notificationType");

-- CreateIndex
CREATE UNIQUE INDEX "UnsubscribeToken_tokenHash_key" ON "UnsubscribeToken"("tokenHash");

-- CreateIndex
CREATE INDEX "UnsubscribeToken_userId_idx" ON "UnsubscribeToken"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "ModelPortfolio_name_key" ON "ModelPortfolio"("name");

-- CreateIndex
CREATE UNIQUE INDEX "InvestingAccount_accountId_key" ON "InvestingAccount"("accountId");

-- CreateIndex
CREATE INDEX "InvestingAccount_userId_idx" ON "InvestingAccount"("userId");

-- CreateIndex
CREATE INDEX "InvestingAccount_modelPortfolioId_idx" ON "InvestingAccount"("modelPortfolioId");

-- CreateIndex
CREATE INDEX "InvestingAccount_fundingAssetId_idx" ON "InvestingAccount"("fundingAssetId");

-- CreateIndex
CREATE UNIQUE INDEX "InvestingParty_partyId_key" ON "InvestingParty"("partyId");

-- CreateIndex
CREATE INDEX "InvestingParty_investingAccountId_idx" ON "InvestingParty"("investingAccountId");

-- CreateIndex
CREATE INDEX "InvestingParty_lnpId_idx" ON "InvestingParty"("lnpId");

-- CreateIndex
CREATE UNIQUE INDEX "InterestedParty_interestedPartyId_key" ON "InterestedParty"("interestedPartyId");

-- CreateIndex
CREATE INDEX "InterestedParty_investingAccountId_idx" ON "InterestedParty"("investingAccountId");

-- CreateIndex
CREATE INDEX "TrustedContact_investingAccountId_idx" ON "TrustedContact"("investingAccountId");

-- CreateIndex
CREATE UNIQUE INDEX "Agreement_investingAccountId_agreementId_key" ON "Agreement"("investingAccountId", "agreementId");

-- CreateIndex
CREATE INDEX "Rollover_investingAccountId_idx" ON "Rollover"("investingAccountId");

-- CreateIndex
CREATE UNIQUE INDEX "IdentityInvestigation_name_key" ON "IdentityInvestigation"("name");

-- CreateIndex
CREATE INDEX "IdentityInvestigation_investingAccountId_idx" ON "IdentityInvestigation"("investingAccountId");

-- CreateIndex
CREATE UNIQUE INDEX "IdentityDocument_storageKey_key" ON "IdentityDocument"("storageKey");

-- CreateIndex
CREATE UNIQUE INDEX "IdentityDocument_externalDocumentId_key" ON "IdentityDocument"("externalDocumentId");

-- CreateIndex
CREATE INDEX "IdentityDocument_userId_idx" ON "IdentityDocument"("userId");

-- CreateIndex
CREATE INDEX "IdentityDocument_investingAccountId_idx" ON "IdentityDocument"("investingAccountId");

-- CreateIndex
CREATE INDEX "IdentityDocument_identityInvestigationId_idx" ON "IdentityDocument"("identityInvestigationId");

-- CreateIndex
CREATE INDEX "RegistrationDraft_investingAccountId_idx" ON "RegistrationDraft"("investingAccountId");

-- CreateIndex
CREATE UNIQUE INDEX "RegistrationDraft_userId_accountType_key" ON "RegistrationDraft"("userId", "accountType");

-- CreateIndex
CREATE INDEX "DemoRequest_createdAt_idx" ON "DemoRequest"("createdAt");

-- CreateIndex
CREATE INDEX "PageView_userId_idx" ON "PageView"("userId");

-- CreateIndex
CREATE INDEX "PageView_createdAt_idx" ON "PageView"("createdAt");

-- AddForeignKey
ALTER TABLE "Session" ADD CONSTRAINT "Session_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Session" ADD CONSTRAINT "Session_coachedUserId_fkey" FOREIGN KEY ("coachedUserId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RememberedDevice" ADD CONSTRAINT "RememberedDevice_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OneTimeCode" ADD CONSTRAINT "OneTimeCode_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PendingLogin" ADD CONSTRAINT "PendingLogin_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuthToken" ADD CONSTRAINT "AuthToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuditLog" ADD CONSTRAINT "AuditLog_actorUserId_fkey" FOREIGN KEY ("actorUserId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuditLog" ADD CONSTRAINT "AuditLog_subjectUserId_fkey" FOREIGN KEY ("subjectUserId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Customer" ADD CONSTRAINT "Customer_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FamilyMember" ADD CONSTRAINT "FamilyMember_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Employment" ADD CONSTRAINT "Employment_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Employment" ADD CONSTRAINT "Employment_employerPlanId_fkey" FOREIGN KEY ("employerPlanId") REFERENCES "EmployerPlan"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PlanAdmin" ADD CONSTRAINT "PlanAdmin_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PlanAdmin" ADD CONSTRAINT "PlanAdmin_employerPlanId_fkey" FOREIGN KEY ("employerPlanId") REFERENCES "EmployerPlan"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PlanMember" ADD CONSTRAINT "PlanMember_employerPlanId_fkey" FOREIGN KEY ("employerPlanId") REFERENCES "EmployerPlan"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PlanMember" ADD CONSTRAINT "PlanMember_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AdvisorPlan" ADD CONSTRAINT "AdvisorPlan_advisorUserId_fkey" FOREIGN KEY ("advisorUserId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AdvisorPlan" ADD CONSTRAINT "AdvisorPlan_employerPlanId_fkey" FOREIGN KEY ("employerPlanId") REFERENCES "EmployerPlan"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Income" ADD CONSTRAINT "Income_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Expense" ADD CONSTRAINT "Expense_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CreditScore" ADD CONSTRAINT "CreditScore_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InstitutionItem" ADD CONSTRAINT "InstitutionItem_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Asset" ADD CONSTRAINT "Asset_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Asset" ADD CONSTRAINT "Asset_institutionItemId_fkey" FOREIGN KEY ("institutionItemId") REFERENCES "InstitutionItem"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CreditCard" ADD CONSTRAINT "CreditCard_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CreditCard" ADD CONSTRAINT "CreditCard_institutionItemId_fkey" FOREIGN KEY ("institutionItemId") REFERENCES "InstitutionItem"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Loan" ADD CONSTRAINT "Loan_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Loan" ADD CONSTRAINT "Loan_institutionItemId_fkey" FOREIGN KEY ("institutionItemId") REFERENCES "InstitutionItem"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Transaction" ADD CONSTRAINT "Transaction_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Transaction" ADD CONSTRAINT "Transaction_assetId_fkey" FOREIGN KEY ("assetId") REFERENCES "Asset"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Transaction" ADD CONSTRAINT "Transaction_creditCardId_fkey" FOREIGN KEY ("creditCardId") REFERENCES "CreditCard"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Transaction" ADD CONSTRAINT "Transaction_loanId_fkey" FOREIGN KEY ("loanId") REFERENCES "Loan"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Transaction" ADD CONSTRAINT "Transaction_budgetCategoryId_fkey" FOREIGN KEY ("budgetCategoryId") REFERENCES "BudgetCategory"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BudgetCategory" ADD CONSTRAINT "BudgetCategory_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Budget" ADD CONSTRAINT "Budget_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Budget" ADD CONSTRAINT "Budget_budgetCategoryId_fkey" FOREIGN KEY ("budgetCategoryId") REFERENCES "BudgetCategory"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Budget" ADD CONSTRAINT "Budget_financialGoalId_fkey" FOREIGN KEY ("financialGoalId") REFERENCES "FinancialGoal"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FinancialGoal" ADD CONSTRAINT "FinancialGoal_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FinancialGoal" ADD CONSTRAINT "FinancialGoal_budgetCategoryId_fkey" FOREIGN KEY ("budgetCategoryId") REFERENCES "BudgetCategory"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GoalQuantifiable" ADD CONSTRAINT "GoalQuantifiable_financialGoalId_fkey" FOREIGN KEY ("financialGoalId") REFERENCES "FinancialGoal"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GoalQuantifiable" ADD CONSTRAINT "GoalQuantifiable_assetId_fkey" FOREIGN KEY ("assetId") REFERENCES "Asset"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GoalQuantifiable" ADD CONSTRAINT "GoalQuantifiable_creditCardId_fkey" FOREIGN KEY ("creditCardId") REFERENCES "CreditCard"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GoalQuantifiable" ADD CONSTRAINT "GoalQuantifiable_loanId_fkey" FOREIGN KEY ("loanId") REFERENCES "Loan"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Priority" ADD CONSTRAINT "Priority_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Priority" ADD CONSTRAINT "Priority_priorityTemplateId_fkey" FOREIGN KEY ("priorityTemplateId") REFERENCES "PriorityTemplate"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NetWorthHistory" ADD CONSTRAINT "NetWorthHistory_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AssetWorthHistory" ADD CONSTRAINT "AssetWorthHistory_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LiabilityHistory" ADD CONSTRAINT "LiabilityHistory_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AccountBalanceHistory" ADD CONSTRAINT "AccountBalanceHistory_assetId_fkey" FOREIGN KEY ("assetId") REFERENCES "Asset"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CustomerFeedback" ADD CONSTRAINT "CustomerFeedback_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NotificationTemplate" ADD CONSTRAINT "NotificationTemplate_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "NotificationCategory"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NotificationSubcategory" ADD CONSTRAINT "NotificationSubcategory_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "NotificationCategory"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NotificationPreference" ADD CONSTRAINT "NotificationPreference_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NotificationPreference" ADD CONSTRAINT "NotificationPreference_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "NotificationCategory"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NotificationPreference" ADD CONSTRAINT "NotificationPreference_templateId_fkey" FOREIGN KEY ("templateId") REFERENCES "NotificationTemplate"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NotificationPreference" ADD CONSTRAINT "NotificationPreference_subcategoryId_fkey" FOREIGN KEY ("subcategoryId") REFERENCES "NotificationSubcategory"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UnsubscribeToken" ADD CONSTRAINT "UnsubscribeToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InvestingAccount" ADD CONSTRAINT "InvestingAccount_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InvestingAccount" ADD CONSTRAINT "InvestingAccount_modelPortfolioId_fkey" FOREIGN KEY ("modelPortfolioId") REFERENCES "ModelPortfolio"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InvestingAccount" ADD CONSTRAINT "InvestingAccount_fundingAssetId_fkey" FOREIGN KEY ("fundingAssetId") REFERENCES "Asset"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InvestingParty" ADD CONSTRAINT "InvestingParty_investingAccountId_fkey" FOREIGN KEY ("investingAccountId") REFERENCES "InvestingAccount"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InterestedParty" ADD CONSTRAINT "InterestedParty_investingAccountId_fkey" FOREIGN KEY ("investingAccountId") REFERENCES "InvestingAccount"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TrustedContact" ADD CONSTRAINT "TrustedContact_investingAccountId_fkey" FOREIGN KEY ("investingAccountId") REFERENCES "InvestingAccount"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Agreement" ADD CONSTRAINT "Agreement_investingAccountId_fkey" FOREIGN KEY ("investingAccountId") REFERENCES "InvestingAccount"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Rollover" ADD CONSTRAINT "Rollover_investingAccountId_fkey" FOREIGN KEY ("investingAccountId") REFERENCES "InvestingAccount"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "IdentityInvestigation" ADD CONSTRAINT "IdentityInvestigation_investingAccountId_fkey" FOREIGN KEY ("investingAccountId") REFERENCES "InvestingAccount"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "IdentityDocument" ADD CONSTRAINT "IdentityDocument_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "IdentityDocument" ADD CONSTRAINT "IdentityDocument_investingAccountId_fkey" FOREIGN KEY ("investingAccountId") REFERENCES "InvestingAccount"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "IdentityDocument" ADD CONSTRAINT "IdentityDocument_identityInvestigationId_fkey" FOREIGN KEY ("identityInvestigationId") REFERENCES "IdentityInvestigation"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RegistrationDraft" ADD CONSTRAINT "RegistrationDraft_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RegistrationDraft" ADD CONSTRAINT "RegistrationDraft_investingAccountId_fkey" FOREIGN KEY ("investingAccountId") REFERENCES "InvestingAccount"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PageView" ADD CONSTRAINT "PageView_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
