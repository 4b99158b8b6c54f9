/**
 * @generated SignedSource<<6cf5aa25104a1a5ede9184bcc0c8c4a9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ContractRole = "ADMIN" | "CLIENT" | "COLLABORATOR" | "%future added value";
export type MilestoneStatus = "CHANGES_REQUESTED" | "DISPUTED" | "FUNDED" | "IN_PROGRESS" | "PROPOSED" | "REFUNDED" | "REFUND_REQUESTED" | "RELEASED" | "SPLIT" | "SUBMITTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MilestoneRow_milestone$data = {
  readonly amountRials: number;
  readonly disputeAnswer: string | null | undefined;
  readonly disputeLoser: ContractRole | null | undefined;
  readonly disputeReason: string | null | undefined;
  readonly disputeRespondBy: string | null | undefined;
  readonly disputedBy: ContractRole | null | undefined;
  readonly evidence: ReadonlyArray<{
    readonly byRole: ContractRole | null | undefined;
    readonly downloadPath: string;
    readonly name: string;
    readonly pages: number;
  }>;
  readonly heldRials: number;
  readonly id: string;
  readonly position: number;
  readonly refundedRials: number;
  readonly releasedRials: number;
  readonly reviewEndsAt: string | null | undefined;
  readonly status: MilestoneStatus;
  readonly submissionNote: string | null | undefined;
  readonly title: string;
  readonly viewerCanFund: boolean;
  readonly " $fragmentType": "MilestoneRow_milestone";
};
export type MilestoneRow_milestone$key = {
  readonly " $data"?: MilestoneRow_milestone$data;
  readonly " $fragmentSpreads": FragmentRefs<"MilestoneRow_milestone">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MilestoneRow_milestone",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "position",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "amountRials",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanFund",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "heldRials",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "releasedRials",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "refundedRials",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "submissionNote",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reviewEndsAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "disputedBy",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "disputeRespondBy",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "disputeAnswer",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "disputeLoser",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "disputeReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ContractMilestoneFile",
      "kind": "LinkedField",
      "name": "evidence",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pages",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "byRole",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "downloadPath",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ContractMilestone",
  "abstractKey": null
};

(node as any).hash = "e60fdab3cd73c1606fa07a18700155e4";

export default node;
