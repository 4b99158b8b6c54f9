/**
 * @generated SignedSource<<cc9d86f4c379d633dfb8fac4d6ee563d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useMarkConversationReadMutation$variables = {
  id: string;
};
export type useMarkConversationReadMutation$data = {
  readonly markConversationRead: {
    readonly __typename: "MutationMarkConversationReadSuccess";
    readonly data: {
      readonly id: string;
      readonly unreadCount: number;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useMarkConversationReadMutation = {
  response: useMarkConversationReadMutation$data;
  variables: useMarkConversationReadMutation$variables;
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
    "name": "markConversationRead",
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
            "concreteType": "Conversation",
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
                "name": "unreadCount",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationMarkConversationReadSuccess",
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
    "name": "useMarkConversationReadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMarkConversationReadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "b9847e39d87e98da21f3cd2cafefc6ec",
    "id": null,
    "metadata": {},
    "name": "useMarkConversationReadMutation",
    "operationKind": "mutation",
    "text": "mutation useMarkConversationReadMutation(\n  $id: ID!\n) {\n  markConversationRead(id: $id) {\n    __typename\n    ... on MutationMarkConversationReadSuccess {\n      data {\n        id\n        unreadCount\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "282ba1b989f211065a03c579c82f681e";

export default node;
