/**
 * @generated SignedSource<<03aefafbd1a1639745363832bb1a404f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CollaboratorState = "DRAFT" | "HIDDEN" | "PUBLISHED" | "SUSPENDED" | "%future added value";
export type MyProfilePageHideMutation$variables = Record<PropertyKey, never>;
export type MyProfilePageHideMutation$data = {
  readonly hideCollaboratorProfile: {
    readonly __typename: "MutationHideCollaboratorProfileSuccess";
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
export type MyProfilePageHideMutation = {
  response: MyProfilePageHideMutation$data;
  variables: MyProfilePageHideMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "hideCollaboratorProfile",
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
        "type": "MutationHideCollaboratorProfileSuccess",
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
    "name": "MyProfilePageHideMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MyProfilePageHideMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "8f3d57fceb13eb7a039b21b87cc6132a",
    "id": null,
    "metadata": {},
    "name": "MyProfilePageHideMutation",
    "operationKind": "mutation",
    "text": "mutation MyProfilePageHideMutation {\n  hideCollaboratorProfile {\n    __typename\n    ... on MutationHideCollaboratorProfileSuccess {\n      data {\n        id\n        state\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0a72e53f76b9e43fd3fe9c992e7a28b3";

export default node;
