import { readFileSync } from 'node:fs';
import { createTestDatabase, type TestDatabase } from '@platform/db/testing';
import { schemaPath } from '@platform/schema/files';
import { createSession } from '@platform/subgraph-accounts/testing';
import { testPdf } from '@platform/subgraph-kit/testing/documents';
import { testImage } from '@platform/subgraph-kit/testing/images';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { buildSchema, isObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { createRateLimits } from '@platform/subgraph-kit/rate-limits';
import { startTestApp, type RunningApp } from './test-helpers.ts';

/**
 * The authorization matrix: who may run each mutation and read each restricted field, checked through the
 * gateway for every role. A new mutation, type or field fails the completeness tests until it is placed here.
 */
const roles = ['visitor', 'user', 'jobSeeker', 'employer', 'collaborator', 'admin'] as const;
type RoleName = (typeof roles)[number];

const everyone = new Set<RoleName>(roles);
const signedIn = new Set<RoleName>(['user', 'jobSeeker', 'employer', 'collaborator', 'admin']);
const registered = new Set<RoleName>(['jobSeeker', 'employer', 'collaborator', 'admin']);
const only = (...r: RoleName[]) => new Set<RoleName>(r);

interface MutationCase {
  allowed: Set<RoleName>;
  query: string;
  variables?: (ids: { self: string; other: string }) => Record<string, unknown>;
}

/** A session token of the right shape that names no session. */
const absentToken = 'A'.repeat(43);
const text = (value: string) => ({ fa: value, en: value, az: value });
/** Test settings the rules refuse (an empty title): the call is allowed, its input is not. */
const badTestSettings = {
  slug: 'matrix-test-new',
  type: 'LOGICAL_REASONING',
  status: 'DRAFT',
  title: text(''),
  summary: text('s'),
  description: text('d'),
  categories: [{ key: 'c', name: text('C'), advice: text('A') }],
  questionsCount: 1,
  durationMinutes: 1,
  passingScore: 50,
  originalPriceRials: 0,
  priceRials: 0,
  reportDelayHours: 24,
  cooldownHours: 0,
};

const mutations: Record<string, MutationCase> = {
  signInWithGoogle: {
    allowed: everyone,
    query: 'mutation { signInWithGoogle(input: { credential: "x" }) { __typename } }',
  },
  devSignIn: {
    allowed: everyone,
    query: 'mutation { devSignIn(input: { account: "job-seeker" }) { __typename } }',
  },
  completeRegistration: {
    allowed: signedIn,
    query:
      'mutation { completeRegistration(input: { fullName: "Test Person", termsVersion: 1 }) { __typename } }',
  },
  updateProfile: {
    allowed: registered,
    query:
      'mutation { updateProfile(input: { preferredLanguage: "en", avatarUpload: null }) { __typename } }',
  },
  acceptTerms: {
    allowed: registered,
    query: 'mutation { acceptTerms(input: { version: 1 }) { __typename } }',
  },
  signOut: { allowed: signedIn, query: 'mutation { signOut }' },
  revokeSession: {
    allowed: signedIn,
    query: 'mutation ($id: ID!) { revokeSession(id: $id) { __typename } }',
    variables: () => ({ id: encodeGlobalID('Session', '00000000-0000-7000-8000-000000000000') }),
  },
  // Partners: registered admins, and registered employers with a company (the matrix's employer has one).
  createApiKey: {
    allowed: only('employer', 'admin'),
    query: 'mutation { createApiKey(input: { name: "Matrix feed" }) { __typename } }',
  },
  revokeApiKey: {
    allowed: only('employer', 'admin'),
    query: 'mutation ($id: ID!) { revokeApiKey(id: $id) { __typename } }',
    variables: () => ({ id: encodeGlobalID('ApiKey', '00000000-0000-7000-8000-000000000000') }),
  },
  updateCompany: {
    allowed: only('employer'),
    query: 'mutation { updateCompany(input: { name: "Matrix Co", logoUpload: null }) { __typename } }',
  },
  createJob: {
    allowed: only('employer'),
    query:
      'mutation { createJob(input: { language: "en", title: "", companyName: "", placeId: "remote", type: REMOTE, experienceLevel: MID, description: "" }) { __typename } }',
  },
  updateJob: {
    allowed: only('employer', 'admin'),
    query:
      'mutation ($id: ID!) { updateJob(input: { id: $id, language: "en", title: "", companyName: "", placeId: "remote", type: REMOTE, experienceLevel: MID, description: "" }) { __typename } }',
    variables: () => ({ id: encodeGlobalID('Job', '00000000-0000-7000-8000-000000000000') }),
  },
  closeJob: {
    allowed: only('employer', 'admin'),
    query: 'mutation ($id: ID!) { closeJob(id: $id) { __typename } }',
    variables: () => ({ id: encodeGlobalID('Job', '00000000-0000-7000-8000-000000000000') }),
  },
  applyToJob: {
    allowed: everyone,
    query:
      'mutation { applyToJob(input: { jobId: "x", fullName: "", email: "", phone: "", coverLetter: "" }) { __typename } }',
  },
  // Allowed to every signed-in user, but only the job's employer finds the application (others: NotFoundError).
  setApplicationStatus: {
    allowed: signedIn,
    query:
      'mutation ($id: ID!) { setApplicationStatus(input: { applicationId: $id, status: APPROVED }) { __typename } }',
    variables: () => ({ id: encodeGlobalID('JobApplication', '00000000-0000-7000-8000-000000000000') }),
  },
  // The echo box: any signed-in user may write; only participants find a conversation or message (others:
  // NotFoundError), which the restricted-field cases below check.
  startConversation: {
    allowed: signedIn,
    query: 'mutation { startConversation(input: { recipientIds: [], body: "hi" }) { __typename } }',
  },
  sendMessage: {
    allowed: signedIn,
    query: 'mutation ($id: ID!) { sendMessage(input: { conversationId: $id, body: "hi" }) { __typename } }',
    variables: () => ({ id: encodeGlobalID('Conversation', '00000000-0000-7000-8000-000000000000') }),
  },
  editMessage: {
    allowed: signedIn,
    query: 'mutation ($id: ID!) { editMessage(input: { messageId: $id, body: "hi" }) { __typename } }',
    variables: () => ({ id: encodeGlobalID('Message', '00000000-0000-7000-8000-000000000000') }),
  },
  markConversationRead: {
    allowed: signedIn,
    query: 'mutation ($id: ID!) { markConversationRead(id: $id) { __typename } }',
    variables: () => ({ id: encodeGlobalID('Conversation', '00000000-0000-7000-8000-000000000000') }),
  },
  reportMessage: {
    allowed: signedIn,
    query:
      'mutation ($id: ID!) { reportMessage(input: { messageId: $id, reason: SPAM, description: "spam spam spam" }) { __typename } }',
    variables: () => ({ id: encodeGlobalID('Message', '00000000-0000-7000-8000-000000000000') }),
  },
  resolveMessageReport: {
    allowed: only('admin'),
    query:
      'mutation ($id: ID!) { resolveMessageReport(input: { reportId: $id, status: DISMISSED }) { __typename } }',
    variables: () => ({ id: encodeGlobalID('MessageReport', '00000000-0000-7000-8000-000000000000') }),
  },
  // Talent tests: any signed-in user takes tests; only the session's taker finds it (others: NotFoundError,
  // here for a test and a session that do not exist).
  startTestSession: {
    allowed: signedIn,
    query: 'mutation ($id: ID!) { startTestSession(input: { testId: $id }) { __typename } }',
    variables: () => ({ id: encodeGlobalID('Test', '00000000-0000-7000-8000-000000000000') }),
  },
  answerTestQuestion: {
    allowed: signedIn,
    query: `mutation { answerTestQuestion(input: { token: "${absentToken}", position: 0, scale: 4 }) { __typename } }`,
  },
  visitTestQuestion: {
    allowed: signedIn,
    query: `mutation { visitTestQuestion(input: { token: "${absentToken}", position: 0 }) { __typename } }`,
  },
  finishTestSession: {
    allowed: signedIn,
    query: `mutation { finishTestSession(input: { token: "${absentToken}" }) { __typename } }`,
  },
  reportTestSignal: {
    allowed: signedIn,
    query: `mutation { reportTestSignal(input: { token: "${absentToken}", signal: PASTE }) { __typename } }`,
  },
  // Writing tests and their banks, and revoking certificates, is for admins (here with input the rules refuse).
  createTest: {
    allowed: only('admin'),
    query: `mutation ($input: TestSettingsInput!) { createTest(input: $input) { __typename } }`,
    variables: () => ({ input: badTestSettings }),
  },
  updateTest: {
    allowed: only('admin'),
    query: `mutation ($input: UpdateTestInput!) { updateTest(input: $input) { __typename } }`,
    variables: () => ({
      input: { id: encodeGlobalID('Test', '00000000-0000-7000-8000-000000000000'), test: badTestSettings },
    }),
  },
  saveTestQuestion: {
    allowed: only('admin'),
    query: `mutation ($id: ID!) { saveTestQuestion(input: { testId: $id, key: "q", kind: NUMERIC, difficulty: EASY,
      category: "c", skill: "s", prompt: { fa: "", en: "", az: "" } }) { __typename } }`,
    variables: () => ({ id: encodeGlobalID('Test', '00000000-0000-7000-8000-000000000000') }),
  },
  revokeCertificate: {
    allowed: only('admin'),
    query:
      'mutation { revokeCertificate(input: { code: "AAAAA-AAAAA-AAAAA-AAAAA", reason: "" }) { __typename } }',
  },
  // Sending a failed report again is for admins (here a report that does not exist).
  retryReport: {
    allowed: only('admin'),
    query: 'mutation ($id: ID!) { retryReport(input: { sessionId: $id }) { __typename } }',
    variables: () => ({ id: encodeGlobalID('QueuedReport', '00000000-0000-7000-8000-000000000000') }),
  },
  // Billing: anyone signed in buys (here a test that does not exist); refunds are for admins.
  buyTest: {
    allowed: signedIn,
    query: 'mutation ($id: ID!) { buyTest(input: { testId: $id }) { __typename } }',
    variables: () => ({ id: encodeGlobalID('Test', '00000000-0000-7000-8000-000000000000') }),
  },
  // Invitations by e-mail: employers invite (only to their own job's tests: here a job that does not exist);
  // anyone signed in buys a batch of their own and accepts a link (here ones that do not exist).
  inviteToTest: {
    allowed: only('employer'),
    query:
      'mutation ($id: ID!) { inviteToTest(input: { jobId: $id, testId: $id, emails: ["a@b.io"] }) { __typename } }',
    variables: () => ({ id: encodeGlobalID('Job', '00000000-0000-7000-8000-000000000000') }),
  },
  buyTestInvitations: {
    allowed: signedIn,
    query: 'mutation ($id: ID!) { buyTestInvitations(input: { batchId: $id }) { __typename } }',
    variables: () => ({ id: encodeGlobalID('TestInvitationBatch', '00000000-0000-7000-8000-000000000000') }),
  },
  acceptTestInvitation: {
    allowed: signedIn,
    query: 'mutation { acceptTestInvitation(input: { token: "none", shareResult: true }) { __typename } }',
  },
  // The site's forms are open to visitors (a visitor's needs a captcha, which the anonymous case here lacks: a
  // ValidationError, not a refusal); the inbox is the admins'.
  sendContactMessage: {
    allowed: everyone,
    query:
      'mutation { sendContactMessage(input: { name: "Matrix Person", email: "m@matrix.test", subject: GENERAL, message: "A message from the matrix." }) { __typename } }',
  },
  reportProblem: {
    allowed: everyone,
    query:
      'mutation { reportProblem(input: { name: "Matrix Person", email: "m@matrix.test", message: "A report from the matrix.", failingPath: "/fa/x", failingStatus: 404 }) { __typename } }',
  },
  requestCooperation: {
    allowed: everyone,
    query:
      'mutation { requestCooperation(input: { fullName: "Matrix Person", phone: "09121110009", email: "m@matrix.test", cooperationType: OTHER, message: "A request from the matrix." }) { __typename } }',
  },
  signUpForCourse: {
    allowed: everyone,
    query:
      'mutation ($id: ID!) { signUpForCourse(input: { courseId: $id, name: "Matrix Person", email: "m@matrix.test", phone: "09121110009" }) { __typename } }',
    variables: () => ({ id: encodeGlobalID('ContentItem', '00000000-0000-7000-8000-000000000000') }),
  },
  assignInboxItem: {
    allowed: only('admin'),
    query: 'mutation ($id: ID!) { assignInboxItem(input: { itemId: $id }) { __typename } }',
    variables: () => ({ id: encodeGlobalID('InboxItem', '00000000-0000-7000-8000-000000000000') }),
  },
  replyToInboxItem: {
    allowed: only('admin'),
    query: 'mutation ($id: ID!) { replyToInboxItem(input: { itemId: $id, body: "Thanks" }) { __typename } }',
    variables: () => ({ id: encodeGlobalID('InboxItem', '00000000-0000-7000-8000-000000000000') }),
  },
  closeInboxItem: {
    allowed: only('admin'),
    query: 'mutation ($id: ID!) { closeInboxItem(itemId: $id) { __typename } }',
    variables: () => ({ id: encodeGlobalID('InboxItem', '00000000-0000-7000-8000-000000000000') }),
  },
  createContentItem: {
    allowed: only('admin'),
    query: 'mutation { createContentItem(input: { kind: COURSE, slug: "matrix-course" }) { __typename } }',
  },
  updateContentItem: {
    allowed: only('admin'),
    query: 'mutation ($id: ID!) { updateContentItem(input: { id: $id, position: 1 }) { __typename } }',
    variables: () => ({ id: encodeGlobalID('ContentItem', '00000000-0000-7000-8000-000000000000') }),
  },
  saveContentDraft: {
    allowed: only('admin'),
    query:
      'mutation ($id: ID!) { saveContentDraft(input: { itemId: $id, locale: "fa", title: "", summary: "", sections: [], faq: [], claims: [], steps: [] }) { __typename } }',
    variables: () => ({ id: encodeGlobalID('ContentItem', '00000000-0000-7000-8000-000000000000') }),
  },
  publishContentRevision: {
    allowed: only('admin'),
    query: 'mutation ($id: ID!) { publishContentRevision(revisionId: $id) { __typename } }',
    variables: () => ({ id: encodeGlobalID('ContentRevision', '00000000-0000-7000-8000-000000000000') }),
  },
  unpublishContent: {
    allowed: only('admin'),
    query: 'mutation ($id: ID!) { unpublishContent(input: { itemId: $id, locale: "fa" }) { __typename } }',
    variables: () => ({ id: encodeGlobalID('ContentItem', '00000000-0000-7000-8000-000000000000') }),
  },
  // A collaborator's own profile: the registered save, publish and hide theirs (bad input here, and none to
  // publish); suspending one is the admins'.
  saveCollaboratorProfile: {
    allowed: registered,
    query:
      'mutation { saveCollaboratorProfile(input: { slug: "Not A Slug", displayName: "", expertise: [], skills: [], yearsOfExperience: 0, availability: AVAILABLE, remote: true, languages: [], words: [] }) { __typename } }',
  },
  publishCollaboratorProfile: {
    allowed: registered,
    query: 'mutation { publishCollaboratorProfile { __typename } }',
  },
  hideCollaboratorProfile: {
    allowed: registered,
    query: 'mutation { hideCollaboratorProfile { __typename } }',
  },
  suspendCollaborator: {
    allowed: only('admin'),
    query:
      'mutation ($id: ID!) { suspendCollaborator(input: { id: $id, suspend: true, reason: "Matrix" }) { __typename } }',
    variables: () => ({ id: encodeGlobalID('Collaborator', '00000000-0000-7000-8000-000000000000') }),
  },
  // Portfolio projects: admins and collaborators write them (bad input here, and none of theirs to publish or
  // hide); any registered person likes one; anyone's view is counted (here of a project that does not exist).
  savePortfolioProject: {
    allowed: only('collaborator', 'admin'),
    query:
      'mutation { savePortfolioProject(input: { slug: "Not A Slug", industry: OTHER, categories: [], technologies: [], state: COMPLETED, forSale: false, collaborating: false, pictures: [], team: [], words: [] }) { __typename } }',
  },
  publishPortfolioProject: {
    allowed: only('collaborator', 'admin'),
    query: 'mutation ($id: ID!) { publishPortfolioProject(id: $id) { __typename } }',
    variables: () => ({ id: encodeGlobalID('PortfolioProject', '00000000-0000-7000-8000-000000000000') }),
  },
  hidePortfolioProject: {
    allowed: only('collaborator', 'admin'),
    query: 'mutation ($id: ID!) { hidePortfolioProject(id: $id) { __typename } }',
    variables: () => ({ id: encodeGlobalID('PortfolioProject', '00000000-0000-7000-8000-000000000000') }),
  },
  likePortfolioProject: {
    allowed: registered,
    query: 'mutation ($id: ID!) { likePortfolioProject(id: $id) { __typename } }',
    variables: () => ({ id: encodeGlobalID('PortfolioProject', '00000000-0000-7000-8000-000000000000') }),
  },
  unlikePortfolioProject: {
    allowed: registered,
    query: 'mutation ($id: ID!) { unlikePortfolioProject(id: $id) { __typename } }',
    variables: () => ({ id: encodeGlobalID('PortfolioProject', '00000000-0000-7000-8000-000000000000') }),
  },
  // Buying a ready-made project is anyone's signed in (here a project that does not exist); its purchase's steps
  // are its buyer's and seller's (none of theirs here), deciding a dispute the admins'.
  buySoftware: {
    allowed: signedIn,
    query:
      'mutation ($id: ID!) { buySoftware(input: { projectId: $id, licence: SINGLE_USE }) { __typename } }',
    variables: () => ({ id: encodeGlobalID('PortfolioProject', '00000000-0000-7000-8000-000000000000') }),
  },
  deliverPurchase: {
    allowed: signedIn,
    query:
      'mutation ($id: ID!) { deliverPurchase(input: { id: $id, note: "The matrix delivers it." }) { __typename } }',
    variables: () => ({ id: encodeGlobalID('PortfolioPurchase', '00000000-0000-7000-8000-000000000000') }),
  },
  acceptPurchase: {
    allowed: signedIn,
    query: 'mutation ($id: ID!) { acceptPurchase(id: $id) { __typename } }',
    variables: () => ({ id: encodeGlobalID('PortfolioPurchase', '00000000-0000-7000-8000-000000000000') }),
  },
  disputePurchase: {
    allowed: signedIn,
    query:
      'mutation ($id: ID!) { disputePurchase(input: { id: $id, reason: "The matrix disputes it." }) { __typename } }',
    variables: () => ({ id: encodeGlobalID('PortfolioPurchase', '00000000-0000-7000-8000-000000000000') }),
  },
  // Contracts for custom work: anyone signed in proposes one (here to a profile that does not exist) or funds a
  // milestone; a contract's and a milestone's steps are its parties' (none of theirs here), deciding a dispute the
  // admins'.
  proposeContract: {
    allowed: signedIn,
    query: 'mutation ($input: ProposeContractInput!) { proposeContract(input: $input) { __typename } }',
    variables: () => ({
      input: {
        collaboratorId: encodeGlobalID('Collaborator', '00000000-0000-7000-8000-000000000000'),
        title: 'Matrix work',
        scope: 'The matrix proposes a contract nobody can take.',
        milestones: [{ title: 'All', amountRials: 1_000_000 }],
      },
    }),
  },
  answerContract: {
    allowed: signedIn,
    query: 'mutation ($id: ID!) { answerContract(input: { id: $id, answer: ACCEPT }) { __typename } }',
    variables: () => ({ id: encodeGlobalID('Contract', '00000000-0000-7000-8000-000000000000') }),
  },
  fundMilestone: {
    allowed: signedIn,
    query: 'mutation ($id: ID!) { fundMilestone(input: { milestoneId: $id }) { __typename } }',
    variables: () => ({ id: encodeGlobalID('ContractMilestone', '00000000-0000-7000-8000-000000000000') }),
  },
  startMilestone: {
    allowed: signedIn,
    query: 'mutation ($id: ID!) { startMilestone(input: { id: $id }) { __typename } }',
    variables: () => ({ id: encodeGlobalID('ContractMilestone', '00000000-0000-7000-8000-000000000000') }),
  },
  submitMilestone: {
    allowed: signedIn,
    query:
      'mutation ($id: ID!) { submitMilestone(input: { id: $id, note: "The matrix hands it in." }) { __typename } }',
    variables: () => ({ id: encodeGlobalID('ContractMilestone', '00000000-0000-7000-8000-000000000000') }),
  },
  requestMilestoneChanges: {
    allowed: signedIn,
    query:
      'mutation ($id: ID!) { requestMilestoneChanges(input: { id: $id, reason: "The matrix wants changes." }) { __typename } }',
    variables: () => ({ id: encodeGlobalID('ContractMilestone', '00000000-0000-7000-8000-000000000000') }),
  },
  approveMilestone: {
    allowed: signedIn,
    query: 'mutation ($id: ID!) { approveMilestone(input: { id: $id }) { __typename } }',
    variables: () => ({ id: encodeGlobalID('ContractMilestone', '00000000-0000-7000-8000-000000000000') }),
  },
  disputeMilestone: {
    allowed: signedIn,
    query:
      'mutation ($id: ID!) { disputeMilestone(input: { id: $id, reason: "The matrix disputes it." }) { __typename } }',
    variables: () => ({ id: encodeGlobalID('ContractMilestone', '00000000-0000-7000-8000-000000000000') }),
  },
  answerMilestoneDispute: {
    allowed: signedIn,
    query:
      'mutation ($id: ID!) { answerMilestoneDispute(input: { id: $id, reason: "The matrix answers it." }) { __typename } }',
    variables: () => ({ id: encodeGlobalID('ContractMilestone', '00000000-0000-7000-8000-000000000000') }),
  },
  requestMilestoneRefund: {
    allowed: signedIn,
    query:
      'mutation ($id: ID!) { requestMilestoneRefund(input: { id: $id, reason: "The matrix wants it back." }) { __typename } }',
    variables: () => ({ id: encodeGlobalID('ContractMilestone', '00000000-0000-7000-8000-000000000000') }),
  },
  answerMilestoneRefund: {
    allowed: signedIn,
    query: 'mutation ($id: ID!) { answerMilestoneRefund(input: { id: $id, agree: true }) { __typename } }',
    variables: () => ({ id: encodeGlobalID('ContractMilestone', '00000000-0000-7000-8000-000000000000') }),
  },
  resolveMilestoneDispute: {
    allowed: only('admin'),
    query:
      'mutation ($id: ID!) { resolveMilestoneDispute(input: { id: $id, releasedRials: 0, reason: "The matrix decides." }) { __typename } }',
    variables: () => ({ id: encodeGlobalID('ContractMilestone', '00000000-0000-7000-8000-000000000000') }),
  },
  // Recording a payout is the admins' (here to a user owed nothing).
  recordPayout: {
    allowed: only('admin'),
    query: 'mutation ($input: RecordPayoutInput!) { recordPayout(input: $input) { __typename } }',
    variables: () => ({
      input: {
        id: '00000000-0000-7000-8000-000000000001',
        sellerId: encodeGlobalID('User', '00000000-0000-7000-8000-000000000000'),
        amountRials: 1_000,
        reference: 'The matrix pays',
      },
    }),
  },
  // A review is its buyer's, of a purchase they kept (none of theirs here); hiding one is the admins'.
  reviewPurchase: {
    allowed: signedIn,
    query:
      'mutation ($id: ID!) { reviewPurchase(input: { id: $id, rating: 4, text: "The matrix reviews it." }) { __typename } }',
    variables: () => ({ id: encodeGlobalID('PortfolioPurchase', '00000000-0000-7000-8000-000000000000') }),
  },
  hidePortfolioReview: {
    allowed: only('admin'),
    query:
      'mutation ($id: ID!) { hidePortfolioReview(input: { id: $id, hidden: true, reason: "The matrix hides it." }) { __typename } }',
    variables: () => ({ id: encodeGlobalID('PortfolioReview', '00000000-0000-7000-8000-000000000000') }),
  },
  resolvePurchaseDispute: {
    allowed: only('admin'),
    query:
      'mutation ($id: ID!) { resolvePurchaseDispute(input: { id: $id, releasedRials: 0, reason: "The matrix decides." }) { __typename } }',
    variables: () => ({ id: encodeGlobalID('PortfolioPurchase', '00000000-0000-7000-8000-000000000000') }),
  },
  evaluatePortfolioProject: {
    allowed: only('admin'),
    query:
      'mutation ($id: ID!) { evaluatePortfolioProject(input: { id: $id, note: "Matrix" }) { __typename } }',
    variables: () => ({ id: encodeGlobalID('PortfolioProject', '00000000-0000-7000-8000-000000000000') }),
  },
  viewPortfolioProject: {
    allowed: everyone,
    query: 'mutation ($id: ID!) { viewPortfolioProject(id: $id) { __typename } }',
    variables: () => ({ id: encodeGlobalID('PortfolioProject', '00000000-0000-7000-8000-000000000000') }),
  },
  // Contact requests: the registered send and answer them (bad input and unknown requests here); marking one
  // seen is any signed-in collaborator's.
  sendContactRequest: {
    allowed: registered,
    query:
      'mutation ($id: ID!) { sendContactRequest(input: { collaboratorId: $id, subject: "", message: "" }) { __typename } }',
    variables: () => ({ id: encodeGlobalID('Collaborator', '00000000-0000-7000-8000-000000000000') }),
  },
  markContactRequestSeen: {
    allowed: signedIn,
    query: 'mutation ($id: ID!) { markContactRequestSeen(id: $id) { __typename } }',
    variables: () => ({ id: encodeGlobalID('ContactRequest', '00000000-0000-7000-8000-000000000000') }),
  },
  answerContactRequest: {
    allowed: registered,
    query: 'mutation ($id: ID!) { answerContactRequest(input: { id: $id, accept: false }) { __typename } }',
    variables: () => ({ id: encodeGlobalID('ContactRequest', '00000000-0000-7000-8000-000000000000') }),
  },
  // Finishing and reviewing work are the registered parties' (unknown requests and reviews here); hiding a review is
  // the admins'.
  markContactRequestDone: {
    allowed: registered,
    query: 'mutation ($id: ID!) { markContactRequestDone(id: $id) { __typename } }',
    variables: () => ({ id: encodeGlobalID('ContactRequest', '00000000-0000-7000-8000-000000000000') }),
  },
  reviewContactRequest: {
    allowed: registered,
    query:
      'mutation ($id: ID!) { reviewContactRequest(input: { requestId: $id, quality: 5, communication: 5, schedule: 5, cooperation: 5, text: "Matrix review text." }) { __typename } }',
    variables: () => ({ id: encodeGlobalID('ContactRequest', '00000000-0000-7000-8000-000000000000') }),
  },
  replyToCollaboratorReview: {
    allowed: registered,
    query:
      'mutation ($id: ID!) { replyToCollaboratorReview(input: { reviewId: $id, reply: "Matrix" }) { __typename } }',
    variables: () => ({ id: encodeGlobalID('CollaboratorReview', '00000000-0000-7000-8000-000000000000') }),
  },
  reportCollaboratorReview: {
    allowed: registered,
    query:
      'mutation ($id: ID!) { reportCollaboratorReview(input: { reviewId: $id, reason: SPAM }) { __typename } }',
    variables: () => ({ id: encodeGlobalID('CollaboratorReview', '00000000-0000-7000-8000-000000000000') }),
  },
  hideCollaboratorReview: {
    allowed: only('admin'),
    query:
      'mutation ($id: ID!) { hideCollaboratorReview(input: { reviewId: $id, hidden: true, reason: "Matrix" }) { __typename } }',
    variables: () => ({ id: encodeGlobalID('CollaboratorReview', '00000000-0000-7000-8000-000000000000') }),
  },
  // A résumé is its registered owner's: saving (bad input here), removing a language (none to remove) and keeping
  // it as an application sends it (none written in the language).
  saveResume: {
    allowed: registered,
    query:
      'mutation { saveResume(input: { locale: "fa", document: { fullName: "", experience: [], education: [], skills: [], languages: [], projects: [], links: [] } }) { __typename } }',
  },
  deleteResumeLanguage: {
    allowed: registered,
    query: 'mutation { deleteResumeLanguage(locale: "az") { __typename } }',
  },
  snapshotMyResume: {
    allowed: registered,
    query: 'mutation { snapshotMyResume(locale: "az") { __typename } }',
  },
  // A PDF résumé is attached from one's own upload (a forged receipt here) and removed by its owner.
  attachResumeFile: {
    allowed: registered,
    query: 'mutation { attachResumeFile(input: { upload: "forged", name: "cv.pdf" }) { __typename } }',
  },
  removeResumeFile: {
    allowed: registered,
    query: 'mutation { removeResumeFile { __typename } }',
  },
  // Opening one's résumé to employers is its owner's (none here); evaluating one is the admins'.
  setResumeOpenToEmployers: {
    allowed: registered,
    query: 'mutation { setResumeOpenToEmployers(open: true) { __typename } }',
  },
  // An employer asks for their company to be verified (the matrix's employer has one); an admin decides.
  requestCompanyVerification: {
    allowed: only('employer'),
    query: 'mutation { requestCompanyVerification(input: { nationalId: "10380284790" }) { __typename } }',
  },
  reviewCompanyVerification: {
    allowed: only('admin'),
    query:
      'mutation ($id: ID!) { reviewCompanyVerification(input: { companyId: $id, verdict: REJECTED, note: "Matrix" }) { __typename } }',
    variables: () => ({ id: encodeGlobalID('Company', '00000000-0000-7000-8000-000000000000') }),
  },
  // The talent pool is searched, and its people asked to talk, by employers of a verified company (the matrix's).
  sendTalentPoolRequest: {
    allowed: only('employer'),
    query:
      'mutation ($id: ID!) { sendTalentPoolRequest(input: { resumeId: $id, subject: "Matrix", message: "A request the matrix sends." }) { __typename } }',
    variables: () => ({ id: encodeGlobalID('Resume', '00000000-0000-7000-8000-000000000000') }),
  },
  evaluateResume: {
    allowed: only('admin'),
    query:
      'mutation ($id: ID!) { evaluateResume(input: { resumeId: $id, verdict: COMPLETE, checklist: [] }) { __typename } }',
    variables: () => ({ id: encodeGlobalID('Resume', '00000000-0000-7000-8000-000000000000') }),
  },
  // Testimonials and comments are open to visitors (a visitor's needs a captcha: a ValidationError here), and so
  // is reporting a comment; reviewing, moderating and answering are the admins'.
  submitTestimonial: {
    allowed: everyone,
    query:
      'mutation { submitTestimonial(input: { name: "Matrix Person", contact: "m@matrix.test", rating: 5, text: "A testimonial from the matrix." }) { __typename } }',
  },
  reviewTestimonial: {
    allowed: only('admin'),
    query: 'mutation ($id: ID!) { reviewTestimonial(id: $id, decision: PUBLISH) { __typename } }',
    variables: () => ({ id: encodeGlobalID('Testimonial', '00000000-0000-7000-8000-000000000000') }),
  },
  addComment: {
    allowed: everyone,
    query:
      'mutation ($id: ID!) { addComment(input: { itemId: $id, name: "Matrix Person", email: "m@matrix.test", text: "A comment from the matrix." }) { __typename } }',
    variables: () => ({ id: encodeGlobalID('ContentItem', '00000000-0000-7000-8000-000000000000') }),
  },
  moderateComment: {
    allowed: only('admin'),
    query: 'mutation ($id: ID!) { moderateComment(id: $id, action: HIDE) { __typename } }',
    variables: () => ({ id: encodeGlobalID('Comment', '00000000-0000-7000-8000-000000000000') }),
  },
  replyToComment: {
    allowed: only('admin'),
    query: 'mutation ($id: ID!) { replyToComment(id: $id, text: "Thanks") { __typename } }',
    variables: () => ({ id: encodeGlobalID('Comment', '00000000-0000-7000-8000-000000000000') }),
  },
  reportComment: {
    allowed: everyone,
    query: 'mutation ($id: ID!) { reportComment(id: $id, reason: SPAM) { __typename } }',
    variables: () => ({ id: encodeGlobalID('Comment', '00000000-0000-7000-8000-000000000000') }),
  },
  refundOrder: {
    allowed: only('admin'),
    query:
      'mutation ($id: ID!) { refundOrder(input: { orderId: $id, reason: "Bought twice" }) { __typename } }',
    variables: () => ({ id: encodeGlobalID('Order', '00000000-0000-7000-8000-000000000000') }),
  },
};

/** Subscriptions: who may subscribe (the others are refused when they subscribe). */
const subscriptionCases: Record<string, { allowed: Set<RoleName>; query: () => string }> = {
  conversationMessages: {
    allowed: only('jobSeeker', 'employer'),
    query: () =>
      `subscription { conversationMessages(conversationId: "${encodeGlobalID('Conversation', conversationId)}") { id } }`,
  },
  inboxChanged: { allowed: signedIn, query: () => 'subscription { inboxChanged { id } }' },
  activityAdded: { allowed: everyone, query: () => 'subscription { activityAdded { id } }' },
  inboxItemAdded: { allowed: only('admin'), query: () => 'subscription { inboxItemAdded { id } }' },
  contactRequestChanged: { allowed: signedIn, query: () => 'subscription { contactRequestChanged { id } }' },
  purchaseChanged: { allowed: signedIn, query: () => 'subscription { purchaseChanged { id } }' },
  contractChanged: { allowed: signedIn, query: () => 'subscription { contractChanged { id } }' },
};

/**
 * The HTTP endpoints beside /graphql that act for a user, and who may call them (the others get 401 or 403).
 * Public files (`GET /files/<key>`) are public: photos and logos are shown to visitors; so is the client's
 * telemetry, which every browser sends. A private file (`GET /private-files/<token>`) opens only with a link the
 * domain signed for a reader it allowed (`ResumeFile.downloadPath`, read through a restricted résumé or
 * application; gateway/src/resumes.int.test.ts).
 */
const httpEndpoints: Record<
  string,
  { allowed: Set<RoleName>; call: (headers: Record<string, string>) => Promise<number> }
> = {
  'POST /uploads/images': {
    allowed: registered,
    call: async (headers) =>
      (
        await fetch(`${app.url}/uploads/images`, {
          method: 'POST',
          headers,
          body: new Uint8Array(await testImage()),
        })
      ).status,
  },
  'POST /uploads/documents': {
    allowed: registered,
    call: async (headers) =>
      (
        await fetch(`${app.url}/uploads/documents`, {
          method: 'POST',
          headers,
          body: new Uint8Array(await testPdf()),
        })
      ).status,
  },
  'POST /js/analytics/create.php': {
    allowed: everyone,
    call: async (headers) =>
      (
        await fetch(`${app.url}/js/analytics/create.php`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ type: 'page_load', path: '/fa', auth_token: 'authorization' in headers }),
        })
      ).status,
  },
  // Paying: an order's id only lets someone pay for it, and a callback is believed only once the payment gateway
  // confirms it, so both send anyone on (here, for an order and a payment that do not exist, home).
  'GET /payments/orders/{id}/pay': {
    allowed: everyone,
    call: async (headers) =>
      (
        await fetch(`${app.url}/payments/orders/00000000-0000-7000-8000-000000000000/pay`, {
          headers,
          redirect: 'manual',
        })
      ).status,
  },
  'GET /payments/zarinpal/callback': {
    allowed: everyone,
    call: async (headers) =>
      (
        await fetch(`${app.url}/payments/zarinpal/callback?Authority=A0000&Status=OK`, {
          headers,
          redirect: 'manual',
        })
      ).status,
  },
  'POST /api/log-navigation': {
    allowed: everyone,
    call: async (headers) =>
      (
        await fetch(`${app.url}/api/log-navigation`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ path: '/fa/jobs', query: '', referrer: '' }),
        })
      ).status,
  },
};

