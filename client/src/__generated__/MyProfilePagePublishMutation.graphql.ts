/**
 * @generated SignedSource<<04e91ef92a1c48a75bf3e3c243ff9031>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CollaboratorState = "DRAFT" | "HIDDEN" | "PUBLISHED" | "SUSPENDED" | "%future added value";
export type MyProfilePagePublishMutation$variables = Record<PropertyKey, never>;
export type MyProfilePagePublishMutation$data = {
  readonly publishCollaboratorProfile: {
    readonly __typename: "MutationPublishCollaboratorProfileSuccess";
    readonly data: {
      readonly id: string;
      readonly state: CollaboratorState | null | undefined;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type MyProfilePagePublishMutation = {
  response: MyProfilePagePublishMutation$data;
  variables: MyProfilePagePublishMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "publishCollaboratorProfile",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Collaborator",
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
        "type": "MutationPublishCollaboratorProfileSuccess",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MyProfilePagePublishMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MyProfilePagePublishMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "0cc22d2dd0fb38a0f6bc6907224af6d1",
    "id": null,
    "metadata": {},
    "name": "MyProfilePagePublishMutation",
    "operationKind": "mutation",
    "text": "mutation MyProfilePagePublishMutation {\n  publishCollaboratorProfile {\n    __typename\n    ... on MutationPublishCollaboratorProfileSuccess {\n      data {\n        id\n        state\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a7f7115c5e63360e64c7b5a0d160149f";

export default node;
