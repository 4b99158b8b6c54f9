/**
 * @generated SignedSource<<c168749ea72ca4ed3f2bfb2fb7851feb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type BuyTestInvitationsInput = {
  batchId: string;
};
export type useBuyTestInvitationsMutation$variables = {
  input: BuyTestInvitationsInput;
};
export type useBuyTestInvitationsMutation$data = {
  readonly buyTestInvitations: {
    readonly __typename: string;
    readonly code?: string;
    readonly data?: {
      readonly id: string;
      readonly payUrl: string | null | undefined;
    };
  };
};
export type useBuyTestInvitationsMutation = {
  response: useBuyTestInvitationsMutation$data;
  variables: useBuyTestInvitationsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "buyTestInvitations",
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
            "concreteType": "Order",
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
                "name": "payUrl",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationBuyTestInvitationsSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          }
        ],
        "type": "BaseError",
        "abstractKey": "__isBaseError"
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
    "name": "useBuyTestInvitationsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useBuyTestInvitationsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f397932f3e40f715a4a7dcdcf1d17a5f",
    "id": null,
    "metadata": {},
    "name": "useBuyTestInvitationsMutation",
    "operationKind": "mutation",
    "text": "mutation useBuyTestInvitationsMutation(\n  $input: BuyTestInvitationsInput!\n) {\n  buyTestInvitations(input: $input) {\n    __typename\n    ... on MutationBuyTestInvitationsSuccess {\n      data {\n        id\n        payUrl\n      }\n    }\n    ... on BaseError {\n      __isBaseError: __typename\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "446d9a5e2917afe16f529ade64d8b1c3";

export default node;
