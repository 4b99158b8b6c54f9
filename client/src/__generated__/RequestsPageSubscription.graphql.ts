/**
 * @generated SignedSource<<8155b525d79a1b88cd075661d3d30f9d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContactRequestState = "ACCEPTED" | "COMPLETED" | "DECLINED" | "EXPIRED" | "SEEN" | "SENT" | "%future added value";
export type RequestsPageSubscription$variables = Record<PropertyKey, never>;
export type RequestsPageSubscription$data = {
  readonly contactRequestChanged: {
    readonly id: string;
    readonly sender: {
      readonly displayName: string;
    };
    readonly state: ContactRequestState;
    readonly viewerIsCollaborator: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"ContactRequestItem_request" | "WorkReviews_request">;
  };
};
export type RequestsPageSubscription = {
  response: RequestsPageSubscription$data;
  variables: RequestsPageSubscription$variables;
};

const node: ConcreteRequest = (function(){
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
  "name": "viewerIsCollaborator",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rating",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "quality",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "communication",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "schedule",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cooperation",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reply",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerIsAuthor",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanReply",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RequestsPageSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ContactRequest",
        "kind": "LinkedField",
        "name": "contactRequestChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "sender",
            "plural": false,
            "selections": [
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ContactRequestItem_request"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "WorkReviews_request"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RequestsPageSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ContactRequest",
        "kind": "LinkedField",
        "name": "contactRequestChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "sender",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v0/*:: as any*/)
            ],
            "storageKey": null
          },
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
            "name": "answer",
            "storageKey": null
          },
          (v4/*:: as any*/),
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
              (v3/*:: as any*/),
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
              },
              (v0/*:: as any*/)
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
              },
              (v0/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reviewUntil",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CollaboratorReview",
            "kind": "LinkedField",
            "name": "viewerReview",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "shown",
                "storageKey": null
              },
              (v0/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v4/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CollaboratorReview",
            "kind": "LinkedField",
            "name": "otherReview",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v4/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "9ca9cd39171c2329a885327a4b3ab95c",
    "id": null,
    "metadata": {},
    "name": "RequestsPageSubscription",
    "operationKind": "subscription",
    "text": "subscription RequestsPageSubscription {\n  contactRequestChanged {\n    id\n    viewerIsCollaborator\n    state\n    sender {\n      displayName\n      id\n    }\n    ...ContactRequestItem_request\n    ...WorkReviews_request\n  }\n}\n\nfragment ContactRequestItem_request on ContactRequest {\n  id\n  subject\n  message\n  budgetRials\n  deadline\n  state\n  answer\n  createdAt\n  expiresAt\n  viewerIsCollaborator\n  conversationId\n  viewerMarkedDone\n  otherMarkedDone\n  completedAt\n  collaborator {\n    id\n    displayName\n    path\n  }\n  sender {\n    displayName\n    id\n  }\n  company {\n    name\n    id\n  }\n  resume {\n    document {\n      headline\n    }\n    id\n  }\n}\n\nfragment ReviewCard_review on CollaboratorReview {\n  id\n  rating\n  quality\n  communication\n  schedule\n  cooperation\n  text\n  createdAt\n  reply\n  viewerIsAuthor\n  viewerCanReply\n}\n\nfragment WorkReviews_request on ContactRequest {\n  id\n  reviewUntil\n  viewerIsCollaborator\n  collaborator {\n    displayName\n    id\n  }\n  sender {\n    displayName\n    id\n  }\n  viewerReview {\n    shown\n    ...ReviewCard_review\n    id\n  }\n  otherReview {\n    ...ReviewCard_review\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "53708924f239c779f3f92166b50fadb9";

export default node;
