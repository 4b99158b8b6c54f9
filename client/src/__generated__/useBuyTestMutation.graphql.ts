/**
 * @generated SignedSource<<593d75a9658d679abb89eaeb4b363785>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type BuyTestInput = {
  testId: string;
};
export type useBuyTestMutation$variables = {
  input: BuyTestInput;
};
export type useBuyTestMutation$data = {
  readonly buyTest: {
    readonly __typename: string;
    readonly code?: string;
    readonly data?: {
      readonly id: string;
      readonly payUrl: string | null | undefined;
    };
  };
};
export type useBuyTestMutation = {
  response: useBuyTestMutation$data;
  variables: useBuyTestMutation$variables;
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
    "name": "buyTest",
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
        "type": "MutationBuyTestSuccess",
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
    "name": "useBuyTestMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useBuyTestMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "b7eb0f35ab652a185751f28eef8dd22b",
    "id": null,
    "metadata": {},
    "name": "useBuyTestMutation",
    "operationKind": "mutation",
    "text": "mutation useBuyTestMutation(\n  $input: BuyTestInput!\n) {\n  buyTest(input: $input) {\n    __typename\n    ... on MutationBuyTestSuccess {\n      data {\n        id\n        payUrl\n      }\n    }\n    ... on BaseError {\n      __isBaseError: __typename\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "60fffadd336f123e9635f68a885524e3";

export default node;
