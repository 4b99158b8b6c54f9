export {
  createPrisma,
  databaseUrlOf,
  type Prisma,
  type QueryEvent,
  type CreatePrismaOptions,
} from './client.ts';
export { Prisma as PrismaNamespace } from '../generated/client/client.ts';
export type {
  Job,
  Place,
  User,
  JobType,
  ExperienceLevel,
  JobStatus,
  Test,
  Order,
  ProductType,
  CollaboratorCertificate,
  PortfolioPurchase,
  PortfolioPurchaseStatus,
  SellerPayout,
  Contract,
  ContractMilestone,
  ContractMilestoneFile,
  PortfolioPurchaseFile,
  MilestoneStatus,
  MilestoneAction,
} from '../generated/client/client.ts';
