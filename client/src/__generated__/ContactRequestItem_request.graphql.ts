/**
 * @generated SignedSource<<faf5672667dafa5132c025d3424aa611>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ContactRequestState = "ACCEPTED" | "COMPLETED" | "DECLINED" | "EXPIRED" | "SEEN" | "SENT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ContactRequestItem_request$data = {
  readonly answer: string | null | undefined;
  readonly budgetRials: number | null | undefined;
  readonly collaborator: {
    readonly displayName: string;
    readonly id: string;
    readonly path: string;
  } | null | undefined;
  readonly company: {
    readonly name: string;
  } | null | undefined;
  readonly completedAt: string | null | undefined;
  readonly conversationId: string | null | undefined;
  readonly createdAt: string;
  readonly deadline: string | null | undefined;
  readonly expiresAt: string;
  readonly id: string;
  readonly message: string;
  readonly otherMarkedDone: boolean;
  readonly resume: {
    readonly document: {
      readonly headline: string | null | undefined;
    } | null | undefined;
  } | null | undefined;
  readonly sender: {
    readonly displayName: string;
  };
  readonly state: ContactRequestState;
  readonly subject: string;
  readonly viewerIsCollaborator: boolean;
  readonly viewerMarkedDone: boolean;
  readonly " $fragmentType": "ContactRequestItem_request";
};
export type ContactRequestItem_request$key = {
  readonly " $data"?: ContactRequestItem_request$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContactRequestItem_request">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContactRequestItem_request",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "subject",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "budgetRials",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deadline",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "state",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "answer",
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
      "name": "expiresAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerIsCollaborator",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "conversationId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerMarkedDone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "otherMarkedDone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "completedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Collaborator",
      "kind": "LinkedField",
      "name": "collaborator",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "path",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "sender",
      "plural": false,
      "selections": [
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Company",
      "kind": "LinkedField",
      "name": "company",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TalentPoolResume",
      "kind": "LinkedField",
      "name": "resume",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ResumeDocument",
          "kind": "LinkedField",
          "name": "document",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "headline",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ContactRequest",
  "abstractKey": null
};
})();

(node as any).hash = "10df8f27bc335dc88dc76deff7678fb6";

export default node;