/** Fields that only some may read; anyone else reads null (each is checked below, per role). */
const restrictedFields: Record<string, string[]> = {
  User: ['fullName', 'email', 'preferredLanguage', 'roles', 'registered', 'termsAccepted', 'sessions'],
  JobApplication: [
    'job',
    'status',
    'submittedAt',
    'statusChangedAt',
    'fullName',
    'email',
    'phone',
    'coverLetter',
    'contractDays',
    'requestedSalaryRials',
    'hideIdentity',
    'shareTestResults',
    'applicant',
    'testResults',
    'identityWithheld',
    'resume',
  ],
  Job: ['applications', 'viewerApplication', 'testInvitations'],
  Query: [
    'myApplications',
    'myJobs',
    'inbox',
    'messageReports',
    'myApiKeys',
    'analyticsSummary',
    'myTestSessions',
    'testSession',
    'order',
    'myOrders',
    'orders',
    'certificates',
    'reportQueue',
    'adminTests',
    'adminInbox',
    'testimonialQueue',
    'commentQueue',
    'feedbackQueueCounts',
    'adminCollaborators',
    'myContactRequests',
    'reportedCollaboratorReviews',
    'resumesToEvaluate',
    'companiesToVerify',
    'talentPool',
    'talentPoolResume',
    'myEarnings',
    'sellersOwed',
    'myContracts',
    'milestoneDisputes',
    'portfolioReviews',
  ],
  // Where a company stands with the team's check: its members' and the admins'; the badge is anyone's.
  Company: ['verification', 'nationalId', 'verificationNote', 'verificationRequestedAt', 'memberCount'],
  Certificate: ['revocationReason'],
  // A contact request: its sender's, its collaborator's and the admins'.
  ContactRequest: [
    'subject',
    'message',
    'budgetRials',
    'deadline',
    'state',
    'answer',
    'createdAt',
    'seenAt',
    'answeredAt',
    'expiresAt',
    'collaborator',
    'sender',
    'viewerIsCollaborator',
    'conversationId',
    'viewerMarkedDone',
    'otherMarkedDone',
    'completedAt',
    'reviewUntil',
    'viewerReview',
    'otherReview',
    'company',
    'resume',
  ],
  ContentItem: ['revisions', 'publishedRevisionId'],
  ContentRevision: ['locale', 'title', 'summary', 'parts', 'author', 'createdAt'],
  Order: [
    'number',
    'status',
    'productType',
    'test',
    'quantity',
    'testInvitations',
    'milestone',
    'productSlug',
    'originalRials',
    'amountRials',
    'discountRials',
    'createdAt',
    'expiresAt',
    'paidAt',
    'refundedAt',
    'refundReason',
    'payUrl',
    'payments',
    'buyer',
    'licence',
    'escrowStatus',
    'escrowSettledAt',
  ],
  // A purchase of a ready-made project: its buyer's, its seller's and the admins'.
  PortfolioPurchase: [
    'orderNumber',
    'project',
    'review',
    'licence',
    'amountRials',
    'status',
    'viewerRole',
    'deliveryNote',
    'deliveredFiles',
    'disputeEvidence',
    'deliveredAt',
    'inspectionEndsAt',
    'settledAt',
    'releasedRials',
    'refundedRials',
    'disputeReason',
    'decisionReason',
    'createdAt',
    'events',
  ],
  // A contract for custom work and its milestones: its client's, its collaborator's and the admins'.
  Contract: [
    'title',
    'scope',
    'status',
    'viewerRole',
    'fromRequest',
    'project',
    'client',
    'collaborator',
    'reviewMinutes',
    'declineReason',
    'createdAt',
    'acceptedAt',
    'totalRials',
    'milestones',
  ],
  ContractMilestone: [
    'position',
    'title',
    'amountRials',
    'status',
    'contract',
    'viewerCanFund',
    'fundedAt',
    'submissionNote',
    'submittedAt',
    'reviewEndsAt',
    'disputedBy',
    'disputeRespondBy',
    'disputeAnswer',
    'disputeReason',
    'disputeLoser',
    'releasedRials',
    'refundedRials',
    'heldRials',
    'settledAt',
    'evidence',
    'events',
  ],
  Test: ['questions', 'question', 'viewerAccess', 'settings', 'itemStatistics'],
  TestInvitationBatch: [
    'test',
    'count',
    'priceRials',
    'testSlug',
    'testId',
    'needsPayment',
    'sentAt',
    'validDays',
  ],
  TestSession: [
    'token',
    'test',
    'taker',
    'status',
    'startedAt',
    'deadline',
    'remainingSeconds',
    'finishedAt',
    'total',
    'answeredCount',
    'position',
    'questions',
    'question',
    'score',
    'passed',
    'result',
    'integrity',
    'certificate',
    'reportDueAt',
    'reportSentAt',
    'reportFailure',
  ],
  Message: ['body', 'sentAt', 'editedAt', 'clientId', 'sender', 'isMine', 'status', 'conversation'],
  Conversation: [
    'subject',
    'createdAt',
    'lastMessageAt',
    'job',
    'participants',
    'otherParticipants',
    'unreadCount',
    'lastMessage',
    'messages',
  ],
  Inbox: ['unreadCount', 'conversations'],
  InboxItem: [
    'kind',
    'state',
    'name',
    'email',
    'phone',
    'subject',
    'cooperationType',
    'message',
    'failingPath',
    'failingStatus',
    'trackingCode',
    'courseId',
    'courseSlug',
    'locale',
    'sender',
    'assignee',
    'replyCount',
    'createdAt',
    'closedAt',
  ],
  Testimonial: ['contact', 'state', 'locale', 'reviewedAt'],
  Collaborator: ['state', 'suspendedReason', 'suspendedAt'],
  PortfolioProject: ['visibility', 'shareWithEmployers', 'demoCredentials'],
  CollaboratorReview: ['hiddenReason', 'reportsCount'],
  Comment: ['email', 'phone', 'state', 'locale', 'moderatedAt', 'reportCount', 'reports'],
  MessageReport: [
    'reason',
    'description',
    'status',
    'createdAt',
    'resolvedAt',
    'resolution',
    'reporter',
    'messageBody',
    'messageSentAt',
    'messageSender',
  ],
};

