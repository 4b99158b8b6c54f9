/**
 * @generated SignedSource<<9cef6080fb11656d8e956a5bb476c053>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PortfolioLicence = "EXTENDED" | "SINGLE_USE" | "%future added value";
export type BuySoftwareInput = {
  licence: PortfolioLicence;
  projectId: string;
};
export type BuyOfferMutation$variables = {
  input: BuySoftwareInput;
};
export type BuyOfferMutation$data = {
  readonly buySoftware: {
    readonly __typename: string;
    readonly code?: string;
    readonly data?: {
      readonly id: string;
      readonly payUrl: string | null | undefined;
    };
  };
};
export type BuyOfferMutation = {
  response: BuyOfferMutation$data;
  variables: BuyOfferMutation$variables;
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
    "name": "buySoftware",
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
        "type": "MutationBuySoftwareSuccess",
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
    "name": "BuyOfferMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BuyOfferMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "bd0d5217bce33c8f5b468d87d5d4fac3",
    "id": null,
    "metadata": {},
    "name": "BuyOfferMutation",
    "operationKind": "mutation",
    "text": "mutation BuyOfferMutation(\n  $input: BuySoftwareInput!\n) {\n  buySoftware(input: $input) {\n    __typename\n    ... on MutationBuySoftwareSuccess {\n      data {\n        id\n        payUrl\n      }\n    }\n    ... on BaseError {\n      __isBaseError: __typename\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f7f5f44d8ff884d1208aabd143813bee";

export default node;
