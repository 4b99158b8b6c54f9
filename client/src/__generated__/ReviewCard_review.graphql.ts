/**
 * @generated SignedSource<<a63ca70dd078db56ba1007b664b11b2b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReviewCard_review$data = {
  readonly communication: number;
  readonly cooperation: number;
  readonly createdAt: string;
  readonly id: string;
  readonly quality: number;
  readonly rating: number;
  readonly reply: string | null | undefined;
  readonly schedule: number;
  readonly text: string;
  readonly viewerCanReply: boolean;
  readonly viewerIsAuthor: boolean;
  readonly " $fragmentType": "ReviewCard_review";
};
export type ReviewCard_review$key = {
  readonly " $data"?: ReviewCard_review$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReviewCard_review">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReviewCard_review",
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
      "name": "rating",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "quality",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "communication",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "schedule",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cooperation",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "text",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reply",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerIsAuthor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanReply",
      "storageKey": null
    }
  ],
  "type": "CollaboratorReview",
  "abstractKey": null
};

(node as any).hash = "3a938d5a603e91b011ead7acd62373d8";

export default node;