/** Types whose every field is public, and the public fields of types that also have restricted ones. */
const publicTypes = new Set([
  'Query',
  'Job',
  'SalaryRange',
  'PageInfo',
  'QueryJobsConnection',
  'QueryJobsConnectionEdge',
  'JobFacets',
  'JobTypeFacet',
  'ExperienceLevelFacet',
  'Place',
  'PlaceFacet',
  'PostedWithinFacet',
  'SignInOptions',
  'DevAccount',
  'SignInPayload',
  // Reachable only through User.sessions, which is restricted.
  'Session',
  // Reachable only through User.termsAccepted, which is restricted.
  'TermsAcceptance',
  'UserSessionsConnection',
  'UserSessionsConnectionEdge',
  'FieldError',
  'ValidationError',
  'NotFoundError',
  'ConflictError',
  'GoogleSignInError',
  // Public, but hides the applicant's name and profile when asked (gateway/src/applications.int.test.ts).
  'ApprovedApplicant',
  // A job's talent tests, shown on its page.
  'JobTest',
  // Reachable only through JobApplication.testResults, which only the job's employer reads.
  'ApplicationTestResult',
  // An e-mailed invitation's link, by its secret: the test and whether it is open, nothing of who sent it or to whom.
  'TestInvitationLink',
  // Reachable only through Job.testInvitations, which only the inviting employer reads.
  'SentTestInvitation',
  'JobTestInvitationsConnection',
  'JobTestInvitationsConnectionEdge',
  // Reachable only through Query.talentPool and ContactRequest.resume, which are restricted.
  'TalentPoolResume',
  'QueryTalentPoolConnection',
  'QueryTalentPoolConnectionEdge',
  // Reachable only through Query.companiesToVerify (admins).
  'QueryCompaniesToVerifyConnection',
  'QueryCompaniesToVerifyConnectionEdge',
  // Reachable only through restricted fields (Job.applications, Query.myApplications).
  'JobApplicationsConnection',
  'JobApplicationsConnectionEdge',
  'QueryMyApplicationsConnection',
  'QueryMyApplicationsConnectionEdge',
  'QueryMyJobsConnection',
  'QueryMyJobsConnectionEdge',
  // Reachable only through restricted fields (Inbox.conversations, Conversation.messages, Query.messageReports).
  'InboxEntry',
  'InboxConversationsConnection',
  'InboxConversationsConnectionEdge',
  'ConversationMessagesConnection',
  'ConversationMessagesConnectionEdge',
  'QueryMessageReportsConnection',
  'QueryMessageReportsConnectionEdge',
  // Reachable only through Query.myApiKeys and the key mutations; a key is shown to its owner alone.
  'ApiKey',
  'ApiKeyDailyUsage',
  'CreateApiKeyPayload',
  'QueryMyApiKeysConnection',
  'QueryMyApiKeysConnectionEdge',
  // The public activity feed.
  'ActivityItem',
  'QueryActivityFeedConnection',
  'QueryActivityFeedConnectionEdge',
  // Reachable only through Query.analyticsSummary (admins).
  'AnalyticsSummary',
  'AnalyticsDay',
  'AnalyticsCount',
  // Talent tests: the catalogue and a test's page are public; certificates are public by their code (their
  // verify page shows a display name, the test, a score band and the date; see publicFields).
  'QueryTestsConnection',
  'QueryTestsConnectionEdge',
  'TestCategory',
  'TestFaq',
  'QuestionOption',
  'SampleQuestion',
  // Reachable only through Query.certificates and Query.reportQueue (admins).
  'QueryCertificatesConnection',
  'QueryCertificatesConnectionEdge',
  // A résumé: reachable only through Query.myResume (the signed-in's own), Query.printableResume (a printer's
  // minutes-long key) and JobApplication.resume (restricted), which withholds the identity as the application does.
  'Resume',
  'ResumeDocument',
  'ResumeExperience',
  'ResumeEducation',
  'ResumeLanguage',
  'ResumeProject',
  'ResumeLink',
  'ResumeCertificate',
  'ResumeSnapshot',
  'ResumeEvaluation',
  // Its PDF: through Resume.file (owner, admins) and ResumeSnapshot.file (null while the identity is withheld).
  'ResumeFile',
  'QueryResumesToEvaluateConnection',
  'QueryResumesToEvaluateConnectionEdge',
  // Reachable only through Query.myContactRequests (the signed-in's own).
  'QueryMyContactRequestsConnection',
  'QueryMyContactRequestsConnectionEdge',
  // A profile's shown reviews; reported ones reachable only through Query.reportedCollaboratorReviews (admins).
  'CollaboratorReviewsConnection',
  'CollaboratorReviewsConnectionEdge',
  'QueryReportedCollaboratorReviewsConnection',
  'QueryReportedCollaboratorReviewsConnectionEdge',
  // Reachable only through Query.adminCollaborators (admins).
  'QueryAdminCollaboratorsConnection',
  'QueryAdminCollaboratorsConnectionEdge',
  'QueryReportQueueConnection',
  'QueryReportQueueConnectionEdge',
  'QueuedReport',
  // Reachable only through restricted fields (Test.viewerAccess, Test.questions, Query.myTestSessions and the
  // TestSession fields).
  'TestViewerAccess',
  'TestQuestion',
  'QueryMyTestSessionsConnection',
  'QueryMyTestSessionsConnectionEdge',
  'TestSessionQuestion',
  'TestResult',
  'TestCategoryResult',
  'TestResultComparison',
  'CareerMatch',
  'TestConsistency',
  'TestContradiction',
  'TestIntegrity',
  // Reachable only through restricted fields (Query.adminTests, Test.settings, Test.questions,
  // Test.itemStatistics: admins).
  'QueryAdminTestsConnection',
  'QueryAdminTestsConnectionEdge',
  'LocalizedText',
  'TestSettings',
  'TestCategorySettings',
  'TestSkillSettings',
  'TestFaqSettings',
  'TestCareerSettings',
  'TestCareerWeight',
  'TestQuestionOption',
  'TestItemStatisticsReport',
  'TestItemStatistics',
  // Reachable only through restricted fields (Order.payments, Query.myOrders, Query.orders).
  'Payment',
  'QueryMyOrdersConnection',
  'QueryMyOrdersConnectionEdge',
  'QueryOrdersConnection',
  'QueryOrdersConnectionEdge',
  // The site's forms: a captcha's challenge, what a form's sender is told, support's status, and a cooperation
  // request's status by its tracking code (nothing of its sender).
  'FormReceipt',
  'CooperationReceipt',
  'CooperationRequestStatus',
  'SupportStatus',
  // Reachable only through Query.adminInbox (admins).
  'QueryAdminInboxConnection',
  'QueryAdminInboxConnectionEdge',
  // The site's content: published pages, services, articles, features and courses, in the reader's language.
  'ContentItem',
  'ContentDocument',
  'ContentParts',
  'ContentSection',
  'ContentQuestion',
  'ContentClaim',
  'ContentStep',
  'QueryContentItemsConnection',
  'QueryContentItemsConnectionEdge',
  // Reachable only through ContentItem.revisions (admins).
  'ContentItemRevisionsConnection',
  'ContentItemRevisionsConnectionEdge',
  // Published testimonials and comments, the testimonials' count and average, and a report's receipt.
  'TestimonialSummary',
  'QueryTestimonialsConnection',
  'QueryTestimonialsConnectionEdge',
  'QueryCommentsConnection',
  'QueryCommentsConnectionEdge',
  'CommentReportReceipt',
  // Reachable only through Query.testimonialQueue, Query.commentQueue, Query.feedbackQueueCounts and
  // Comment.reports (admins).
  'QueryTestimonialQueueConnection',
  'QueryTestimonialQueueConnectionEdge',
  'QueryCommentQueueConnection',
  'QueryCommentQueueConnectionEdge',
  'FeedbackQueueCounts',
  'CommentReport',
  'CollaboratorWords',
  'CollaboratorCertificate',
  'QueryCollaboratorsConnection',
  'QueryCollaboratorsConnectionEdge',
  'CollaboratorFacets',
  'CollaboratorExpertiseCount',
  'CollaboratorPlaceCount',
  'CollaboratorAvailabilityCount',
  // The portfolio: published projects, their words, gallery, team and figures, and the choices' counts.
  'PortfolioWords',
  'PortfolioPicture',
  'PortfolioOffer',
  // A project's buyers' figures and shown reviews (a hidden one is its buyer's and the admins' alone).
  'PortfolioProjectFeedback',
  'PortfolioReview',
  // Reachable only through PortfolioProject.demoCredentials (the signed-in).
  'PortfolioDemoCredentials',
  'PortfolioMember',
  'QueryPortfolioProjectsConnection',
  'QueryPortfolioProjectsConnectionEdge',
  'PortfolioFacets',
  'PortfolioIndustryCount',
  'PortfolioCategoryCount',
  'PortfolioStateCount',
  // Reachable only through Query.portfolioReviews (admins).
  'QueryPortfolioReviewsConnection',
  'QueryPortfolioReviewsConnectionEdge',
  // Reachable only through Query.portfolioProjectsToEvaluate (admins).
  'QueryPortfolioProjectsToEvaluateConnection',
  'QueryPortfolioProjectsToEvaluateConnectionEdge',
  // Reachable only through PortfolioPurchase.events, .deliveredFiles and .disputeEvidence, Query.myPurchases, mySales (the
  // signed-in's own) and purchases (admins).
  'PortfolioPurchaseEvent',
  'PortfolioPurchaseFile',
  'QueryMyPurchasesConnection',
  'QueryMyPurchasesConnectionEdge',
  'QueryMySalesConnection',
  'QueryMySalesConnectionEdge',
  'QueryPurchasesConnection',
  'QueryPurchasesConnectionEdge',
  // Reachable only through ContractMilestone.events and .evidence (the milestone's parties and admins),
  // Query.myContracts (the signed-in's own) and Query.milestoneDisputes (admins).
  'ContractMilestoneEvent',
  'ContractMilestoneFile',
  'QueryMyContractsConnection',
  'QueryMyContractsConnectionEdge',
  'QueryMilestoneDisputesConnection',
  'QueryMilestoneDisputesConnectionEdge',
  // Reachable only through Query.myEarnings (the signed-in's own), Query.sellersOwed and Mutation.recordPayout
  // (admins).
  'SellerEarnings',
  'SellerPayout',
  // Reachable only through Query.myPortfolioProjects (the signed-in's own).
  'QueryMyPortfolioProjectsConnection',
  'QueryMyPortfolioProjectsConnectionEdge',
  // Checked per role over WebSocket below.
  'Subscription',
]);
const publicFields: Record<string, string[]> = {
  User: ['id', 'displayName', 'avatarUrl', 'company', 'viewerCanEdit'],
  Company: ['id', 'name', 'logoUrl', 'website', 'about', 'verified'],
  // node(id) answers `id` alone from the id the caller sent, without asking whether it exists: it reveals nothing.
  JobApplication: ['id'],
  Message: ['id'],
  ContactRequest: ['id'],
  Conversation: ['id'],
  Inbox: ['id'],
  MessageReport: ['id'],
  InboxItem: ['id'],
  // A published testimonial or comment, as its page shows it; who wrote it is reached only by admins.
  Testimonial: ['id', 'itemId', 'name', 'company', 'rating', 'text', 'createdAt'],
  // A published profile as the directory shows it; its state and an admin's reason are its owner's and the admins'.
  Collaborator: [
    'id',
    'slug',
    'path',
    'displayName',
    'expertise',
    'skills',
    // The roles it takes and the positions it held: what its owner publishes as its work experience.
    'roles',
    'experience',
    'yearsOfExperience',
    'hourlyRateRials',
    'projectRateRials',
    'availability',
    'remote',
    'place',
    'languages',
    'words',
    'readerWords',
    'publishedAt',
    'updatedAt',
    // Its verified skills: certificates its owner holds, each checkable by anyone at its public page.
    'verified',
    'certificates',
    // Whether it is the viewer's own: true for its owner alone, which tells nobody anything new.
    'viewerIsOwner',
    // Its owner's account, whose public fields (name, photo) anyone reads.
    'owner',
    // Figures its clients' shown reviews make, and those reviews (never a hidden one, nor one still blind).
    'reviewsCount',
    'ratingAverage',
    'completedProjects',
    'successRate',
    'reviews',
    // How it answers contact requests, measured (never whom it answered).
    'responseMinutes',
    'responseRate',
    // The published projects whose team names it.
    'portfolioProjects',
  ],
  // A published project as the portfolio shows it; its visibility is its owner's and the admins'.
  PortfolioProject: [
    'id',
    'slug',
    'path',
    'byTeam',
    'state',
    'industry',
    'categories',
    'technologies',
    'clientName',
    'priceRials',
    'startedOn',
    'completedOn',
    'forSale',
    'hasDemo',
    'demoUrl',
    'collaborating',
    // How it is sold, and whether its demo has a sign-in (the sign-in itself is for the signed-in).
    'offers',
    'hasDemoCredentials',
    // Whether it is a private part, and the team's evaluation: read by those who may read the project at all (its
    // owner, admins, and verified employers once it is evaluated and shared).
    'confidential',
    'evaluatedAt',
    'evaluationNote',
    'words',
    'readerWords',
    'pictures',
    'cover',
    'team',
    'views',
    'likes',
    // Whether the reader likes it, or owns it: their own doing, false for visitors.
    'viewerLikes',
    'viewerIsOwner',
    'related',
    // Its buyers' shown reviews and the figures counted from them and its purchases.
    'reviews',
    'feedback',
    'publishedAt',
    'updatedAt',
  ],
  // A review reaches others only once shown: through a profile's list (its clients' shown ones, not hidden) and to
  // the two sides of the work; who reported it and why an admin hid it are the admins'.
  CollaboratorReview: [
    'id',
    'role',
    'quality',
    'communication',
    'schedule',
    'cooperation',
    'rating',
    'text',
    'createdAt',
    'shown',
    'revealAt',
    'reply',
    'repliedAt',
    'author',
    'viewerIsAuthor',
    'viewerCanReply',
    'hidden',
    'collaborator',
  ],
  Comment: ['id', 'itemId', 'itemSlug', 'name', 'website', 'text', 'byAdmin', 'createdAt', 'replies'],
  ContentRevision: ['id'],
  TestSession: ['id'],
  Order: ['id'],
  PortfolioPurchase: ['id'],
  Contract: ['id'],
  ContractMilestone: ['id'],
  TestInvitationBatch: ['id'],
  Certificate: [
    'id',
    'code',
    'status',
    'issuedAt',
    'revokedAt',
    'holder',
    'testTitle',
    'testSlug',
    'scoreBand',
  ],
  Test: [
    'id',
    'slug',
    'type',
    'status',
    'topics',
    'title',
    'summary',
    'description',
    'questionsCount',
    'durationMinutes',
    'passingScore',
    'originalPriceRials',
    'priceRials',
    'discountPercent',
    'free',
    'reportDelayHours',
    'maxAttempts',
    'cooldownHours',
    'practice',
    'givesCertificate',
    'participantsCount',
    'averageScore',
    'passRate',
    'categories',
    'features',
    'faq',
    'sampleQuestions',
  ],
};

