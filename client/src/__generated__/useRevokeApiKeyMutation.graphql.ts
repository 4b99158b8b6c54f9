/**
 * @generated SignedSource<<d0a128baf79b47f0d4a73ba4ef76c92c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useRevokeApiKeyMutation$variables = {
  id: string;
};
export type useRevokeApiKeyMutation$data = {
  readonly revokeApiKey: {
    readonly __typename: "MutationRevokeApiKeySuccess";
    readonly data: {
      readonly id: string;
      readonly revokedAt: string | null | undefined;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useRevokeApiKeyMutation = {
  response: useRevokeApiKeyMutation$data;
  variables: useRevokeApiKeyMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "revokeApiKey",
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
            "concreteType": "ApiKey",
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
                "name": "revokedAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationRevokeApiKeySuccess",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useRevokeApiKeyMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRevokeApiKeyMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "05be9d11985f66d8e99c29dfb46258c4",
    "id": null,
    "metadata": {},
    "name": "useRevokeApiKeyMutation",
    "operationKind": "mutation",
    "text": "mutation useRevokeApiKeyMutation(\n  $id: ID!\n) {\n  revokeApiKey(id: $id) {\n    __typename\n    ... on MutationRevokeApiKeySuccess {\n      data {\n        id\n        revokedAt\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c3c25ec38947f7739f8e54ac257715a9";

export default node;
