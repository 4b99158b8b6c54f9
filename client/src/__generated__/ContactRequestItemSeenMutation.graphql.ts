/**
 * @generated SignedSource<<9b1e1c77c0a65eaaf0541241083bc084>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ContactRequestState = "ACCEPTED" | "COMPLETED" | "DECLINED" | "EXPIRED" | "SEEN" | "SENT" | "%future added value";
export type ContactRequestItemSeenMutation$variables = {
  id: string;
};
export type ContactRequestItemSeenMutation$data = {
  readonly markContactRequestSeen: {
    readonly data?: {
      readonly id: string;
      readonly state: ContactRequestState;
    };
  };
};
export type ContactRequestItemSeenMutation = {
  response: ContactRequestItemSeenMutation$data;
  variables: ContactRequestItemSeenMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ContactRequest",
      "kind": "LinkedField",
      "name": "data",
      "plural": false,
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
          "name": "state",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "MutationMarkContactRequestSeenSuccess",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ContactRequestItemSeenMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "markContactRequestSeen",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ContactRequestItemSeenMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "markContactRequestSeen",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "038b868498570f2ed08b24c9bbe0e7e3",
    "id": null,
    "metadata": {},
    "name": "ContactRequestItemSeenMutation",
    "operationKind": "mutation",
    "text": "mutation ContactRequestItemSeenMutation(\n  $id: ID!\n) {\n  markContactRequestSeen(id: $id) {\n    __typename\n    ... on MutationMarkContactRequestSeenSuccess {\n      data {\n        id\n        state\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "21713120d982f6a0399b1b09abe380ff";

export default node;