const api = buildSchema(readFileSync(schemaPath('api.graphql'), 'utf8'));

describe('the authorization matrix is complete', () => {
  it('places every subscription', () => {
    expect(Object.keys(api.getSubscriptionType()?.getFields() ?? {}).sort()).toEqual(
      Object.keys(subscriptionCases).sort(),
    );
  });

  it('places every mutation', () => {
    expect(Object.keys(api.getMutationType()?.getFields() ?? {}).sort()).toEqual(
      Object.keys(mutations).sort(),
    );
  });

  it('classifies every field of every object type as public or restricted', () => {
    const unplaced: string[] = [];
    for (const type of Object.values(api.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__') || type === api.getMutationType()) continue;
      if (
        /^Mutation\w+Success$/.test(type.name) ||
        (publicTypes.has(type.name) && !restrictedFields[type.name])
      ) {
        continue;
      }
      for (const field of Object.keys(type.getFields())) {
        const placed =
          publicTypes.has(type.name) ||
          publicFields[type.name]?.includes(field) ||
          restrictedFields[type.name]?.includes(field) === true;
        if (!placed) unplaced.push(`${type.name}.${field}`);
      }
    }
    expect(unplaced).toEqual([]);
  });
});

let db: TestDatabase;
let app: RunningApp;
const users = {} as Record<Exclude<RoleName, 'visitor'>, string>;
let otherUserId: string;
let jobId: string;
let applicationId: string;
let conversationId: string;
let messageId: string;
let reportId: string;
let inboxItemId: string;
let testimonialId: string;
let collaboratorId: string;
let contactRequestId: string;
/** The matrix's collaborator's draft project: its visibility is theirs and the admins'. */
let portfolioProjectId: string;
let softwareOrderId: string;
let milestoneOrderId: string;
let purchaseId: string;
/** A contract between the matrix's employer (client) and collaborator, and its one milestone. */
let contractId: string;
let milestoneId: string;
/** A published project whose demo has a sign-in: the signed-in read it. */
let portfolioDemoProjectId: string;
/** A request from the talent pool: the verified employer's, to the collaborator's résumé. */
let talentRequestId: string;
let commentId: string;
let contentItemId: string;
let contentRevisionId: string;
let testSessionId: string;
let testSessionToken: string;
let batchId: string;
let invitationsOrderId: string;
/** The job seeker's orders: one paid and refunded, one waiting to be paid. */
let refundedOrder: { id: string; number: bigint };
let pendingOrderId: string;

beforeAll(async () => {
  db = await createTestDatabase();
  process.env.DEV_SIGN_IN = 'true';
  const defs: Record<
    Exclude<RoleName, 'visitor'>,
    { roles: ('JOB_SEEKER' | 'EMPLOYER' | 'COLLABORATOR' | 'ADMIN')[]; registered: boolean }
  > = {
    user: { roles: ['JOB_SEEKER'], registered: false },
    jobSeeker: { roles: ['JOB_SEEKER'], registered: true },
    employer: { roles: ['EMPLOYER'], registered: true },
    collaborator: { roles: ['COLLABORATOR'], registered: true },
    admin: { roles: ['ADMIN'], registered: true },
  };
  for (const [name, def] of Object.entries(defs) as [keyof typeof defs, (typeof defs)[keyof typeof defs]][]) {
    const user = await db.prisma.user.create({
      data: {
        displayName: name,
        email: `${name}@matrix.test`,
        roles: def.roles,
        registeredAt: def.registered ? new Date() : null,
        ...(def.registered ? { termsVersion: 1, termsAcceptedAt: new Date() } : {}),
      },
    });
    users[name] = user.id;
  }
  await db.prisma.user.update({
    where: { id: users.employer },
    data: {
      company: {
        create: {
          name: 'Matrix Co',
          nationalId: '10380284790',
          verification: 'VERIFIED',
          verificationNote: 'Matrix',
          verificationRequestedAt: new Date(),
        },
      },
    },
  });
  otherUserId = (
    await db.prisma.user.create({
      data: {
        displayName: 'Other',
        fullName: 'Other Person',
        email: 'other@matrix.test',
        registeredAt: new Date(),
        termsVersion: 1,
        termsAcceptedAt: new Date(),
      },
    })
  ).id;
  const job = await db.prisma.job.create({
    data: {
      slug: 'matrix-job',
      language: 'en',
      title: 'Matrix engineer',
      companyName: 'Matrix Co',
      placeId: 'tehran',
      type: 'FULL_TIME',
      experienceLevel: 'MID',
      description: 'Testing who sees what',
      postedById: users.employer,
    },
  });
  jobId = job.id;
  applicationId = (
    await db.prisma.jobApplication.create({
      data: {
        jobId,
        applicantId: users.jobSeeker,
        fullName: 'Job Seeker',
        email: 'seeker@matrix.test',
        phone: '+989121234567',
        coverLetter: 'I would like to work on this.',
        contractDays: 90,
        requestedSalaryRials: 500_000_000n,
        // Sent with a résumé, which the employer reads beside it.
        resumeSnapshotId: (
          await db.prisma.resumeSnapshot.create({
            data: {
              userId: users.jobSeeker,
              locale: 'en',
              document: {
                fullName: 'Job Seeker',
                experience: [],
                education: [],
                skills: ['SQL'],
                languages: [],
                projects: [],
                links: [],
              },
            },
          })
        ).id,
      },
    })
  ).id;
  // The job seeker and the employer talk about the application; the seeker reported one of the employer's
  // messages.
  const conversation = await db.prisma.conversation.create({
    data: {
      jobId,
      subject: 'Your application',
      createdById: users.employer,
      participants: { create: [{ userId: users.employer }, { userId: users.jobSeeker }] },
      messages: {
        create: {
          senderId: users.employer,
          body: 'When can you start?',
          clientId: 'matrix-client-id',
          editedAt: new Date(),
        },
      },
    },
    include: { messages: true },
  });
  conversationId = conversation.id;
  messageId = conversation.messages[0]!.id;
  reportId = (
    await db.prisma.messageReport.create({
      data: {
        messageId,
        reporterId: users.jobSeeker,
        reason: 'OTHER',
        description: 'Matrix report',
        status: 'DISMISSED',
        resolvedById: users.admin,
        resolvedAt: new Date(),
        resolution: 'Nothing wrong',
      },
    })
  ).id;
  // The job seeker took a test, passed it and has a certificate.
  const test = await db.prisma.test.create({
    data: {
      slug: 'matrix-test',
      type: 'LOGICAL_REASONING',
      status: 'ACTIVE',
      title: text('Matrix test'),
      summary: text('Who sees what'),
      description: text('Who sees what'),
      categories: [{ key: 'c', name: text('C'), advice: text('A') }],
      questionsCount: 1,
      durationMinutes: 10,
      passingScore: 50,
      questions: {
        create: {
          key: 'q1',
          kind: 'NUMERIC',
          difficulty: 'EASY',
          category: 'c',
          skill: 's',
          versions: {
            create: { version: 1, content: { prompt: text('1 + 1?'), numeric: { value: 2, tolerance: 0 } } },
          },
        },
      },
    },
    include: { questions: { include: { versions: true } } },
  });
  const now = new Date();
  const session = await db.prisma.testSession.create({
    data: {
      token: 'M'.repeat(43),
      testId: test.id,
      userId: users.jobSeeker,
      seed: '00',
      startedAt: now,
      deadline: now,
      finishedAt: now,
      status: 'COMPLETED',
      total: 1,
      answeredCount: 1,
      score: 100,
      passed: true,
      scoredAt: now,
      reportDueAt: now,
      reportSentAt: now,
      // Every field with a value, so that each is seen or hidden (a real session has one or the other).
      reportFailure: 'UNDELIVERABLE',
      result: {
        kind: 'APTITUDE',
        total: 1,
        answered: 1,
        correct: 1,
        wrong: 0,
        originalScore: 100,
        adjustedScore: 100,
        passed: true,
        categories: [],
        skills: [],
        traits: [],
        strengths: [],
        weaknesses: [],
        careers: [],
        fastAnswers: 0,
        consistency: { score: null, pairs: 0, contradictions: [], longestRun: 1, flatRun: false },
      },
      items: { create: { position: 0, versionId: test.questions[0]!.versions[0]!.id, answer: { value: 2 } } },
      certificate: {
        create: {
          code: 'MATRX-MATRX-MATRX-MATRX',
          userId: users.jobSeeker,
          revokedAt: now,
          revocationReason: 'Matrix revocation',
        },
      },
    },
  });
  testSessionId = session.id;
  testSessionToken = session.token;
  // The job seeker applied with consent to share the job's test, and took it: the employer reads the result.
  await db.prisma.testInvitation.create({
    data: {
      userId: users.jobSeeker,
      testId: test.id,
      viewerId: users.employer,
      applicationId,
      jobId,
      sessionId: session.id,
      usedAt: now,
    },
  });
  const bought = { userId: users.jobSeeker, productType: 'TEST' as const, productId: test.id };
  const prices = {
    productSlug: 'matrix-test',
    originalRials: 2_000_000n,
    amountRials: 1_500_000n,
    locale: 'en',
  };
  refundedOrder = await db.prisma.order.create({
    data: {
      ...bought,
      ...prices,
      status: 'REFUNDED',
      paidAt: now,
      refundedAt: now,
      refundReason: 'Bought twice',
      refundedById: users.admin,
      payments: {
        create: {
          provider: 'zarinpal',
          authority: 'S'.repeat(36),
          amountRials: 1_500_000n,
          status: 'VERIFIED',
          refId: '123456789',
          cardPan: '502229******5995',
          verifiedAt: now,
        },
      },
    },
  });
  pendingOrderId = (await db.prisma.order.create({ data: { ...bought, ...prices } })).id;
  // The employer invited an address to the job's test; the job seeker's order of invitations points at a batch.
  const batch = await db.prisma.testInvitationBatch.create({
    data: {
      viewerId: users.employer,
      jobId,
      testId: test.id,
      emails: ['invited@matrix.test'],
      locale: 'en',
      priceRials: 1_500_000n,
      validDays: 7,
      sentAt: now,
    },
  });
  batchId = batch.id;
  invitationsOrderId = (
    await db.prisma.order.create({
      data: { ...bought, ...prices, productType: 'TEST_INVITATIONS', productId: batch.id, quantity: 1 },
    })
  ).id;
  {
    const item = await db.prisma.contentItem.create({ data: { kind: 'SERVICE', slug: 'matrix-service' } });
    const revision = await db.prisma.contentRevision.create({
      data: { itemId: item.id, locale: 'fa', title: 'T', summary: 'S', body: {}, authorId: users.admin },
    });
    const now = new Date();
    await db.prisma.contentPublication.create({
      data: {
        itemId: item.id,
        locale: 'fa',
        revisionId: revision.id,
        firstPublishedAt: now,
        publishedAt: now,
        publisherId: users.admin,
      },
    });
    contentItemId = item.id;
    contentRevisionId = revision.id;
  }
  // The matrix's collaborator owns a suspended profile: visitors and other people read nothing of it.
  collaboratorId = (
    await db.prisma.collaboratorProfile.create({
      data: {
        userId: users.collaborator,
        slug: 'matrix-collaborator',
        state: 'SUSPENDED',
        suspendedAt: new Date(),
        suspendedReason: 'Matrix',
        displayName: 'Matrix Collaborator',
        expertise: ['BACKEND'],
        yearsOfExperience: 3,
        availability: 'AVAILABLE',
        remote: true,
      },
    })
  ).id;
  portfolioProjectId = (
    await db.prisma.portfolioProject.create({
      data: {
        ownerId: users.collaborator,
        slug: 'matrix-project',
        state: 'COMPLETED',
        industry: 'OTHER',
        categories: ['WEB_APP'],
        words: { create: { locale: 'en', title: 'Matrix project', summary: 'A draft.' } },
      },
    })
  ).id;
  portfolioDemoProjectId = (
    await db.prisma.portfolioProject.create({
      data: {
        ownerId: users.collaborator,
        slug: 'matrix-demo-project',
        visibility: 'PUBLISHED',
        state: 'COMPLETED',
        industry: 'OTHER',
        categories: ['WEB_APP'],
        hasDemo: true,
        demoUrl: 'https://demo.example.com',
        demoUsername: 'demo',
        demoPassword: 'matrix',
        words: { create: { locale: 'en', title: 'Matrix demo', summary: 'Published.' } },
      },
    })
  ).id;
  // The job seeker bought a licence of the collaborator's project; the escrow was settled (released).
  softwareOrderId = (
    await db.prisma.order.create({
      data: {
        ...bought,
        ...prices,
        productType: 'SOFTWARE',
        productId: portfolioDemoProjectId,
        variant: 'SINGLE_USE',
        status: 'PAID',
        paidAt: now,
        escrowStatus: 'RELEASED',
        escrowSettledAt: now,
        releasedRials: prices.amountRials,
        feeRials: prices.amountRials / 10n,
      },
    })
  ).id;
  purchaseId = (
    await db.prisma.portfolioPurchase.create({
      data: {
        orderId: softwareOrderId,
        orderNumber: 1n,
        projectId: portfolioDemoProjectId,
        licence: 'SINGLE_USE',
        buyerId: users.jobSeeker,
        sellerId: users.collaborator,
        amountRials: prices.amountRials,
        status: 'RELEASED',
        deliveryNote: 'The matrix delivered it.',
        deliveredAt: now,
        inspectionEndsAt: now,
        settledAt: now,
        releasedRials: prices.amountRials,
        refundedRials: 0n,
        events: {
          create: [
            { toStatus: 'AWAITING_DELIVERY', actorId: users.jobSeeker },
            {
              fromStatus: 'AWAITING_DELIVERY',
              toStatus: 'DISPUTED',
              actorId: users.jobSeeker,
              reason: 'The matrix disputed it.',
            },
            {
              fromStatus: 'DISPUTED',
              toStatus: 'RELEASED',
              actorId: users.admin,
              reason: 'The matrix decided.',
            },
          ],
        },
      },
    })
  ).id;
  // Its buyer's review, shown: its purchase's parties read it with the purchase.
  await db.prisma.portfolioReview.create({
    data: {
      purchaseId,
      projectId: portfolioDemoProjectId,
      buyerId: users.jobSeeker,
      rating: 4,
      text: 'The matrix reviews what it bought.',
    },
  });
  {
    const contract = await db.prisma.contract.create({
      data: {
        clientId: users.employer,
        collaboratorId: users.collaborator,
        title: 'Matrix contract',
        scope: 'A contract the matrix reads as each role.',
        // The request it came from is collaborators'; the matrix reads only its id.
        requestId: crypto.randomUUID(),
        projectId: portfolioProjectId,
        status: 'ACTIVE',
        reviewMinutes: 14 * 1440,
        acceptedAt: new Date(),
        // Every field holds something, so that who reads what is seen (not the story of one contract).
        declineReason: 'The matrix declined it once.',
        milestones: {
          create: {
            position: 1,
            title: 'Matrix milestone',
            amountRials: 1_000_000n,
            status: 'REFUNDED',
            fundedAt: new Date(),
            submissionNote: 'The matrix handed it in.',
            submittedAt: new Date(),
            reviewEndsAt: new Date(),
            disputedById: users.employer,
            disputeRespondBy: new Date(),
            disputeAnswer: 'The matrix answered.',
            refundedRials: 1_000_000n,
            settledAt: new Date(),
            events: {
              create: [
                { action: 'PROPOSE', toStatus: 'PROPOSED', actorId: users.employer },
                {
                  action: 'DISPUTE',
                  fromStatus: 'FUNDED',
                  toStatus: 'DISPUTED',
                  actorId: users.employer,
                  reason: 'The matrix disputed it.',
                },
              ],
            },
          },
        },
      },
      include: { milestones: true },
    });
    contractId = contract.id;
    milestoneId = contract.milestones[0]!.id;
  }
  // An order paying a milestone (of the employer's contract: the order's reader sees only the milestone's id).
  milestoneOrderId = (
    await db.prisma.order.create({
      data: {
        ...bought,
        ...prices,
        productType: 'MILESTONE',
        productId: milestoneId,
        status: 'PAID',
        paidAt: now,
      },
    })
  ).id;
  contactRequestId = (
    await db.prisma.contactRequest.create({
      data: {
        profileId: collaboratorId,
        collaboratorId: users.collaborator,
        senderId: users.jobSeeker,
        subject: 'Matrix request',
        message: 'A request the matrix reads as each role.',
        budgetRials: 500_000_000n,
        deadline: new Date('2099-01-01T00:00:00Z'),
        state: 'COMPLETED',
        answer: 'Matrix answer',
        seenAt: new Date(),
        answeredAt: new Date(),
        conversationId: '00000000-0000-7000-8000-000000000001',
        expiresAt: new Date(Date.now() + 86_400_000),
        senderDoneAt: new Date(),
        collaboratorDoneAt: new Date(),
        completedAt: new Date(),
      },
    })
  ).id;
  // The verified employer found the collaborator's résumé in the talent pool and asked them to talk.
  const pooled = await db.prisma.resume.create({
    data: {
      userId: users.collaborator,
      openToEmployers: true,
      evaluation: 'COMPLETE',
      evaluatedAt: new Date(),
      versions: {
        create: {
          locale: 'en',
          document: {
            fullName: 'Matrix Collaborator',
            experience: [],
            education: [],
            skills: ['Matrix'],
            languages: [],
            projects: [],
            links: [],
          },
        },
      },
    },
  });
  const { companyId } = await db.prisma.user.findUniqueOrThrow({ where: { id: users.employer } });
  talentRequestId = (
    await db.prisma.contactRequest.create({
      data: {
        resumeId: pooled.id,
        companyId,
        collaboratorId: users.collaborator,
        senderId: users.employer,
        subject: 'Matrix talent request',
        message: 'A request from the talent pool the matrix reads as each role.',
        expiresAt: new Date(Date.now() + 86_400_000),
      },
    })
  ).id;
  // Both sides reviewed the work (so both reviews are shown); an admin hid the client's after a report.
  const review = {
    requestId: contactRequestId,
    profileId: collaboratorId,
    quality: 4,
    communication: 4,
    schedule: 4,
    cooperation: 4,
    rating: 4,
    text: 'A review the matrix reads as each role.',
    revealAt: new Date(),
    countedAt: new Date(),
  };
  await db.prisma.collaboratorReview.createMany({
    data: [
      {
        ...review,
        role: 'CLIENT',
        authorId: users.jobSeeker,
        reportsCount: 1,
        hiddenAt: new Date(),
        hiddenReason: 'Matrix',
      },
      { ...review, role: 'COLLABORATOR', authorId: users.collaborator },
    ],
  });
  const course = await db.prisma.contentItem.create({ data: { kind: 'COURSE', slug: 'matrix-course' } });
  inboxItemId = (
    await db.prisma.inboxItem.create({
      data: {
        kind: 'ERROR_REPORT',
        courseId: course.id,
        name: 'Matrix Reporter',
        email: 'reporter@matrix.test',
        phone: '+989121110009',
        subject: 'SUPPORT',
        message: 'The page failed.',
        failingPath: '/fa/x',
        failingStatus: 500,
        trackingCode: 'MTRX-0000-0001',
        cooperationType: 'OTHER',
        locale: 'fa',
        senderId: users.jobSeeker,
        assigneeId: users.admin,
        closedAt: new Date(),
      },
    })
  ).id;
  // The matrix's service has a published testimonial and a published, reported comment.
  testimonialId = (
    await db.prisma.testimonial.create({
      data: {
        itemId: contentItemId,
        name: 'Matrix Client',
        contact: 'client@matrix.test',
        rating: 5,
        text: 'Published for the matrix.',
        locale: 'fa',
        state: 'PUBLISHED',
        reviewedAt: new Date(),
        reviewerId: users.admin,
      },
    })
  ).id;
  commentId = (
    await db.prisma.comment.create({
      data: {
        itemId: contentItemId,
        name: 'Matrix Reader',
        email: 'reader@matrix.test',
        phone: '+989121110009',
        text: 'Published for the matrix.',
        locale: 'fa',
        state: 'PUBLISHED',
        moderatedAt: new Date(),
        reports: { create: { reporter: 'matrix', reason: 'SPAM' } },
      },
    })
  ).id;
  app = await startTestApp({
    prisma: db.prisma,
    // The matrix is about who may read what, not how often: each role sends hundreds of operations at once.
    rateLimits: createRateLimits({ factor: 1_000 }),
  });
});
afterAll(async () => {
  await app.stop();
  await db.drop();
});

/**
 * A fresh session per call, so that sign-out and revocation in one case do not affect another; and a fresh
 * unregistered account for `user`, since one case completes the registration.
 */
async function headersFor(role: RoleName): Promise<Record<string, string>> {
  if (role === 'visitor') return {};
  const userId =
    role === 'user'
      ? (
          await db.prisma.user.create({
            data: { displayName: 'new', email: `new-${Math.random()}@matrix.test` },
          })
        ).id
      : users[role];
  const { token } = await createSession(db.prisma, userId, { days: 1 });
  return { authorization: `Bearer ${token}` };
}

const deniedCodes = ['UNAUTHENTICATED', 'FORBIDDEN'];

describe.each(roles)('as %s', (role) => {
  it.each(Object.entries(mutations))(
    'mutation %s is allowed or denied as the matrix says',
    async (_name, c) => {
      const self = role === 'visitor' ? '' : users[role];
      const { body } = await app.graphql(
        c.query,
        c.variables?.({ self, other: otherUserId }) ?? {},
        await headersFor(role),
      );
      const codes = (body.errors ?? []).map((e) => e.extensions?.code);
      if (c.allowed.has(role)) {
        expect(codes.filter((code) => deniedCodes.includes(code as string))).toEqual([]);
        expect(body.data).toBeTruthy();
      } else {
        expect(codes).toContainEqual(role === 'visitor' ? 'UNAUTHENTICATED' : 'FORBIDDEN');
      }
    },
  );

  it.each(Object.entries(httpEndpoints))('%s is allowed or refused as the matrix says', async (_name, c) => {
    const status = await c.call(await headersFor(role));
    if (c.allowed.has(role)) expect([201, 204, 303]).toContain(status);
    else expect(status).toBe(role === 'visitor' ? 401 : 403);
  });

  it.each(Object.entries(subscriptionCases))(
    'subscription %s is allowed or refused as the matrix says',
    async (_name, c) => {
      const headers = await headersFor(role);
      const client = createClient({
        url: `${app.url.replace('http', 'ws')}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: headers.authorization ? { authorization: headers.authorization } : {},
        retryAttempts: 0,
      });
      // Refusals arrive at once; an allowed subscription stays open, silent until an event.
      const outcome = await new Promise<string>((resolve) => {
        const timer = setTimeout(() => resolve('open'), 400);
        client.subscribe(
          { query: c.query() },
          {
            next: (result) => {
              clearTimeout(timer);
              resolve(String(result.errors?.[0]?.extensions?.code ?? 'data'));
            },
            error: () => {
              clearTimeout(timer);
              resolve('error');
            },
            complete: () => {},
          },
        );
      });
      await client.dispose();
      if (c.allowed.has(role)) expect(outcome).toBe('open');
      else expect(outcome).toBe(role === 'visitor' ? 'UNAUTHENTICATED' : 'FORBIDDEN');
    },
  );

  it.each(Object.entries(restrictedFields).flatMap(([type, fields]) => fields.map((f) => [type, f])))(
    '%s.%s is read only by those the matrix names',
    async (type, field) => {
      const c = fieldCase(type!, field!);
      const value = await c.read(await headersFor(role));
      if (c.visibleTo.has(role)) expect(value).not.toBeNull();
      else expect(value).toBeNull();
      if (
        type === 'User' &&
        role !== 'visitor' &&
        !(role === 'user' && (field === 'fullName' || field === 'termsAccepted'))
      ) {
        // One's own restricted fields are readable (an unregistered user has no full name or terms accepted yet).
        const own = await app.graphql<{ viewer: Record<string, unknown> }>(
          `{ viewer { ${selection(field!)} } }`,
          {},
          await headersFor(role),
        );
        expect(own.body.data!.viewer[field!]).not.toBeNull();
      }
    },
  );
});

function selection(field: string) {
  return (
    {
      sessions: 'sessions(first: 5) { edges { node { id } } }',
      termsAccepted: 'termsAccepted { version }',
      job: 'job { id }',
      applicant: 'applicant { id }',
      resume: 'resume { id document { skills } }',
      sender: 'sender { id }',
      company: 'company { id }',
      viewerReview: 'viewerReview { id }',
      otherReview: 'otherReview { id }',
      conversation: 'conversation { id }',
      participants: 'participants { id }',
      otherParticipants: 'otherParticipants { id }',
      lastMessage: 'lastMessage { id }',
      messages: 'messages(last: 5) { edges { node { id } } }',
      conversations: 'conversations(first: 5) { edges { node { conversation { id } } } }',
      reporter: 'reporter { id }',
      assignee: 'assignee { id }',
      messageSender: 'messageSender { id }',
      test: 'test { id }',
      question: 'question(position: 0) { position }',
      result: 'result { score }',
      integrity: 'integrity { risk }',
      certificate: 'certificate { code }',
      payments: 'payments { status }',
      buyer: 'buyer { id }',
      project: 'project { id }',
      events: 'events { to }',
      deliveredFiles: 'deliveredFiles { name }',
      disputeEvidence: 'disputeEvidence { name }',
      taker: 'taker { id }',
      testResults: 'testResults { state score }',
      testInvitations: 'testInvitations { id }',
      milestone: 'milestone { id }',
      parts: 'parts { sections { body } }',
      author: 'author { id }',
    }[field] ?? field
  );
}

interface FieldCase {
  visibleTo: Set<RoleName>;
  /** The field's value as the caller reads it; null when hidden (or when the whole query was refused). */
  read(headers: Record<string, string>): Promise<unknown>;
}

function fieldCase(type: string, field: string): FieldCase {
  const node = async (id: string, fragment: string, headers: Record<string, string>) => {
    const { body } = await app.graphql<{ node: Record<string, unknown> | null }>(
      `query ($id: ID!) { node(id: $id) { ... on ${fragment} } }`,
      { id },
      headers,
    );
    return body.data?.node ?? null;
  };
  switch (type) {
    case 'Company':
      // The matrix's employer's company, as it waits for the team (its employer's mutation above asked again).
      return {
        visibleTo: field === 'memberCount' ? only('admin') : only('employer', 'admin'),
        read: async (h) => {
          const { company } = await db.prisma.user.findUniqueOrThrow({
            where: { id: users.employer },
            select: { company: { select: { id: true } } },
          });
          await db.prisma.company.update({
            where: { id: company!.id },
            data: { verificationNote: 'Matrix', verificationRequestedAt: new Date() },
          });
          return (
            (await node(encodeGlobalID('Company', company!.id), `Company { ${field} }`, h))?.[field] ?? null
          );
        },
      };
    case 'User':
      return {
        visibleTo: only('admin'),
        read: async (h) =>
          (await node(encodeGlobalID('User', otherUserId), `User { ${selection(field)} }`, h))?.[field] ??
          null,
      };
    case 'JobApplication':
      return {
        // The results of the job's tests reach the job's employer alone: not the applicant, not an admin.
        visibleTo: field === 'testResults' ? only('employer') : only('jobSeeker', 'employer', 'admin'),
        read: async (h) =>
          (
            await node(
              encodeGlobalID('JobApplication', applicationId),
              `JobApplication { ${selection(field)} }`,
              h,
            )
          )?.[field] ?? null,
      };
    case 'Job':
      if (field === 'testInvitations')
        return {
          visibleTo: only('employer'),
          read: async (h) =>
            (
              await node(
                encodeGlobalID('Job', jobId),
                'Job { testInvitations { edges { node { email } } } }',
                h,
              )
            )?.[field] ?? null,
        };
      return {
        visibleTo: field === 'applications' ? only('employer', 'admin') : only('jobSeeker'),
        read: async (h) => {
          // The applications, newest first and ordered by a test's score: both for the same viewers alone.
          const byScore = `applications(orderBy: { testScore: "${encodeGlobalID('Test', jobId)}" })`;
          const job = await node(
            encodeGlobalID('Job', jobId),
            field === 'applications'
              ? `Job { applications { totalCount } byScore: ${byScore} { edges { node { id } } } }`
              : 'Job { viewerApplication { id } }',
            h,
          );
          return job?.[field] ?? job?.byScore ?? null;
        },
      };
    case 'Message':
      return {
        visibleTo: only('jobSeeker', 'employer'),
        read: async (h) =>
          (await node(encodeGlobalID('Message', messageId), `Message { ${selection(field)} }`, h))?.[field] ??
          null,
      };
    case 'Conversation':
      return {
        visibleTo: only('jobSeeker', 'employer'),
        read: async (h) =>
          (
            await node(
              encodeGlobalID('Conversation', conversationId),
              `Conversation { ${selection(field)} }`,
              h,
            )
          )?.[field] ?? null,
      };
    case 'Inbox':
      return {
        visibleTo: only('jobSeeker'),
        read: async (h) =>
          (await node(encodeGlobalID('Inbox', users.jobSeeker), `Inbox { ${selection(field)} }`, h))?.[
            field
          ] ?? null,
      };
    case 'InboxItem':
      return {
        visibleTo: only('admin'),
        read: async (h) =>
          (await node(encodeGlobalID('InboxItem', inboxItemId), `InboxItem { ${selection(field)} }`, h))?.[
            field
          ] ?? null,
      };
    case 'ContentItem':
      return {
        visibleTo: only('admin'),
        read: async (h) =>
          (
            await node(
              encodeGlobalID('ContentItem', contentItemId),
              field === 'revisions'
                ? 'ContentItem { revisions(locale: "fa") { edges { node { id } } } }'
                : 'ContentItem { publishedRevisionId(locale: "fa") }',
              h,
            )
          )?.[field] ?? null,
      };
    case 'ContentRevision':
      return {
        visibleTo: only('admin'),
        read: async (h) =>
          (
            await node(
              encodeGlobalID('ContentRevision', contentRevisionId),
              `ContentRevision { ${selection(field)} }`,
              h,
            )
          )?.[field] ?? null,
      };
    case 'Collaborator':
      return {
        visibleTo: only('collaborator', 'admin'),
        read: async (h) =>
          (await node(encodeGlobalID('Collaborator', collaboratorId), `Collaborator { ${field} }`, h))?.[
            field
          ] ?? null,
      };
    case 'PortfolioProject':
      if (field === 'demoCredentials')
        return {
          visibleTo: signedIn,
          read: async (h) =>
            (
              await node(
                encodeGlobalID('PortfolioProject', portfolioDemoProjectId),
                'PortfolioProject { demoCredentials { username } }',
                h,
              )
            )?.demoCredentials ?? null,
        };
      return {
        visibleTo: only('collaborator', 'admin'),
        read: async (h) =>
          (
            await node(
              encodeGlobalID('PortfolioProject', portfolioProjectId),
              `PortfolioProject { ${field} }`,
              h,
            )
          )?.[field] ?? null,
      };
    case 'Contract':
    case 'ContractMilestone': {
      const id =
        type === 'Contract'
          ? encodeGlobalID('Contract', contractId)
          : encodeGlobalID('ContractMilestone', milestoneId);
      const nested: Record<string, string> = {
        client: 'client { id }',
        collaborator: 'collaborator { id }',
        milestones: 'milestones { id }',
        contract: 'contract { id }',
        events: 'events { action }',
        evidence: 'evidence { name }',
        fromRequest: 'fromRequest { id }',
        project: 'project { id }',
      };
      return {
        visibleTo: only('employer', 'collaborator', 'admin'),
        read: async (h) =>
          (await node(id, `${type} { ${nested[field] ?? selection(field)} }`, h))?.[field] ?? null,
      };
    }
    case 'PortfolioPurchase':
      return {
        visibleTo: only('jobSeeker', 'collaborator', 'admin'),
        read: async (h) =>
          (
            await node(
              encodeGlobalID('PortfolioPurchase', purchaseId),
              `PortfolioPurchase { ${field === 'review' ? 'review { id }' : selection(field)} }`,
              h,
            )
          )?.[field] ?? null,
      };
    case 'ContactRequest': {
      const fromPool = field === 'resume' || field === 'company';
      return {
        visibleTo: fromPool
          ? only('employer', 'collaborator', 'admin')
          : only('jobSeeker', 'collaborator', 'admin'),
        read: async (h) =>
          (
            await node(
              encodeGlobalID('ContactRequest', fromPool ? talentRequestId : contactRequestId),
              `ContactRequest { ${field === 'collaborator' ? 'collaborator { id }' : selection(field)} }`,
              h,
            )
          )?.[field] ?? null,
      };
    }
    case 'CollaboratorReview':
      // Read as each side of the matrix's completed request finds it: their own review, or the other side's.
      return {
        visibleTo: only('admin'),
        read: async (h) => {
          const request = await node(
            encodeGlobalID('ContactRequest', contactRequestId),
            `ContactRequest { viewerReview { ${field} } otherReview { ${field} } }`,
            h,
          );
          const reviews = [request?.viewerReview, request?.otherReview] as (Record<string, unknown> | null)[];
          return reviews.map((review) => review?.[field] ?? null).find((value) => value !== null) ?? null;
        },
      };
    case 'Testimonial':
      return {
        visibleTo: only('admin'),
        read: async (h) =>
          (await node(encodeGlobalID('Testimonial', testimonialId), `Testimonial { ${field} }`, h))?.[
            field
          ] ?? null,
      };
    case 'Comment':
      return {
        visibleTo: only('admin'),
        read: async (h) =>
          (
            await node(
              encodeGlobalID('Comment', commentId),
              `Comment { ${field === 'reports' ? 'reports { reason }' : field} }`,
              h,
            )
          )?.[field] ?? null,
      };
    case 'MessageReport':
      return {
        visibleTo: only('jobSeeker', 'admin'),
        read: async (h) =>
          (
            await node(encodeGlobalID('MessageReport', reportId), `MessageReport { ${selection(field)} }`, h)
          )?.[field] ?? null,
      };
    case 'TestSession':
      return {
        visibleTo: only('jobSeeker'),
        read: async (h) =>
          (
            await node(
              encodeGlobalID('TestSession', testSessionId),
              `TestSession { ${field === 'questions' ? 'questions { position }' : selection(field)} }`,
              h,
            )
          )?.[field] ?? null,
      };
    case 'TestInvitationBatch':
      return {
        visibleTo: only('employer'),
        read: async (h) =>
          (
            await node(
              encodeGlobalID('TestInvitationBatch', batchId),
              `TestInvitationBatch { ${field === 'test' ? 'test { id }' : field} }`,
              h,
            )
          )?.[field] ?? null,
      };
    case 'Certificate':
      // Revoked with a reason in the setup: the page says revoked to anyone, the reason only to admins.
      return {
        visibleTo: only('admin'),
        read: async (h) =>
          (
            await app.graphql<{ certificate: { revocationReason: string | null } | null }>(
              '{ certificate(code: "MATRX-MATRX-MATRX-MATRX") { revocationReason } }',
              {},
              h,
            )
          ).body.data?.certificate?.revocationReason ?? null,
      };
    case 'Order': {
      // What only a pending order has is read from the pending one.
      const id = ['payUrl', 'expiresAt'].includes(field)
        ? pendingOrderId
        : field === 'testInvitations'
          ? invitationsOrderId
          : field === 'milestone'
            ? milestoneOrderId
            : ['licence', 'escrowStatus', 'escrowSettledAt'].includes(field)
              ? softwareOrderId
              : refundedOrder.id;
      return {
        visibleTo: only('jobSeeker', 'admin'),
        read: async (h) =>
          (await node(encodeGlobalID('Order', id), `Order { ${selection(field)} }`, h))?.[field] ?? null,
      };
    }
    case 'Test': {
      const selections: Record<string, string> = {
        questions: 'questions { key prompt }',
        question: 'question(key: "q1") { key prompts { fa } options { key } correct numericValue }',
        settings: 'settings { title { fa } categories { key } }',
        itemStatistics: 'itemStatistics { sessions items { key drawn } }',
        viewerAccess: 'viewerAccess { canStart }',
      };
      return {
        visibleTo: field === 'viewerAccess' ? signedIn : only('admin'),
        read: async (h) =>
          (
            await app.graphql<{ test: Record<string, unknown> | null }>(
              `{ test(slug: "matrix-test") { ${selections[field]} } }`,
              {},
              h,
            )
          ).body.data?.test?.[field] ?? null,
      };
    }
    case 'Query':
      if (field === 'order') {
        return {
          visibleTo: only('jobSeeker', 'admin'),
          read: async (h) =>
            (
              await app.graphql<{ order: unknown }>(
                `{ order(number: "${refundedOrder.number}") { number } }`,
                {},
                h,
              )
            ).body.data?.order ?? null,
        };
      }
      if (field === 'adminCollaborators') {
        return {
          visibleTo: only('admin'),
          read: async (h) =>
            (
              await app.graphql<{ adminCollaborators: unknown }>(
                '{ adminCollaborators(first: 5, filter: { state: SUSPENDED }) { totalCount edges { node { slug } } } }',
                {},
                h,
              )
            ).body.data?.adminCollaborators ?? null,
        };
      }
      if (field === 'talentPoolResume') {
        return {
          visibleTo: only('employer', 'admin'),
          read: async (h) => {
            const { id } = await db.prisma.resume.findUniqueOrThrow({
              where: { userId: users.collaborator },
            });
            return (
              (
                await app.graphql<{ talentPoolResume: unknown }>(
                  'query ($id: ID!) { talentPoolResume(id: $id) { id } }',
                  { id: encodeGlobalID('Resume', id) },
                  h,
                )
              ).body.data?.talentPoolResume ?? null
            );
          },
        };
      }
      if (field === 'talentPool') {
        return {
          visibleTo: only('employer', 'admin'),
          read: async (h) =>
            (
              await app.graphql<{ talentPool: unknown }>(
                '{ talentPool(first: 5) { totalCount edges { node { id document { headline } } } } }',
                {},
                h,
              )
            ).body.data?.talentPool ?? null,
        };
      }
      if (field === 'companiesToVerify') {
        return {
          visibleTo: only('admin'),
          read: async (h) =>
            (
              await app.graphql<{ companiesToVerify: unknown }>(
                '{ companiesToVerify(first: 5) { totalCount edges { node { id } } } }',
                {},
                h,
              )
            ).body.data?.companiesToVerify ?? null,
        };
      }
      if (field === 'resumesToEvaluate') {
        return {
          visibleTo: only('admin'),
          read: async (h) =>
            (
              await app.graphql<{ resumesToEvaluate: unknown }>(
                '{ resumesToEvaluate(first: 5) { totalCount edges { node { id } } } }',
                {},
                h,
              )
            ).body.data?.resumesToEvaluate ?? null,
        };
      }
      if (field === 'adminTests') {
        return {
          visibleTo: only('admin'),
          read: async (h) =>
            (
              await app.graphql<{ adminTests: unknown }>(
                '{ adminTests(first: 5) { totalCount edges { node { slug } } } }',
                {},
                h,
              )
            ).body.data?.adminTests ?? null,
        };
      }
      if (field === 'myOrders' || field === 'orders') {
        return {
          visibleTo: field === 'orders' ? only('admin') : signedIn,
          read: async (h) =>
            (
              await app.graphql<Record<string, unknown>>(
                `{ ${field}(first: 5) { totalCount edges { node { id } } } }`,
                {},
                h,
              )
            ).body.data?.[field] ?? null,
        };
      }
      if (field === 'certificates' || field === 'reportQueue') {
        return {
          visibleTo: only('admin'),
          read: async (h) =>
            (
              await app.graphql<Record<string, unknown>>(
                `{ ${field}(first: 5) { totalCount edges { node { __typename } } } }`,
                {},
                h,
              )
            ).body.data?.[field] ?? null,
        };
      }
      if (field === 'reportedCollaboratorReviews') {
        return {
          visibleTo: only('admin'),
          read: async (h) =>
            (
              await app.graphql<{ reportedCollaboratorReviews: unknown }>(
                '{ reportedCollaboratorReviews(first: 5) { totalCount } }',
                {},
                h,
              )
            ).body.data?.reportedCollaboratorReviews ?? null,
        };
      }
      if (field === 'portfolioReviews') {
        return {
          visibleTo: only('admin'),
          read: async (h) =>
            (
              await app.graphql<{ portfolioReviews: unknown }>(
                '{ portfolioReviews(first: 5) { totalCount } }',
                {},
                h,
              )
            ).body.data?.portfolioReviews ?? null,
        };
      }
      if (field === 'myContracts' || field === 'milestoneDisputes') {
        return {
          visibleTo: field === 'myContracts' ? signedIn : only('admin'),
          read: async (h) =>
            (
              await app.graphql<Record<string, unknown>>(
                field === 'myContracts'
                  ? '{ myContracts(first: 5) { totalCount } }'
                  : '{ milestoneDisputes(state: OPEN, first: 5) { totalCount } }',
                {},
                h,
              )
            ).body.data?.[field] ?? null,
        };
      }
      if (field === 'myEarnings') {
        return {
          visibleTo: signedIn,
          read: async (h) =>
            (await app.graphql<{ myEarnings: unknown }>('{ myEarnings { owedRials } }', {}, h)).body.data
              ?.myEarnings ?? null,
        };
      }
      if (field === 'sellersOwed') {
        return {
          visibleTo: only('admin'),
          read: async (h) =>
            (await app.graphql<{ sellersOwed: unknown }>('{ sellersOwed { owedRials } }', {}, h)).body.data
              ?.sellersOwed ?? null,
        };
      }
      if (field === 'myContactRequests') {
        return {
          visibleTo: signedIn,
          read: async (h) =>
            (
              await app.graphql<{ myContactRequests: unknown }>(
                '{ myContactRequests(box: RECEIVED, first: 5) { totalCount } }',
                {},
                h,
              )
            ).body.data?.myContactRequests ?? null,
        };
      }
      if (field === 'myTestSessions') {
        return {
          visibleTo: signedIn,
          read: async (h) =>
            (
              await app.graphql<{ myTestSessions: unknown }>(
                '{ myTestSessions(first: 5) { totalCount } }',
                {},
                h,
              )
            ).body.data?.myTestSessions ?? null,
        };
      }
      if (field === 'testSession') {
        return {
          visibleTo: only('jobSeeker'),
          read: async (h) =>
            (
              await app.graphql<{ testSession: unknown }>(
                `{ testSession(token: "${testSessionToken}") { token } }`,
                {},
                h,
              )
            ).body.data?.testSession ?? null,
        };
      }
      if (field === 'inbox') {
        return {
          visibleTo: signedIn,
          read: async (h) =>
            (await app.graphql<{ inbox: unknown }>('{ inbox { unreadCount } }', {}, h)).body.data?.inbox ??
            null,
        };
      }
      if (field === 'adminInbox') {
        return {
          visibleTo: only('admin'),
          read: async (h) =>
            (
              await app.graphql<{ adminInbox: unknown }>(
                '{ adminInbox(first: 5) { edges { node { id } } } }',
                {},
                h,
              )
            ).body.data?.adminInbox ?? null,
        };
      }
      if (field === 'testimonialQueue' || field === 'commentQueue' || field === 'feedbackQueueCounts') {
        const selections: Record<string, string> = {
          testimonialQueue: 'testimonialQueue(first: 5) { totalCount edges { node { id } } }',
          commentQueue: 'commentQueue(filter: REPORTED, first: 5) { totalCount edges { node { id } } }',
          feedbackQueueCounts: 'feedbackQueueCounts { reportedComments }',
        };
        return {
          visibleTo: only('admin'),
          read: async (h) =>
            (await app.graphql<Record<string, unknown>>(`{ ${selections[field]} }`, {}, h)).body.data?.[
              field
            ] ?? null,
        };
      }
      if (field === 'messageReports') {
        return {
          visibleTo: only('admin'),
          read: async (h) =>
            (
              await app.graphql<{ messageReports: unknown }>(
                '{ messageReports(first: 5) { edges { node { id } } } }',
                {},
                h,
              )
            ).body.data?.messageReports ?? null,
        };
      }
      if (field === 'analyticsSummary') {
        return {
          visibleTo: only('admin'),
          read: async (h) =>
            (
              await app.graphql<{ analyticsSummary: unknown }>(
                '{ analyticsSummary(from: "2026-01-01", to: "2026-01-31") { visits days { day } topPaths { value } } }',
                {},
                h,
              )
            ).body.data?.analyticsSummary ?? null,
        };
      }
      if (field === 'myApiKeys') {
        return {
          visibleTo: only('employer', 'admin'),
          read: async (h) =>
            (
              await app.graphql<{ myApiKeys: unknown }>(
                '{ myApiKeys(first: 5) { edges { node { id usage(days: 7) { day } } } } }',
                {},
                h,
              )
            ).body.data?.myApiKeys ?? null,
        };
      }
      if (field === 'myJobs') {
        return {
          visibleTo: only('employer'),
          read: async (h) =>
            (await app.graphql<{ myJobs: unknown }>('{ myJobs(first: 5) { totalCount } }', {}, h)).body.data
              ?.myJobs ?? null,
        };
      }
      return {
        visibleTo: signedIn,
        read: async (h) =>
          (
            await app.graphql<{ myApplications: unknown }>(
              '{ myApplications(first: 5) { edges { node { id } } } }',
              {},
              h,
            )
          ).body.data?.myApplications ?? null,
      };
    default:
      throw new Error(`No authorization case for ${type}.${field}`);
  }
}
