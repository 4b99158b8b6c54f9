/**
 * @generated SignedSource<<a67a589bb0288975af71816aca7adc51>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContactRequestItemTestQuery$variables = Record<PropertyKey, never>;
export type ContactRequestItemTestQuery$data = {
  readonly myContactRequests: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly " $fragmentSpreads": FragmentRefs<"ContactRequestItem_request" | "WorkReviews_request">;
      };
    }>;
  };
};
export type ContactRequestItemTestQuery = {
  response: ContactRequestItemTestQuery$data;
  variables: ContactRequestItemTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "box",
    "value": "SENT"
  },
  {
    "kind": "Literal",
    "name": "first",
    "value": 1
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
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
  "name": "rating",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "quality",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "communication",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "schedule",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cooperation",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reply",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerIsAuthor",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanReply",
  "storageKey": null
},
v13 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v14 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v15 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v16 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "DateTime"
},
v17 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "DateTime"
},
v18 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v19 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "CollaboratorReview"
},
v20 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v21 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Float"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ContactRequestItemTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "QueryMyContactRequestsConnection",
        "kind": "LinkedField",
        "name": "myContactRequests",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryMyContactRequestsConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ContactRequest",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
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
            "storageKey": null
          }
        ],
        "storageKey": "myContactRequests(box:\"SENT\",first:1)"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ContactRequestItemTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "QueryMyContactRequestsConnection",
        "kind": "LinkedField",
        "name": "myContactRequests",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryMyContactRequestsConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ContactRequest",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
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
                  (v2/*:: as any*/),
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
                      (v1/*:: as any*/),
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
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "sender",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/),
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
                      },
                      (v1/*:: as any*/)
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
                      (v1/*:: as any*/)
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
                      (v1/*:: as any*/),
                      (v4/*:: as any*/),
                      (v5/*:: as any*/),
                      (v6/*:: as any*/),
                      (v7/*:: as any*/),
                      (v8/*:: as any*/),
                      (v9/*:: as any*/),
                      (v2/*:: as any*/),
                      (v10/*:: as any*/),
                      (v11/*:: as any*/),
                      (v12/*:: as any*/)
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
                      (v1/*:: as any*/),
                      (v4/*:: as any*/),
                      (v5/*:: as any*/),
                      (v6/*:: as any*/),
                      (v7/*:: as any*/),
                      (v8/*:: as any*/),
                      (v9/*:: as any*/),
                      (v2/*:: as any*/),
                      (v10/*:: as any*/),
                      (v11/*:: as any*/),
                      (v12/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "myContactRequests(box:\"SENT\",first:1)"
      }
    ]
  },
  "params": {
    "cacheID": "173c294fb889b833c85cf4157e3bc8d9",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "myContactRequests": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "QueryMyContactRequestsConnection"
        },
        "myContactRequests.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "QueryMyContactRequestsConnectionEdge"
        },
        "myContactRequests.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ContactRequest"
        },
        "myContactRequests.edges.node.answer": (v13/*:: as any*/),
        "myContactRequests.edges.node.budgetRials": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "SafeInt"
        },
        "myContactRequests.edges.node.collaborator": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Collaborator"
        },
        "myContactRequests.edges.node.collaborator.displayName": (v14/*:: as any*/),
        "myContactRequests.edges.node.collaborator.id": (v15/*:: as any*/),
        "myContactRequests.edges.node.collaborator.path": (v14/*:: as any*/),
        "myContactRequests.edges.node.company": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Company"
        },
        "myContactRequests.edges.node.company.id": (v15/*:: as any*/),
        "myContactRequests.edges.node.company.name": (v14/*:: as any*/),
        "myContactRequests.edges.node.completedAt": (v16/*:: as any*/),
        "myContactRequests.edges.node.conversationId": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ID"
        },
        "myContactRequests.edges.node.createdAt": (v17/*:: as any*/),
        "myContactRequests.edges.node.deadline": (v13/*:: as any*/),
        "myContactRequests.edges.node.expiresAt": (v17/*:: as any*/),
        "myContactRequests.edges.node.id": (v15/*:: as any*/),
        "myContactRequests.edges.node.message": (v14/*:: as any*/),
        "myContactRequests.edges.node.otherMarkedDone": (v18/*:: as any*/),
        "myContactRequests.edges.node.otherReview": (v19/*:: as any*/),
        "myContactRequests.edges.node.otherReview.communication": (v20/*:: as any*/),
        "myContactRequests.edges.node.otherReview.cooperation": (v20/*:: as any*/),
        "myContactRequests.edges.node.otherReview.createdAt": (v17/*:: as any*/),
        "myContactRequests.edges.node.otherReview.id": (v15/*:: as any*/),
        "myContactRequests.edges.node.otherReview.quality": (v20/*:: as any*/),
        "myContactRequests.edges.node.otherReview.rating": (v21/*:: as any*/),
        "myContactRequests.edges.node.otherReview.reply": (v13/*:: as any*/),
        "myContactRequests.edges.node.otherReview.schedule": (v20/*:: as any*/),
        "myContactRequests.edges.node.otherReview.text": (v14/*:: as any*/),
        "myContactRequests.edges.node.otherReview.viewerCanReply": (v18/*:: as any*/),
        "myContactRequests.edges.node.otherReview.viewerIsAuthor": (v18/*:: as any*/),
        "myContactRequests.edges.node.resume": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "TalentPoolResume"
        },
        "myContactRequests.edges.node.resume.document": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ResumeDocument"
        },
        "myContactRequests.edges.node.resume.document.headline": (v13/*:: as any*/),
        "myContactRequests.edges.node.resume.id": (v15/*:: as any*/),
        "myContactRequests.edges.node.reviewUntil": (v16/*:: as any*/),
        "myContactRequests.edges.node.sender": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "User"
        },
        "myContactRequests.edges.node.sender.displayName": (v14/*:: as any*/),
        "myContactRequests.edges.node.sender.id": (v15/*:: as any*/),
        "myContactRequests.edges.node.state": {
          "enumValues": [
            "SENT",
            "SEEN",
            "ACCEPTED",
            "DECLINED",
            "EXPIRED",
            "COMPLETED"
          ],
          "nullable": false,
          "plural": false,
          "type": "ContactRequestState"
        },
        "myContactRequests.edges.node.subject": (v14/*:: as any*/),
        "myContactRequests.edges.node.viewerIsCollaborator": (v18/*:: as any*/),
        "myContactRequests.edges.node.viewerMarkedDone": (v18/*:: as any*/),
        "myContactRequests.edges.node.viewerReview": (v19/*:: as any*/),
        "myContactRequests.edges.node.viewerReview.communication": (v20/*:: as any*/),
        "myContactRequests.edges.node.viewerReview.cooperation": (v20/*:: as any*/),
        "myContactRequests.edges.node.viewerReview.createdAt": (v17/*:: as any*/),
        "myContactRequests.edges.node.viewerReview.id": (v15/*:: as any*/),
        "myContactRequests.edges.node.viewerReview.quality": (v20/*:: as any*/),
        "myContactRequests.edges.node.viewerReview.rating": (v21/*:: as any*/),
        "myContactRequests.edges.node.viewerReview.reply": (v13/*:: as any*/),
        "myContactRequests.edges.node.viewerReview.schedule": (v20/*:: as any*/),
        "myContactRequests.edges.node.viewerReview.shown": (v18/*:: as any*/),
        "myContactRequests.edges.node.viewerReview.text": (v14/*:: as any*/),
        "myContactRequests.edges.node.viewerReview.viewerCanReply": (v18/*:: as any*/),
        "myContactRequests.edges.node.viewerReview.viewerIsAuthor": (v18/*:: as any*/)
      }
    },
    "name": "ContactRequestItemTestQuery",
    "operationKind": "query",
    "text": "query ContactRequestItemTestQuery {\n  myContactRequests(box: SENT, first: 1) {\n    edges {\n      node {\n        ...ContactRequestItem_request\n        ...WorkReviews_request\n        id\n      }\n    }\n  }\n}\n\nfragment ContactRequestItem_request on ContactRequest {\n  id\n  subject\n  message\n  budgetRials\n  deadline\n  state\n  answer\n  createdAt\n  expiresAt\n  viewerIsCollaborator\n  conversationId\n  viewerMarkedDone\n  otherMarkedDone\n  completedAt\n  collaborator {\n    id\n    displayName\n    path\n  }\n  sender {\n    displayName\n    id\n  }\n  company {\n    name\n    id\n  }\n  resume {\n    document {\n      headline\n    }\n    id\n  }\n}\n\nfragment ReviewCard_review on CollaboratorReview {\n  id\n  rating\n  quality\n  communication\n  schedule\n  cooperation\n  text\n  createdAt\n  reply\n  viewerIsAuthor\n  viewerCanReply\n}\n\nfragment WorkReviews_request on ContactRequest {\n  id\n  reviewUntil\n  viewerIsCollaborator\n  collaborator {\n    displayName\n    id\n  }\n  sender {\n    displayName\n    id\n  }\n  viewerReview {\n    shown\n    ...ReviewCard_review\n    id\n  }\n  otherReview {\n    ...ReviewCard_review\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "7a85a258ae356afc0fba2df0d47c70ce";

export default node;
